/**
 * The kinds of value a setting can hold, each parsed from the text the environment gives and
 * each with what it wants said in words: a start refused for a bad setting prints
 * `NAME: got "value", wants <this>`.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/** An empty variable (`PORT=`) is as good as an unset one: it takes the default. */
const blankIsUnset = (value: unknown) => (value === '' ? undefined : value);

/** Free text; empty is unset. */
export const text = () => z.preprocess(blankIsUnset, z.string().optional());

/** Free text with a default; empty takes the default. */
export const textOr = (fallback: string) => z.preprocess(blankIsUnset, z.string().default(fallback));

/** Free text where empty means something of its own (`WEB_ROOT=`: serve no site). */
export const textKeepingEmpty = () => z.string().optional();

/** A whole number from `min` to `max`. */
export function wholeNumber(min: number, max: number, fallback: number) {
  const wants = max === Number.MAX_SAFE_INTEGER ? `a whole number, ${min} or more` : `a whole number from ${min} to ${max}`;
  return z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .regex(/^\d+$/, wants)
      .transform(Number)
      .refine((n) => n >= min && n <= max, wants)
      .default(fallback),
  );
}

/** A count: a whole number from 1 up. */
export const count = (fallback: number) => wholeNumber(1, Number.MAX_SAFE_INTEGER, fallback);

/** A TCP port; 0 lets the system choose a free one. */
export const port = (fallback: number) => wholeNumber(0, 65535, fallback);

/** One of a few words, in any case. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? blankIsUnset(value.trim().toLowerCase()) : value),
    z.enum(values, `one of ${values.join(', ')}`).optional(),
  );
}

/** One of a few words, in any case, with a default. */
export function oneOfOr<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? blankIsUnset(value.trim().toLowerCase()) : value),
    z.enum(values, `one of ${values.join(', ')}`).default(fallback),
  );
}

/** A comma list of some of these words, in any case (`smtp,sms`). */
export function listOf<const T extends readonly [string, ...string[]]>(values: T) {
  const wants = `a comma list of ${values.join(', ')}`;
  return z.preprocess(
    blankIsUnset,
    z
      .string()
      .transform((value) => value.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.enum(values, wants)).min(1, wants))
      .optional(),
  );
}

/** `1` turns it on and `0` off. */
export const flag = (fallback: boolean) =>
  z.preprocess(blankIsUnset, z.enum(['0', '1'], '1 (on) or 0 (off)').transform((value) => value === '1').default(fallback));

/** An absolute URL with one of these schemes (`postgres:`, `https:` ...). */
export function url(protocols: readonly string[]) {
  const wants = `a URL starting ${protocols.map((p) => `${p}//`).join(' or ')}`;
  return z.preprocess(
    blankIsUnset,
    z
      .string()
      .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), wants)
      .optional(),
  );
}

/** The address ranges proxy-addr knows by name. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, a CIDR range (`10.0.0.0/8`) or one of proxy-addr's named ranges. */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `true` (one trusted hop), `false`, or a comma list of addresses and ranges. */
export const proxies = () =>
  z.preprocess(
    blankIsUnset,
    z
      .string()
      .transform((value): boolean | string[] => {
        if (value === 'true') return true;
        if (value === 'false') return false;
        return value.split(',').map((v) => v.trim()).filter(Boolean);
      })
      .refine(
        (value) => typeof value === 'boolean' || (value.length > 0 && value.every(isAddressOrRange)),
        `true, false, or a comma list of IP addresses and CIDR ranges (or ${NAMED_RANGES.join(', ')})`,
      )
      .default(false),
  );
