/**
 * An imported hotel as the catalogue tables keep it: the same columns a generated hotel fills,
 * from what the operator's file says, with what the site works out itself (the nearest airport
 * and station and their distances, the description's Getting There). An imported hotel has no
 * reviews yet, so no score. Pure.
 */
import { withHouseRuleNames } from '../../../domain/houseRules';
import { hotelRatingsOf, ratingSummary } from '../../rules/ratingModel';
import type { MealCode } from '../../../domain/pricing';
import { PT_LABEL } from '../../rules/propertyTypes';
import { planCodeOf } from '../../rules/ratePlans';
import type { HotelRow } from '../catalogueRows';
import type { RoomTypeRow } from '../schema/catalogue';
import { distanceKm } from '../../../domain/geo';
import { arrivalAt, arrivalLines, arrivalSentence, type Airport, type Station } from '../../reference/travel';
import { partnerCodeOf, type HotelInput, type RoomInput } from './format';

/** The city an imported hotel is in, as the `cities` table has it. */
export interface ImportCity {
  id: number;
  name: string;
  stateCode: string;
  stateName: string;
  lat: number;
  lng: number;
}

export type ImportedHotelRow = Omit<HotelRow, 'id' | 'arrival' | 'imageCount'> & { code: string };

/** An imported room type: its `room_types` row less what the import gives it (id, hotel, position, photo). */
export type ImportedRoomRow = Omit<RoomTypeRow, 'id' | 'hotelId' | 'position' | 'photo'>;

const DEFAULT_RULES = 'Check-in from 2 PM, check-out until 11 AM. A government-issued photo ID (Aadhaar, passport, driving licence or voter ID) is required for every adult at check-in.';
const DEFAULT_CHECK_IN = 'Please share your arrival time in the special requests.';

export function importedHotelRow(input: HotelInput, city: ImportCity, airports: readonly Airport[], stations: readonly Station[]): ImportedHotelRow {
  const at = { lat: input.latitude, lng: input.longitude };
  const arrival = arrivalAt(at, city.stateCode, airports, stations);
  const km = distanceKm(city, at);
  const { address, description: d, policies } = input;
  const description = JSON.stringify({
    ...d,
    headline: d.headline ?? `${input.stars}-star ${PT_LABEL[input.type]} in ${address.locality}, ${city.name}`,
    location: `${d.location ?? `${input.name} is in ${address.locality}, ${km.toFixed(1)} km from the centre of ${city.name}, ${city.stateName}.`}${arrivalSentence(arrival)}`,
    transport: arrivalLines(arrival).join('\n'),
  });
  const instructions: HotelRow['instructions'] = [
    { type: 'POLICIES', msg: policies.rules ?? DEFAULT_RULES },
    { type: 'CHECKIN_INSTRUCTIONS', msg: policies.checkIn ?? DEFAULT_CHECK_IN },
    ...(policies.fees ? [{ type: 'FEES' as const, msg: policies.fees }] : []),
    ...(policies.inclusions ? [{ type: 'INCLUSIONS' as const, msg: policies.inclusions }] : []),
  ];
  return {
    code: input.code,
    cityId: city.id,
    name: input.name,
    stars: input.stars,
    propertyType: input.type,
    lat: at.lat,
    lng: at.lng,
    addressLine: address.line1,
    addressLine2: address.line2 ?? address.locality,
    locality: address.locality,
    postalCode: address.postalCode,
    phone: input.phone,
    description,
    // "couple-friendly" in a file is the Couple Friendly the filters and badges look for.
    facilities: withHouseRuleNames(input.facilities),
    instructions,
    ratings: hotelRatingsOf(ratingSummary([])),
    panRequired: input.panRequired,
    passportRequired: input.passportRequired,
    payLater: input.payLater,
  };
}

export function importedRoomRow(room: RoomInput): ImportedRoomRow {
  return {
    code: room.code,
    name: room.name,
    category: room.category,
    maxAdults: room.maxAdults,
    maxChildren: room.maxChildren,
    baseRatePaise: room.rateRupees * 100,
    capacity: room.rooms,
    areaSqft: room.areaSqft,
    beds: room.beds.map((b) => ({ bc: b.count, bt: b.type })),
    facilities: room.facilities,
    benefits: room.benefits,
    services: room.services,
    plans: room.plans.map((p) => ({
      code: planCodeOf(p.meal as MealCode, p.refundable),
      partnerCode: partnerCodeOf(p),
      meal: p.meal as MealCode,
      refundable: p.refundable,
      freeCancelDays: p.freeCancelDays,
      payLater: p.payLater,
    })),
  };
}
