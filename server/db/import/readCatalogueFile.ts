/**
 * A catalogue file read and checked: JSON or CSV (by its name), against format.ts. Either its
 * hotels, or every problem found, each with its line and field ("line 42: hotels[0].rooms[1].
 * rateRupees: must be at least 300"; for CSV the column too).
 */
import path from 'node:path';
import type { z } from 'zod';
import { unstorableTextAt } from '../../../contract/text';
import { catalogueFile, type CatalogueFile } from './format';
import { CsvError, csvColumnOf, parseCsvHotels } from './csvHotels';
import { JsonSyntaxError, parseJsonWithLines } from './jsonLines';

export interface FileProblem {
  line: number;
  /** The field, as a JSON path (`hotels[0].rooms[1].rateRupees`); the CSV column after it in CSV files. */
  field: string;
  message: string;
}

/** Where a field of the file is: its line, and its name as problems give it. */
export type Locate = (keys: ReadonlyArray<string | number>, message: string) => FileProblem;

export type ReadFile = { ok: true; file: CatalogueFile; problemAt: Locate } | { ok: false; problems: FileProblem[] };

/** `line 42: hotels[0].rooms[1].rateRupees: must be at least 300` */
export const problemText = (p: FileProblem) => `line ${p.line}: ${p.field ? `${p.field}: ` : ''}${p.message}`;

const fieldOf = (keys: readonly PropertyKey[]) =>
  keys.reduce<string>((out, k) => (typeof k === 'number' ? `${out}[${k}]` : out ? `${out}.${String(k)}` : String(k)), '');

/**
 * A catalogue file's bytes as text: UTF-8, strictly. Bytes that are not UTF-8 would otherwise
 * become U+FFFD and be imported as if the hotel were named so.
 */
export function readCatalogueBytes(bytes: Uint8Array, fileName: string): ReadFile {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    return readCatalogueText(decoder.decode(bytes), fileName);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return { ok: false, problems: [{ line: badUtf8Line(bytes), field: '', message: 'is not UTF-8 text: save the file as UTF-8' }] };
  }
}

/** The line of the first bytes that are not UTF-8. */
function badUtf8Line(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    try {
      decoder.decode(bytes.subarray(start, i));
    } catch {
      return line;
    }
    line++;
    start = i + 1;
  }
  return line;
}

function readCatalogueText(text: string, fileName: string): ReadFile {
  const csv = path.extname(fileName).toLowerCase() === '.csv';
  let parsed: { value: unknown; lines: Map<string, number> };
  try {
    parsed = csv ? parseCsvHotels(text) : parseJsonWithLines(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError || error instanceof CsvError) return { ok: false, problems: [{ line: error.line, field: '', message: error.message }] };
    throw error;
  }
  const problemAt: Locate = (keys, message) => problemOf(keys, message, parsed.lines, csv);
  // Text no database stores (a NUL, half a character), before the format's own checks.
  const unstorable = unstorableTextAt(parsed.value);
  if (unstorable) return { ok: false, problems: [problemAt(unstorable.path, unstorable.message)] };
  const checked = catalogueFile.safeParse(parsed.value, { error: requiredMessage });
  if (checked.success) return { ok: true, file: checked.data, problemAt };
  return { ok: false, problems: checked.error.issues.map((issue) => problemAt(issue.path as Array<string | number>, issue.message)).sort((a, b) => a.line - b.line) };
}

/** A field left out says so, rather than zod's "expected string, received undefined". */
const requiredMessage = (issue: z.core.$ZodRawIssue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : undefined);

function problemOf(keys: ReadonlyArray<string | number>, message: string, lines: Map<string, number>, csv: boolean): FileProblem {
  let line = 1;
  for (let n = keys.length; n >= 0; n--) {
    const found = lines.get(keys.slice(0, n).map(String).join('.'));
    if (found !== undefined) {
      line = found;
      break;
    }
  }
  const column = csv ? csvColumnOf(keys) : undefined;
  const field = `${fieldOf(keys)}${column ? ` (column ${column})` : ''}`;
  return { line, field, message };
}
