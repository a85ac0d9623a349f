/**
 * Free text a person types (names, requests, comments, a place's name): bounded, and without
 * control characters, which no keyboard types and which some stores refuse (PostgreSQL refuses
 * a NUL byte). Refused at the contract with a 400 naming the field.
 */
import { z } from 'zod';

/** Unicode's control characters (Cc): C0, DEL and C1. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tabs and line breaks are allowed (text typed in a box of several lines). */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** True for text holding a control character (tabs and line breaks included). */
export const hasControlCharacters = (value: string) => CONTROL.test(value);

/** One line of text of at most `max` characters. */
export const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !CONTROL.test(v), CONTROL_CHARACTERS_MESSAGE);

/** Text of at most `max` characters that may hold tabs and line breaks. */
export const multilineText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !CONTROL_BUT_LINES.test(v), CONTROL_CHARACTERS_MESSAGE);

/** A UTF-16 surrogate without its pair: no character at all, and text no database can store. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const LONE_SURROGATE_MESSAGE = 'must be well-formed text (it holds half of a character: a lone surrogate)';

/** The path of the first string in `value` (keys included) that holds a lone surrogate, or null. */
export function loneSurrogateAt(value: unknown, path: Array<string | number> = []): Array<string | number> | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) return [...path, key];
    const found = loneSurrogateAt(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}
