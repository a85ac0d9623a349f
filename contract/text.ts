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

/** A NUL character: PostgreSQL's text cannot hold one, whatever the column. */
const NUL = /\u0000/;

export const NUL_MESSAGE = 'must not contain a NUL character (\\u0000), which no database stores';

/** Text no store takes: what is wrong with it, or null. */
export function unstorableText(value: string): string | null {
  if (NUL.test(value)) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(value)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/** Where in a request the first unstorable string is, and what is wrong with it. */
export interface UnstorableTextAt {
  path: Array<string | number>;
  message: string;
}

/** A step of the walk below: a value, and how it was reached (its key, and the step it is under). */
interface Step {
  value: unknown;
  key: string | number;
  up: Step | null;
}

const pathOf = (step: Step | null): Array<string | number> => {
  const path: Array<string | number> = [];
  for (let at = step; at; at = at.up) path.unshift(at.key);
  return path;
};

/**
 * The first string in `value` (keys included) that no store takes (a NUL or a lone surrogate),
 * with its path, or null. It walks with a stack of its own, not by recursion: a body nested
 * 100,000 deep is still only read, never a stack overflow (and a 500). Bytes (a Buffer) are not
 * text and are skipped.
 */
export function unstorableTextAt(value: unknown): UnstorableTextAt | null {
  const stack: Array<Step | { value: unknown; key: null; up: null }> = [{ value, key: null, up: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const here = step.key === null ? null : (step as Step);
    if (typeof step.value === 'string') {
      const message = unstorableText(step.value);
      if (message) return { path: pathOf(here), message };
      continue;
    }
    if (!step.value || typeof step.value !== 'object' || ArrayBuffer.isView(step.value)) continue;
    const entries = Object.entries(step.value);
    for (const [key] of entries) {
      const message = unstorableText(key);
      if (message) return { path: [...pathOf(here), key], message };
    }
    const isArray = Array.isArray(step.value);
    // Pushed last to first, so the first entry is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: isArray ? Number(entries[i]![0]) : entries[i]![0], up: here });
  }
  return null;
}
