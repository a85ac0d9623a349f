/**
 * Search answers as JSON. A search answer carries each hotel's lead option (its cheapest for the
 * stay) in `pops` and `ops`; hotel detail lists every option. A hotel's static part is serialised
 * once at load (`hitHead`, and as bytes with its `pops` opening), as is every option's fixed text; each answer
 * writes only this query's prices, digit by digit, straight into the answer's buffer. Equivalent
 * to JSON.stringify of the contract's `hotelHit` (tests/api/catalogue/search.test.ts holds the
 * two side by side).
 */
import { totalPerNight, type Stay } from '../../rules/stayPrice';
import type { CatalogueView } from '../catalogue/store/sharedCatalogue';
import { OP_SEARCH_ID_AT, OP_TEXT_AT, OP_TEXT_LEN, R_START_AT, R_START_LEN, R_TEXTS_MAX } from '../catalogue/store/layout';
import { optionWord } from '../catalogue/store/supplyReads';
import type { Lead } from './offers';
import { SEARCH_ID_LENGTH } from './optionId';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const POPS_TP = ascii(',"tp":');
const POPS_TAF = ascii(',"taf":');
const WISHLIST_TRUE = ascii('}],"wishlist":true}');
const WISHLIST_FALSE = ascii('}],"wishlist":false}');
/** Written before a hit's closing brace when its lead option's nights cost different amounts. */
const NIGHTS_DIFFER = ',"nightsDiffer":true}';
const COMMA = 0x2c;
const CLOSE = ascii(']}}}');
/** The longest rupee text a price can take here (far above any stay's total). */
const NUMBER_MAX = 20;

/** Writes into a buffer sized in advance. Copies are native (`set`): a JS byte loop measured slower even for a few bytes. */
class Out {
  at = 0;
  constructor(readonly buf: Buffer) {}
  bytes(bytes: Uint8Array): void {
    this.buf.set(bytes, this.at);
    this.at += bytes.length;
  }
  /** `length` bytes of the shared catalogue's arena from `start`. */
  range(view: CatalogueView, start: number, length: number): void {
    this.buf.set(view.u8.subarray(start, start + length), this.at);
    this.at += length;
  }
  /** A hotel's static start: its static fields and the opening of its `pops` entry. */
  hitStart(view: CatalogueView, record: number): void {
    this.range(view, view.i32[record + R_START_AT]!, view.i32[record + R_START_LEN]!);
  }
  byte(b: number): void {
    this.buf[this.at++] = b;
  }
  rupees(paise: number): void {
    this.at = writeRupees(this.buf, this.at, paise);
  }
}

/** Paise as rupee digits at `at`, as JSON writes `paise / 100` (see `rupeesJson`); returns where they end. */
function writeRupees(buf: Buffer, at: number, paise: number): number {
  const whole = Math.floor(paise / 100);
  const cents = paise - whole * 100;
  at = whole <= 0x7fffffff ? writeSmallInteger(buf, at, whole) : writeInteger(buf, at, whole);
  if (cents === 0) return at;
  const tens = (cents / 10) | 0;
  buf[at++] = 0x2e; // .
  buf[at++] = 0x30 + tens;
  if (cents !== tens * 10) buf[at++] = 0x30 + cents - tens * 10;
  return at;
}

/** A whole number that fits 31 bits: integer division, which the compiler turns into a multiply. */
function writeSmallInteger(buf: Buffer, at: number, n: number): number {
  const end = at + digitCount(n);
  let p = end;
  do {
    const q = (n / 10) | 0;
    buf[--p] = 0x30 + n - q * 10;
    n = q;
  } while (n > 0);
  return end;
}

function digitCount(n: number): number {
  if (n < 100_000) return n < 100 ? (n < 10 ? 1 : 2) : n < 1_000 ? 3 : n < 10_000 ? 4 : 5;
  return n < 10_000_000 ? (n < 1_000_000 ? 6 : 7) : n < 100_000_000 ? 8 : n < 1_000_000_000 ? 9 : 10;
}

function writeInteger(buf: Buffer, at: number, n: number): number {
  let digits = 0;
  for (let m = n; m > 0; m = Math.floor(m / 10)) digits++;
  const end = at + digits;
  for (let m = n, p = end; m > 0; m = Math.floor(m / 10)) buf[--p] = 0x30 + (m % 10);
  return end;
}

/**
 * Paise as the JSON text of rupees (12345 -> "123.45", 12340 -> "123.4", 12300 -> "123"), the
 * same text JSON.stringify(paise / 100) gives: what the answer writer writes for a price.
 */
export function rupeesJson(paise: number): string {
  const out = new Out(Buffer.allocUnsafe(NUMBER_MAX));
  out.rupees(paise);
  return out.buf.toString('latin1', 0, out.at);
}

/** Bytes a hit's per-query part may take besides its fixed texts (which leave room for the search id): an upper bound. */
const TAIL_BOUND = 5 * NUMBER_MAX + POPS_TP.length + POPS_TAF.length + WISHLIST_FALSE.length + ',"km":'.length + NIGHTS_DIFFER.length;

/** The search id as the texts leave room for it (catalogue/store/hitTexts.ts). */
function searchIdBytes(searchId: string): Buffer {
  if (searchId.length !== SEARCH_ID_LENGTH) throw new RangeError(`a search id has ${SEARCH_ID_LENGTH} characters: ${searchId}`);
  return Buffer.from(searchId, 'latin1');
}

/**
 * What follows a hit's static fields and `pops` opening (`Out.hitStart`): the lead option's
 * prices, facilities and id, and the wishlist flag. Three copies and three numbers; the total is
 * written once and copied into `ops`.
 */
function writeHitTail(out: Out, view: CatalogueView, { record, lead, wishlisted, km }: PricedHit, searchId: Buffer, stay: Stay): void {
  const { buf } = out;
  const { tp, taf } = lead;
  let at = out.at;
  const tpcStart = at;
  at = writeRupees(buf, at, totalPerNight(tp, stay));
  const tpcEnd = at;
  buf.set(POPS_TP, at);
  at += POPS_TP.length;
  const tpStart = at;
  // One night: the total per night is the total, digit for digit.
  if (stay.nightCount === 1) for (let p = tpcStart; p < tpcEnd; p++) buf[at++] = buf[p]!;
  else at = writeRupees(buf, at, tp);
  const tpEnd = at;
  buf.set(POPS_TAF, at);
  at = writeRupees(buf, at + POPS_TAF.length, taf);
  // The option's text up to its price, with room for the search id in its id (hitTexts.ts).
  out.at = at;
  const option = optionWord(view, record, lead.option);
  out.range(view, view.i32[option + OP_TEXT_AT]!, view.i32[option + OP_TEXT_LEN]!);
  buf.set(searchId, at + view.i32[option + OP_SEARCH_ID_AT]!);
  at = out.at;
  for (let p = tpStart; p < tpEnd; p++) buf[at++] = buf[p]!;
  const close = wishlisted ? WISHLIST_TRUE : WISHLIST_FALSE;
  buf.set(close, at);
  out.at = at + close.length;
  if (km !== undefined) {
    // Searched near a place: the distance goes before the hit's closing brace.
    out.at = out.at - 1 + buf.write(`,"km":${km}}`, out.at - 1, 'latin1');
  }
  if (lead.nightsDiffer) out.at = out.at - 1 + buf.write(NIGHTS_DIFFER, out.at - 1, 'latin1');
}

/** A hotel of an answer (its slot and record) and its lead option for the stay (its cheapest bookable one). */
export interface PricedHit {
  slot: number;
  record: number;
  /** Its guests' rating x 100 and its place by id: what hits are sorted on besides the price. */
  rating: number;
  idRank: number;
  lead: Lead;
  wishlisted: boolean;
  /** Searched near a place: the hotel's distance from it, km to one decimal. */
  km?: number;
}

/** One hotel of an answer as JSON text (trending and wishlist cards). */
export function hitJson(view: CatalogueView, hit: PricedHit, searchId: string, stay: Stay): string {
  const id = searchIdBytes(searchId);
  const out = new Out(Buffer.allocUnsafe(view.i32[hit.record + R_TEXTS_MAX]! + TAIL_BOUND));
  out.hitStart(view, hit.record);
  writeHitTail(out, view, hit, id, stay);
  return out.buf.toString('utf8', 0, out.at);
}

/** A sold-out hotel as a card shows it: its static fields, no options. */
export function soldOutJson(view: CatalogueView, record: number, wishlisted: boolean): string {
  const start = view.text(view.i32[record + R_START_AT]!, view.i32[record + R_START_LEN]!);
  return `${start.slice(0, start.lastIndexOf(',"pops":'))},"pops":[],"ops":[],"wishlist":${wishlisted}}`;
}

/**
 * The searched place's coordinates as text, as hotels give theirs (`gl`): the map centres on it.
 * A state's or region's search also names its towns with hotels (`towns`), so a card can say how
 * far a hotel is from the nearest of them ("1.2 km from Calangute"); a search near a place names
 * the place (`near`).
 */
export interface CentreText {
  lt: string;
  ln: string;
  towns?: Array<{ name: string; lt: string; ln: string }>;
  near?: { kind: string; id: string; name: string; lt: string; ln: string };
}

export const centreText = (lat: number, lng: number): CentreText => ({ lt: lat.toFixed(6), ln: lng.toFixed(6) });

/**
 * The whole search answer as UTF-8 bytes, written once into one buffer (from `take`, given the
 * size it may need); the answer is the written start of it. Text-wise it equals `searchAnswerJson`.
 * `hitMax` bounds every hit's hotel's texts (the catalogue's `textsMax`): the buffer is then
 * sized without a pass over the hits' hotels, whose cache misses under load cost the search
 * thread a noticeable share of its time; only the part written is ever touched.
 */
export function searchAnswerBytes(
  view: CatalogueView, searchId: string, hits: PricedHit[], stay: Stay, centre: CentreText, take: (size: number) => Buffer = Buffer.allocUnsafe,
  hitMax = Math.max(0, ...hits.map((hit) => view.i32[hit.record + R_TEXTS_MAX]!)),
): Buffer {
  const head = Buffer.from(answerHead(searchId, centre), 'utf8');
  const id = searchIdBytes(searchId);
  const out = new Out(take(head.length + hits.length * (1 + hitMax + TAIL_BOUND) + CLOSE.length));
  out.bytes(head);
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    if (i > 0) out.byte(COMMA);
    out.hitStart(view, hit.record);
    writeHitTail(out, view, hit, id, stay);
  }
  out.bytes(CLOSE);
  return out.buf.subarray(0, out.at);
}

function answerHead(searchId: string, { towns, near, ...centre }: CentreText): string {
  const named = towns ? `"towns":${JSON.stringify(towns)},` : '';
  const place = near ? `"near":${JSON.stringify(near)},` : '';
  return `{"hotelStatus":"SUCCESS","response":{"hotelSearchId":"${searchId}","searchResult":{"centre":${JSON.stringify(centre)},${named}${place}"his":[`;
}

export function searchAnswerJson(searchId: string, hits: string[], centre: CentreText): string {
  return `${answerHead(searchId, centre)}${hits.join(',')}]}}}`;
}

export function trendingAnswerJson(hits: string[]): string {
  return `{"hotelStatus":"SUCCESS","response":{"searchResult":{"his":[${hits.join(',')}]}}}`;
}
