/**
 * One string a regular expression matches, for the simple patterns ids and codes use: anchors,
 * literals, escapes (\d \w \s and escaped punctuation), character classes with ranges, groups with
 * alternatives, and the quantifiers ? * + {n} {n,} {n,m}. Each repeat takes its least count (one
 * for * and +, none for ?), each class its first character, each choice its first alternative.
 * Throws for what it does not read, so a new kind of pattern is noticed.
 */
export function regexSample(pattern: RegExp): string {
  const source = pattern.source;
  let i = 0;

  function alternatives(): string {
    const first = sequence();
    while (source[i] === '|') {
      i++;
      sequence();
    }
    return first;
  }

  function sequence(): string {
    let out = '';
    while (i < source.length && source[i] !== '|' && source[i] !== ')') {
      const atom = nextAtom();
      out += atom.repeat(quantifier());
    }
    return out;
  }

  function nextAtom(): string {
    const c = source[i]!;
    if (c === '^' || c === '$') {
      i++;
      return '';
    }
    if (c === '(') {
      i++;
      if (source.startsWith('?:', i)) i += 2;
      const inner = alternatives();
      if (source[i] !== ')') throw new Error(`regexSample: unclosed group in /${source}/`);
      i++;
      return inner;
    }
    if (c === '[') return charClass();
    if (c === '\\') return escape();
    if (c === '.') {
      i++;
      return 'a';
    }
    i++;
    return c;
  }

  function escape(): string {
    const e = source[i + 1]!;
    i += 2;
    if (e === 'd') return '1';
    if (e === 'w') return 'a';
    if (e === 's') return ' ';
    if (e === 'u') {
      const hex = source.slice(i, i + 4);
      i += 4;
      return String.fromCharCode(parseInt(hex, 16));
    }
    if (/[a-zA-Z0-9]/.test(e)) throw new Error(`regexSample: unsupported escape \\${e} in /${source}/`);
    return e;
  }

  function charClass(): string {
    i++;
    const negated = source[i] === '^';
    if (negated) i++;
    const members: string[] = [];
    while (source[i] !== ']') {
      if (i >= source.length) throw new Error(`regexSample: unclosed class in /${source}/`);
      const from = source[i] === '\\' ? escape() : source[i++]!;
      if (source[i] === '-' && source[i + 1] !== ']') {
        i++;
        const to = source[i] === '\\' ? escape() : source[i++]!;
        members.push(from <= '1' && to >= '1' ? '1' : from, to);
      } else members.push(from);
    }
    i++;
    if (!negated) return members[0]!;
    const allowed = [...'abcdefghijklmnopqrstuvwxyz0123456789'].find((ch) => !members.includes(ch));
    if (!allowed) throw new Error(`regexSample: no character for /${source}/`);
    return allowed;
  }

  function quantifier(): number {
    const c = source[i];
    if (c === '?') return (i++, 0);
    if (c === '*' || c === '+') return (i++, 1);
    if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
      if (!m) throw new Error(`regexSample: bad repeat in /${source}/`);
      i += m[0].length;
      return Number(m[1]);
    }
    return 1;
  }

  const out = alternatives();
  if (i !== source.length) throw new Error(`regexSample: could not read /${source}/ past ${i}`);
  if (!pattern.test(out)) throw new Error(`regexSample: ${JSON.stringify(out)} does not match /${source}/`);
  return out;
}
