/**
 * A hotel as the pages read it (detail, booking, documents, pictures, reviews): decoded from the
 * rows its record keeps (hotelSource.ts), with its city, room types and plans. What it sells by
 * night is not here: that is read from the shared catalogue each time (supplyReads.ts).
 */
import { MEAL_BASIS, mealPerAdultPaise, type MealCode } from '../../../../domain/pricing';
import type { HotelRow } from '../../../db/catalogueRows';
import type { RoomTypeRow } from '../../../db/schema/catalogue';
import type { HotelTuple, RoomTuple, StoredPlan } from './hotelSource';
import type { City, Places } from './places';

export interface Plan extends StoredPlan {
  /** `mb`: ROOM ONLY, BREAKFAST ... */
  mealBasis: string;
  /** The meal supplement per adult per night at this plan's hotel (its stars), paise. */
  mealPerAdultPaise: number;
}

/** A room type as the pages read it: its `room_types` row, with its plans' meal basis and supplements. */
export interface RoomType extends Omit<RoomTypeRow, 'plans'> {
  plans: Plan[];
  /** `fc` of its price options: meal basis first, then 3 of its distinctive facilities; one JSON text per plan. */
  fcJson: string[];
}

export interface Hotel extends Omit<HotelRow, 'arrival'> {
  city: City;
  /** The code partners name it by. */
  code: string;
  /** An imported hotel's photos (`catalogue_photos` keys) in gallery order; null for a generated hotel, drawn as illustrations. */
  photos: string[] | null;
  /** Loaded from an operator's file (npm run catalogue:import), not generated: it has no generated reviews or illustrations. */
  imported: boolean;
  roomTypes: RoomType[];
}

/** What the pages read of the catalogue: a hotel and a city by id (catalogueStore.ts). */
export interface CatalogueReads {
  hotel(id: string): Hotel | undefined;
  city(id: number): City | undefined;
}

/** A hotel of its rows; null when its city is not in `places`. */
export function decodeHotel(hotelRow: HotelTuple, roomRows: readonly RoomTuple[], places: Places): Hotel | null {
  const [id, cityId, name, stars, propertyType, lat, lng, addressLine, addressLine2, locality, postalCode, phone, description, facilities,
    instructions, ratings, imageCount, panRequired, passportRequired, payLater, photos, code, imported] = hotelRow;
  const city = places.cities.get(cityId);
  if (!city) return null;
  const roomTypes = roomRows.map((row) => roomTypeOf(row, stars));
  return {
    id, cityId, city, name, stars, propertyType, lat, lng, addressLine, addressLine2, locality, postalCode, phone, description, facilities,
    instructions, ratings, imageCount, panRequired, passportRequired, payLater, photos: photos ?? null, code, imported, roomTypes,
  };
}

function roomTypeOf(row: RoomTuple, stars: number): RoomType {
  const [id, hotelId, position, name, category, maxAdults, maxChildren, baseRatePaise, capacity, areaSqft, beds, facilities, benefits, services, plans, photo, code] = row;
  const withBasis: Plan[] = plans.map((p) => ({ ...p, mealBasis: MEAL_BASIS[p.meal as MealCode], mealPerAdultPaise: mealPerAdultPaise(p.meal as MealCode, stars) }));
  return {
    id, hotelId, position, code, name, category, maxAdults, maxChildren, baseRatePaise, capacity, areaSqft, beds, facilities, benefits, services,
    photo: photo ?? null,
    plans: withBasis,
    fcJson: withBasis.map((p) => JSON.stringify([p.mealBasis, ...(facilities.length > 5 ? facilities.slice(3, 6) : facilities.slice(0, 3))])),
  };
}

export function hotelAddress(hotel: Hotel) {
  return {
    adr: hotel.addressLine,
    adr2: hotel.addressLine2,
    city: { name: hotel.city.name },
    ctn: hotel.city.name,
    state: { name: hotel.city.stateName },
    country: { name: 'India' },
    postalCode: hotel.postalCode,
  };
}
