/**
 * Reads a request schema (zod 4, through its definition objects `schema._zod.def`, which zod
 * documents for library authors) to make what the fuzz cases start from: one value the schema
 * accepts, and the place and kind of every field in it.
 */
import type { z } from 'zod';
import { regexSample } from './regexSample';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- zod's definition objects differ by kind; each reader names the fields it takes
type Def = { type: string; [key: string]: any };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export type FieldKind = 'string' | 'number' | 'boolean' | 'choice' | 'object' | 'array' | 'record' | 'other';

export interface Field {
  /** Where the field sits in the sample: keys and array indexes. */
  path: Array<string | number>;
  kind: FieldKind;
  /** A date text field (its sample is a `YYYY-MM-DD` date). */
  date: boolean;
}

/** Values that satisfy rules a pattern alone does not say (a listed dial code, an Indian mobile number...). */
const KNOWN_GOOD = ['Asha', '9876543210', '+91', 'traveller@example.in', 'ABCDE1234F', 'K1234567', 'INR', 'RAZORPAY'];

/** Dates a month or so ahead, each sample a day after the one before (a check-in, then its check-out). */
let dayAhead = 40;
function nextDate(): string {
  const day = new Date(Date.now() + dayAhead++ * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** The schema a wrapper stands for (optional, default, preprocess...), as far as its input goes. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return unwrap(def.innerType);
    case 'lazy':
      return unwrap(def.getter());
    case 'pipe':
      // A preprocess (transform, then schema) is read by what it hands on; a schema then a transform by its input.
      return unwrap(defOf(def.in).type === 'transform' ? def.out : def.in);
    default:
      return schema;
  }
}

/** `field` (the schema as the object holds it, wrappers and all) decides which candidate is valid. */
function stringSample(field: z.ZodType, def: Def): string {
  const checks: Def[] = (def.checks ?? []).map((c: { _zod: { def: Def } }) => c._zod.def);
  const patterns = checks.filter((c) => c.check === 'string_format' && c.pattern instanceof RegExp).map((c) => c.pattern as RegExp);
  const candidates: string[] = [];
  if (def.format === 'email') candidates.push('traveller@example.in');
  if (patterns.some((p) => p.test('2026-12-01'))) candidates.push(nextDate());
  candidates.push(...KNOWN_GOOD.filter((k) => patterns.length && patterns.every((p) => p.test(k))));
  candidates.push(...patterns.map(regexSample));
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 1;
  candidates.push(...KNOWN_GOOD, 'a'.repeat(Math.max(1, min)));
  return candidates.find((c) => field.safeParse(c).success) ?? candidates[0]!;
}

function numberSample(field: z.ZodType, def: Def): number {
  const checks: Def[] = (def.checks ?? []).map((c: { _zod: { def: Def } }) => c._zod.def);
  const min = checks.find((c) => c.check === 'greater_than')?.value ?? 1;
  const max = checks.find((c) => c.check === 'less_than')?.value ?? Number.MAX_SAFE_INTEGER;
  const candidates = [Math.min(Math.max(1, min), max), 1, 0, 100, 19.07];
  return candidates.find((c) => field.safeParse(c).success) ?? candidates[0]!;
}

/** One value `schema` accepts (or as near as its refinements allow). */
export function sample(schema: z.ZodType): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      return stringSample(schema, def);
    case 'number':
      return numberSample(schema, def);
    case 'boolean':
      return true;
    case 'literal':
      return def.values[0];
    case 'enum':
      return Object.values(def.entries)[0];
    case 'array': {
      const min = (def.checks ?? []).map((c: { _zod: { def: Def } }) => c._zod.def).find((c: Def) => c.check === 'min_length')?.minimum ?? 1;
      return Array.from({ length: Math.max(1, min) }, () => sample(def.element));
    }
    case 'object':
      return objectSample(inner, def);
    case 'union': {
      const values = def.options.map((o: z.ZodType) => sample(o));
      return values.find((v: unknown) => inner.safeParse(v).success) ?? values[0];
    }
    case 'record':
      return {};
    default:
      return null;
  }
}

/**
 * Every field with a sample; when the object's own rules refuse that (e.g. "a phone number or an
 * e-mail address, not both"), the optional fields are left out one at a time, then all together.
 */
function objectSample(schema: z.ZodType, def: Def): Record<string, unknown> {
  const shape: Record<string, z.ZodType> = def.shape;
  const full = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, sample(field)]));
  if (schema.safeParse(full).success) return full;
  const optional = Object.keys(shape).filter((key) => shape[key]!.safeParse(undefined).success);
  for (const key of optional) {
    const fewer = { ...full };
    delete fewer[key];
    if (schema.safeParse(fewer).success) return fewer;
  }
  const required = Object.fromEntries(Object.entries(full).filter(([key]) => !optional.includes(key)));
  return schema.safeParse(required).success ? required : full;
}

/** Every field of `value` (a sample of `schema`), containers included, with its kind. */
export function fields(schema: z.ZodType, value: unknown, path: Array<string | number> = []): Field[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const here = (kind: FieldKind): Field => ({ path, kind, date: typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) });
  switch (def.type) {
    case 'string':
      return [here('string')];
    case 'number':
      return [here('number')];
    case 'boolean':
      return [here('boolean')];
    case 'literal':
    case 'enum':
      return [here('choice')];
    case 'record':
      return [here('record')];
    case 'array':
      return [here('array'), ...(Array.isArray(value) && value.length ? fields(def.element, value[0], [...path, 0]) : [])];
    case 'object': {
      const shape: Record<string, z.ZodType> = def.shape;
      const object = (value ?? {}) as Record<string, unknown>;
      return [here('object'), ...Object.entries(shape).flatMap(([key, field]) => fields(field, object[key], [...path, key]))];
    }
    case 'union': {
      const option = def.options.find((o: z.ZodType) => o.safeParse(value).success) ?? def.options[0];
      return fields(option, value, path);
    }
    default:
      return [here('other')];
  }
}
