/**
 * Search answers as JSON. A hotel's static part is serialised once at load (`hitHead`, and its
 * UTF-8 bytes), as is every option's fixed text; each answer writes only this query's prices,
 * digit by digit, straight into the answer's buffer. Equivalent to JSON.stringify of the
 * contract's `hotelHit` (tests/api/catalogue/search.test.ts holds the two side by side).
 */
import type { Hotel } from '../catalogue/readModel';
import type { SearchOffer, Stay } from './offers';
import { totalPerNight } from './offers';
import { FIRST_POPS_ENTRY, NEXT_POPS_ENTRY } from './serializedParts';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const HIT_POPS = ascii(`,"pops":[${FIRST_POPS_ENTRY}`);
const POPS_TP = ascii(',"tp":');
const OPS_FIRST = '],"ops":[{"id":"';
const OPS_NEXT = '},{"id":"';
const WISHLIST_TRUE = ascii('}],"wishlist":true}');
const WISHLIST_FALSE = ascii('}],"wishlist":false}');
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
  byte(b: number): void {
    this.buf[this.at++] = b;
  }
  /** Paise as rupee digits, as JSON writes `paise / 100` (see `rupeesJson`). */
  rupees(paise: number): void {
    const whole = Math.floor(paise / 100);
    const cents = paise - whole * 100;
    this.integer(whole);
    if (cents === 0) return;
    this.byte(0x2e); // .
    this.byte(0x30 + Math.floor(cents / 10));
    if (cents % 10 !== 0) this.byte(0x30 + (cents % 10));
  }
  private integer(n: number): void {
    const { buf } = this;
    if (n < 10) {
      buf[this.at++] = 0x30 + n;
      return;
    }
    let digits = 0;
    for (let m = n; m > 0; m = Math.floor(m / 10)) digits++;
    let at = this.at + digits;
    this.at = at;
    for (let m = n; m > 0; m = Math.floor(m / 10)) buf[--at] = 0x30 + (m % 10);
  }
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

/**
 * An answer's `ops` openings with its search id in them, made once per answer: the first
 * (which also closes `pops`), and the one between two entries (which closes the previous).
 */
interface OptionOpeners {
  first: Buffer;
  next: Buffer;
}

const optionOpeners = (searchId: string): OptionOpeners => ({
  first: Buffer.from(`${OPS_FIRST}${searchId}`, 'utf8'),
  next: Buffer.from(`${OPS_NEXT}${searchId}`, 'utf8'),
});

const NEXT_POPS_LENGTH = Buffer.byteLength(NEXT_POPS_ENTRY);

/** Bytes a hit's per-query part may take (an upper bound). */
function tailBound(hit: PricedHit, openers: OptionOpeners): number {
  const perOption = POPS_TP.length + 3 * NUMBER_MAX + openers.next.length + hit.hotel.optionTextMax;
  return HIT_POPS.length + openers.first.length + WISHLIST_FALSE.length + hit.offers.length * perOption;
}

/**
 * What follows `hitHead` in a hit: this query's prices and options, and the wishlist flag. The
 * fixed texts carry the punctuation between entries, so an option costs four copies and three
 * numbers; after the last `pops` entry the writer steps back over the next entry's opening.
 */
function writeHitTail(out: Out, { hotel, offers, wishlisted }: PricedHit, openers: OptionOpeners, stay: Stay): void {
  const { popsTails, opsIdTails } = hotel;
  out.bytes(HIT_POPS);
  for (let i = 0; i < offers.length; i++) {
    const o = offers[i]!;
    out.rupees(totalPerNight(o.tp, stay));
    out.bytes(POPS_TP);
    out.rupees(o.tp);
    out.bytes(popsTails[o.option]!);
  }
  out.at -= NEXT_POPS_LENGTH;
  for (let i = 0; i < offers.length; i++) {
    const o = offers[i]!;
    out.bytes(i === 0 ? openers.first : openers.next);
    out.bytes(opsIdTails[o.option]!);
    out.rupees(o.tp);
  }
  out.bytes(wishlisted ? WISHLIST_TRUE : WISHLIST_FALSE);
}

/** A hotel of an answer: its bookable options for the stay (at least one), cheapest first. */
export interface PricedHit {
  hotel: Hotel;
  offers: SearchOffer[];
  wishlisted: boolean;
}

/** One hotel of an answer as JSON text (trending and wishlist cards). */
export function hitJson(hit: PricedHit, searchId: string, stay: Stay): string {
  const openers = optionOpeners(searchId);
  const out = new Out(Buffer.allocUnsafe(hit.hotel.hitHeadBytes.length + tailBound(hit, openers)));
  out.bytes(hit.hotel.hitHeadBytes);
  writeHitTail(out, hit, openers, stay);
  return out.buf.toString('utf8', 0, out.at);
}

/** The searched place's coordinates as text, as hotels give theirs (`gl`): the map centres on it. */
export interface CentreText {
  lt: string;
  ln: string;
}

export const centreText = (lat: number, lng: number): CentreText => ({ lt: lat.toFixed(6), ln: lng.toFixed(6) });

/**
 * The whole search answer as UTF-8 bytes, written once into one buffer (from `take`, given the
 * size it may need); the answer is the written start of it. Text-wise it equals `searchAnswerJson`.
 */
export function searchAnswerBytes(searchId: string, hits: PricedHit[], stay: Stay, centre: CentreText, take: (size: number) => Buffer = Buffer.allocUnsafe): Buffer {
  const head = Buffer.from(answerHead(searchId, centre), 'utf8');
  const openers = optionOpeners(searchId);
  let size = head.length + hits.length + CLOSE.length;
  for (const hit of hits) size += hit.hotel.hitHeadBytes.length + tailBound(hit, openers);
  const out = new Out(take(size));
  out.bytes(head);
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    if (i > 0) out.byte(COMMA);
    out.bytes(hit.hotel.hitHeadBytes);
    writeHitTail(out, hit, openers, stay);
  }
  out.bytes(CLOSE);
  return out.buf.subarray(0, out.at);
}

const answerHead = (searchId: string, centre: CentreText) =>
  `{"hotelStatus":"SUCCESS","response":{"hotelSearchId":"${searchId}","searchResult":{"centre":${JSON.stringify(centre)},"his":[`;

export function searchAnswerJson(searchId: string, hits: string[], centre: CentreText): string {
  return `${answerHead(searchId, centre)}${hits.join(',')}]}}}`;
}

export function trendingAnswerJson(hits: string[]): string {
  return `{"hotelStatus":"SUCCESS","response":{"searchResult":{"his":[${hits.join(',')}]}}}`;
}
