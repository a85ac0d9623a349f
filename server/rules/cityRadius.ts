/**
 * How far a city reaches: its hotels lie within this distance of its centre, the places within it
 * belong to it, and a search near a point finds the hotels within it. Pure.
 */
export const CITY_RADIUS_KM = 15;
