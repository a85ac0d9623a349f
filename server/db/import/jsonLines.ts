/**
 * JSON read with the line each value starts on, so a catalogue file's errors can say where they
 * are ("line 42: hotels[0].rooms[1].rateRupees: ..."). A small parser of standard JSON (RFC 8259):
 * the values are what JSON.parse gives; `lines` maps each value's path (`hotels.0.rooms.1`) to its
 * line. A syntax error throws `JsonSyntaxError` with its line.
 */
export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

export interface JsonWithLines {
  value: unknown;
  /** The line (from 1) of each value, by its path of keys and indexes joined with dots ('' is the whole). */
  lines: Map<string, number>;
}

export function parseJsonWithLines(text: string): JsonWithLines {
  const lines = new Map<string, number>();
  let at = 0;
  let line = 1;
  const fail = (what: string): never => {
    throw new JsonSyntaxError(`${what} (JSON)`, line);
  };
  const space = () => {
    for (; at < text.length; at++) {
      const c = text[at]!;
      if (c === '\n') line++;
      else if (c !== ' ' && c !== '\t' && c !== '\r') break;
    }
  };
  const string = (): string => {
    const start = at;
    for (at++; at < text.length && text[at] !== '"'; at++) {
      if (text[at] === '\\') at++;
      else if (text[at] === '\n') fail('a string runs past the end of its line');
    }
    if (at >= text.length) fail('a string is not closed');
    at++;
    try {
      return JSON.parse(text.slice(start, at)) as string;
    } catch {
      return fail('a string has a bad escape');
    }
  };
  const value = (path: string): unknown => {
    space();
    lines.set(path, line);
    const c = text[at];
    const inner = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
    if (c === '{') {
      at++;
      const out: Record<string, unknown> = {};
      space();
      if (text[at] === '}') return at++, out;
      for (;;) {
        space();
        if (text[at] !== '"') fail('expected a key in quotes');
        const key = string();
        space();
        if (text[at] !== ':') fail(`expected ":" after "${key}"`);
        at++;
        out[key] = value(inner(key));
        space();
        if (text[at] === ',') at++;
        else if (text[at] === '}') return at++, out;
        else fail('expected "," or "}"');
      }
    }
    if (c === '[') {
      at++;
      const out: unknown[] = [];
      space();
      if (text[at] === ']') return at++, out;
      for (;;) {
        out.push(value(inner(out.length)));
        space();
        if (text[at] === ',') at++;
        else if (text[at] === ']') return at++, out;
        else fail('expected "," or "]"');
      }
    }
    if (c === '"') return string();
    const word = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(at, at + 40));
    if (!word) return fail(at >= text.length ? 'the file ends too soon' : `unexpected "${c}"`);
    at += word[0].length;
    return JSON.parse(word[0]) as unknown;
  };
  const parsed = value('');
  space();
  if (at < text.length) fail('unexpected text after the end');
  return { value: parsed, lines };
}
