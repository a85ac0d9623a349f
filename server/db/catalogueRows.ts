/**
 * A hotel as the generator and the importer make it and the catalogue's store decodes it: its
 * `hotels` row with its JSON columns typed, and the way to it (nearest airport and station).
 */
import type { Arrival } from '../reference/travel';
import type { hotelRatingsOf } from '../rules/ratingModel';
import type { PropertyType } from '../rules/propertyTypes';

export type HotelRatings = ReturnType<typeof hotelRatingsOf>;

export interface HotelRow {
  id: string;
  cityId: number;
  name: string;
  stars: number;
  propertyType: PropertyType;
  lat: number;
  lng: number;
  addressLine: string;
  addressLine2: string;
  locality: string;
  postalCode: string;
  phone: string;
  /** The `des` JSON text. */
  description: string;
  facilities: string[];
  instructions: Array<{ type: 'POLICIES' | 'CHECKIN_INSTRUCTIONS' | 'FEES' | 'INCLUSIONS'; msg: string }>;
  /** Summarised from its generated reviews (server/modules/reviews/generatedReviews.ts) by the one rating model. */
  ratings: HotelRatings;
  imageCount: number;
  panRequired: boolean;
  passportRequired: boolean;
  payLater: boolean;
  /** Its nearest airport and railway station (also in its description's Getting There). */
  arrival: Arrival;
}

