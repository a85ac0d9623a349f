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
  return `${hotel.hitHead},"pops":[${pops}],"ops":[${ops}],"wishlist":${wishlisted}}`;
}

export function searchAnswerJson(searchId: string, hits: string[]): string {
  return `{"hotelStatus":"SUCCESS","response":{"hotelSearchId":"${searchId}","searchResult":{"his":[${hits.join(',')}]}}}`;
}

export function trendingAnswerJson(hits: string[]): string {
  return `{"hotelStatus":"SUCCESS","response":{"searchResult":{"his":[${hits.join(',')}]}}}`;
}
