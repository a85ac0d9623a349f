/**
 * A hotel of a search answer as JSON text: the static part serialised once at load
 * (`hitHead`) plus this query's prices. Equivalent to JSON.stringify of the contract's
 * `hotelHit`, without walking the static fields again for every search.
 */
import type { Offer, Stay } from './offers';
import { totalPerNight } from './offers';
import { optionId } from './optionId';

/**
 * Paise as the JSON text of rupees (12345 -> "123.45", 12340 -> "123.4", 12300 -> "123"), the
 * same text JSON.stringify(paise / 100) gives, without a float-to-text conversion.
 */
export function rupeesJson(paise: number): string {
  const whole = Math.floor(paise / 100);
  const cents = paise - whole * 100;
  if (cents === 0) return String(whole);
  if (cents % 10 === 0) return `${whole}.${cents / 10}`;
  return `${whole}.${cents < 10 ? '0' : ''}${cents}`;
}

export function hitJson(offers: Offer[], searchId: string, stay: Stay, wishlisted: boolean): string {
  return `${offers[0]!.hotel.hitHead}${hitTail(offers, searchId, stay, wishlisted)}`;
}

/** What follows `hitHead` in a hit: this query's prices and options, and the wishlist flag. */
function hitTail(offers: Offer[], searchId: string, stay: Stay, wishlisted: boolean): string {
  const hotel = offers[0]!.hotel;
  let pops = '';
  let ops = '';
  for (let i = 0; i < offers.length; i++) {
    const o = offers[i]!;
    const tp = rupeesJson(o.tp);
    const sep = i === 0 ? '' : ',';
    pops += `${sep}{"tpc":${rupeesJson(totalPerNight(o.tp, stay))},"tp":${tp},"fc":${o.roomType.fcJson[o.planIndex]}}`;
    ops += `${sep}{"id":"${optionId(searchId, hotel.id, o.roomType.position, o.plan.code)}","tp":${tp}}`;
  }
  return `,"pops":[${pops}],"ops":[${ops}],"wishlist":${wishlisted}}`;
}

/** The searched place's coordinates as text, as hotels give theirs (`gl`): the map centres on it. */
export interface CentreText {
  lt: string;
  ln: string;
}

export const centreText = (lat: number, lng: number): CentreText => ({ lt: lat.toFixed(6), ln: lng.toFixed(6) });

export interface PricedHit {
  offers: Offer[];
  wishlisted: boolean;
}

/**
 * The whole search answer as UTF-8 bytes: each hotel's static part is copied from the bytes made
 * at load, and only this query's parts (ASCII: numbers, ids, facility codes) are encoded, all in
 * one go. Text-wise it equals `searchAnswerJson`.
 */
export function searchAnswerBytes(searchId: string, hits: PricedHit[], stay: Stay, centre: CentreText): Buffer {
  const tails = hits.map((h) => hitTail(h.offers, searchId, stay, h.wishlisted));
  const joined = tails.join('');
  const tailBytes = Buffer.from(joined, 'utf8');
  if (tailBytes.length !== joined.length) {
    // Not ASCII after all: fall back to text (one encoding pass at the end).
    return Buffer.from(searchAnswerJson(searchId, hits.map((h, i) => `${h.offers[0]!.hotel.hitHead}${tails[i]}`), centre), 'utf8');
  }
  const chunks: Buffer[] = [Buffer.from(answerHead(searchId, centre), 'utf8')];
  let offset = 0;
  for (let i = 0; i < hits.length; i++) {
    if (i > 0) chunks.push(COMMA);
    chunks.push(hits[i]!.offers[0]!.hotel.hitHeadBytes, tailBytes.subarray(offset, offset + tails[i]!.length));
    offset += tails[i]!.length;
  }
  chunks.push(CLOSE);
  return Buffer.concat(chunks);
}

const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']}}}');

const answerHead = (searchId: string, centre: CentreText) =>
  `{"hotelStatus":"SUCCESS","response":{"hotelSearchId":"${searchId}","searchResult":{"centre":${JSON.stringify(centre)},"his":[`;

export function searchAnswerJson(searchId: string, hits: string[], centre: CentreText): string {
  return `${answerHead(searchId, centre)}${hits.join(',')}]}}}`;
}

export function trendingAnswerJson(hits: string[]): string {
  return `{"hotelStatus":"SUCCESS","response":{"searchResult":{"his":[${hits.join(',')}]}}}`;
}
