/** One sample line of Prometheus's text format: `name{label="value",...} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/gy;
const TYPE = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/;

/**
 * Reads an exposition strictly: every line is a comment, a TYPE or HELP line, or a sample whose
 * labels parse to the end and whose family (the name less a histogram's or summary's suffix) has
 * had its TYPE. Anything else throws, so a malformed answer fails the test that reads it.
 */
export function parsePrometheusText(text: string): Sample[] {
  const typed = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = TYPE.exec(line);
    if (type) {
      typed.add(type[1]!);
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${JSON.stringify(line)}`);
    const [, name, labelText = '', valueText] = match;
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < labelText.length) {
      const label = LABEL.exec(labelText);
      if (!label) throw new Error(`unreadable labels: ${JSON.stringify(line)}`);
      labels[label[1]!] = label[2]!.replace(/\\(.)/g, (_all, c: string) => (c === 'n' ? '\n' : c));
    }
    const family = name!.replace(/_(bucket|sum|count)$/, '');
    if (!typed.has(name!) && !typed.has(family)) throw new Error(`a sample before its TYPE line: ${JSON.stringify(line)}`);
    // Prometheus reads NaN and the infinities in any case (prom-client writes `Nan`).
    const value = Number(/^\+?inf$/i.test(valueText!) ? Infinity : /^-inf$/i.test(valueText!) ? -Infinity : valueText);
    if (Number.isNaN(value) && !/^nan$/i.test(valueText!)) throw new Error(`not a number: ${JSON.stringify(line)}`);
    samples.push({ name: name!, labels, value });
  }
  return samples;
}

/** The value of the one series of `name` with exactly these labels, or 0 when it has none (yet). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  const found = samples.filter((s) => s.name === name && JSON.stringify(Object.entries(s.labels).sort()) === wanted);
  if (found.length > 1) throw new Error(`${name} ${wanted}: ${found.length} series`);
  return found[0]?.value ?? 0;
}

/** Whether a series of `name` with exactly these labels is there at all. */
export const hasSeries = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.some((s) => s.name === name && JSON.stringify(Object.entries(s.labels).sort()) === JSON.stringify(Object.entries(labels).sort()));

/** The sum over every series of `name` (whatever their labels). */
export const totalOf = (samples: Sample[], name: string) => samples.filter((s) => s.name === name).reduce((n, s) => n + s.value, 0);
