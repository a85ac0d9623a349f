import { z } from 'zod';
import { cancellationPolicy } from './cancellationPolicy';
import { isoDate, localDateTime, rupees } from './primitives';

/** Image sizes; the detail gallery uses Standard. */
export const imageSize = z.enum(['Standard', 'XS', 'XXL']);
export const hotelImage = z.object({ url: z.string(), sz: imageSize });

export const hotelAddress = z.object({
  adr: z.string(),
  adr2: z.string(),
  city: z.object({ name: z.string() }),
  /** City name. */
  ctn: z.string(),
  state: z.object({ name: z.string() }),
  country: z.object({ name: z.string() }),
  postalCode: z.string().regex(/^\d{6}$/),
});

/** Coordinates as text. */
export const geoLocation = z.object({ lt: z.string(), ln: z.string() });

/**
 * Guest scores out of 5, all from the same reviews (server/rules/ratingModel.ts): `userRating` their
 * mean, `reviewCount` how many there are, `ratingScore` the mean out of 10.
 */
export const hotelRatings = z.object({
  userRating: z.number(),
  reviewCount: z.number().int().min(0),
  overallStay: z.number(),
  foodQuality: z.number(),
  amenities: z.number(),
  maintenanceStatus: z.number(),
  service: z.number(),
  location: z.number(),
  valueForMoney: z.number(),
  ratingScore: z.number(),
});

export const propertyType = z.enum(['HOTEL', 'INN', 'GUESTHOUSE', 'LODGE', 'RESORT', 'RESIDENCE', 'APARTMENT', 'APARTHOTEL', 'VILLA', 'PALACE']);
export const mealBasis = z.enum(['ROOM ONLY', 'BREAKFAST', 'DINNER', 'HALF BOARD', 'FULL BOARD', 'ALL INCLUSIVE']);

/**
 * A price option (`pops`), cheapest first: `tp` the stay total for all requested rooms, taxes
 * included, `tpc` that total per night, `taf` the taxes and fees within `tp`, `fc` the meal basis
 * first and then room facilities.
 */
export const priceOption = z.object({ tpc: rupees, tp: rupees, taf: rupees, fc: z.array(z.string()) });

/**
 * An option as a search result carries it. Its fixed terms (which the
 * filters read; see machines/rules/leadTerms.ts): `fcd` the days before check-in that cancelling
 * stays free (null for a non-refundable plan), `pl` whether the hotel and plan allow paying later.
 * This server always sends them.
 */
export const optionRef = z.object({ id: z.string(), fcd: z.number().int().min(0).nullable().optional(), pl: z.boolean().optional(), tp: rupees });

/** Fare components: TF = BF + TAF. */
export const fareComponents = z.object({ TF: rupees, TAF: rupees, BF: rupees });

/** One requested room of an option (`ris`): its stay price, per night (`pis`) and in total (`tfcs`). */
export const roomItem = z.object({
  id: z.string(),
  srn: z.string(),
  /** Room category, e.g. Deluxe. */
  rc: z.string(),
  /** Room type name. */
  rt: z.string(),
  /** The room type's picture (Standard size), when there is one. */
  img: z.string().optional(),
  tp: rupees,
  adt: z.number().int(),
  chd: z.number().int(),
  mb: mealBasis,
  fcs: z.array(z.string()),
  rexb: z.object({ BENEFIT: z.array(z.string()), SERVICE: z.array(z.string()) }),
  radi: z.object({
    bds: z.array(z.object({ bc: z.number().int(), bt: z.string() })),
    /** Area in square feet. */
    ar: z.object({ asm: z.number().int() }),
  }),
  pis: z.array(z.object({ day: z.number().int(), date: isoDate, fc: fareComponents })),
  tfcs: fareComponents,
});

/**
 * A bookable option (`ops`): one room type and meal plan for every requested room. `ddt` is the
 * free-cancellation deadline (null when none is left); `isBA` = may be booked now and paid later.
 */
export const hotelOption = z.object({
  id: z.string(),
  tp: rupees,
  ris: z.array(roomItem),
  cnp: cancellationPolicy,
  ddt: localDateTime.nullable(),
  ispr: z.boolean(),
  ipr: z.boolean(),
  ipm: z.boolean(),
  isBA: z.boolean(),
});
export type HotelOption = z.infer<typeof hotelOption>;

/**
 * A hotel in `searchResult.his`. `pops` and `ops` hold its lead option for the stay: the
 * cheapest it can book (the list views show only that one). Hotel detail
 * (`hotelDetail`) lists every bookable option. Trending and wishlist cards have the same shape.
 */
export const hotelHit = z.object({
  id: z.string(),
  name: z.string(),
  rt: z.number().int().min(3).max(5),
  pt: propertyType,
  /** The first Standard pictures. */
  img: z.array(hotelImage),
  ad: hotelAddress,
  gl: geoLocation,
  fl: z.array(z.string()),
  hotelRatings,
  pops: z.array(priceOption),
  ops: z.array(optionRef),
  wishlist: z.boolean(),
  /**
   * In a search near a place (`searchResult.near`), the hotel's
   * distance from it in km, one decimal, as the server measured it.
   */
  km: z.number().nonnegative().optional(),
  /**
   * An addition too: true when the nights of the stay cost the lead option (`pops[0]`) different
   * amounts, so its `tpc` is an average over them (absent when every night costs the same).
   */
  nightsDiffer: z.boolean().optional(),
});
export type HotelHit = z.infer<typeof hotelHit>;

export const instructionType = z.enum(['POLICIES', 'CHECKIN_INSTRUCTIONS', 'FEES', 'INCLUSIONS']);

/** The hotel of the detail calls: every picture and size, contact, description, instructions, full options. */
export const hotelDetail = hotelHit.extend({
  cnt: z.object({ ph: z.string() }),
  /**
   * JSON text with amenities, rooms, dining, business_amenities, onsite_payments, spoken_languages, attractions, location, headline,
   * and transport: the nearest airport and railway station with their distances, one per line.
   */
  des: z.string(),
  /**
   * True when `img` are generated illustrations rather than photos of
   * the property (the page says so); false or absent for a hotel's own photos.
   */
  illustrated: z.boolean().optional(),
  inst: z.array(z.object({ type: instructionType, msg: z.string() })),
  ops: z.array(hotelOption),
  /**
   * The options whose room holds the guests but that the hotel does
   * not sell for these dates, and why (`Minimum stay 2 nights on these dates`).
   */
  unavailable: z.array(z.object({ rt: z.string(), mb: mealBasis, why: z.string() })).optional(),
});
export type HotelDetail = z.infer<typeof hotelDetail>;

/** The keys of `des` once parsed. */
export const hotelDescription = z.object({
  amenities: z.string(),
  rooms: z.string(),
  dining: z.string(),
  business_amenities: z.string(),
  onsite_payments: z.string(),
  spoken_languages: z.string(),
  attractions: z.string(),
  location: z.string(),
  headline: z.string(),
  transport: z.string().optional(),
});
