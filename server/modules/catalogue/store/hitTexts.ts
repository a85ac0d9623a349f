/**
 * A hotel's fixed texts in search answers, which carry one option per hotel: its static fields and
 * the opening of its `pops` entry; per option (room type then plan order), what follows the
 * option's prices up to its id, and its id after the search id, up to its price. Each answer
 * copies these and writes only the query's numbers around them (search/serialize.ts).
 */
import { OPS_OPENING, POPS_OPENING } from '../../search/serializedParts';
import { optionId } from '../../search/optionId';
import { hotelImages } from '../../media/urls';
import { hotelAddress, type Hotel, type Plan } from './hotels';

/** Pictures a search answer carries per hotel (Standard size). */
export const HIT_IMAGES = 3;

/** The fields of a hotel in a search answer that do not depend on the query. */
export function staticHit(hotel: Hotel) {
  return {
    id: hotel.id,
    name: hotel.name,
    rt: hotel.stars,
    pt: hotel.propertyType,
    img: hotelImages(hotel, ['Standard']).slice(0, HIT_IMAGES),
    ad: hotelAddress(hotel),
    gl: { lt: hotel.lat.toFixed(6), ln: hotel.lng.toFixed(6) },
    fl: hotel.facilities,
    hotelRatings: hotel.ratings,
  };
}

/** `{"id":...,"hotelRatings":{...}`: a hit's static fields, without the closing brace. */
export const hitHead = (hotel: Hotel) => JSON.stringify(staticHit(hotel)).slice(0, -1);

/**
 * An option's fixed terms as a search hit carries them (contract/hotel.ts `optionRef`), without
 * braces: the days before check-in that cancelling stays free (null when the plan is not
 * refundable) and whether the hotel and plan allow paying later. The client reads them for the
 * stay (machines/rules/leadTerms.ts), as the detail's cancellation policy does (hotels/policy.ts).
 */
export const optionTermsJson = (hotel: Pick<Hotel, 'payLater'>, plan: Pick<Plan, 'refundable' | 'freeCancelDays' | 'payLater'>) =>
  `"fcd":${plan.refundable ? plan.freeCancelDays : null},"pl":${hotel.payLater && plan.payLater}`;

export interface HitTexts {
  /** `{"id":...,"hotelRatings":{...},"pops":[{"tpc":` */
  start: string;
  /** Per option: `,"fc":[...]}],"ops":[{"id":"` and, after the search id, `-{hotelId}-{position}-{code}","fcd":…,"pl":…,"tp":`. */
  options: Array<{ lead: string; id: string }>;
}

export function hitTexts(hotel: Hotel): HitTexts {
  return {
    start: `${hitHead(hotel)}${POPS_OPENING}`,
    options: hotel.roomTypes.flatMap((room) =>
      room.plans.map((plan, p) => ({ lead: `,"fc":${room.fcJson[p]}${OPS_OPENING}`, id: `${optionId('', hotel.id, room.position, plan.code)}",${optionTermsJson(hotel, plan)},"tp":` })),
    ),
  };
}
