/** The four categories of the detail page and the place type each one asks for (no schema: the page reads it without zod). */
export const NEARBY_CATEGORIES = [
  { category: 'Key Landmarks', type: 'landmark' },
  { category: 'Attractions', type: 'tourist_attraction' },
  { category: 'Transport', type: 'transit_station' },
  { category: 'Other Landmarks', type: 'point_of_interest' },
] as const;
