import { CURATED_LOCALITIES } from '../../reference/localities';
import { CITY_RADIUS_KM } from '../../rules/cityRadius';
import { distanceKm } from '../../../domain/geo';
import type { City, Places } from '../catalogue/store/places';

/** Sub-places listed: a city's curated localities, then its nearest other places, up to 8 in all (4 more than its localities). */
export const MAX_SUB_PLACES = 8;
const OTHER_SUB_PLACES_AFTER_LOCALITIES = 4;
/** Degrees of latitude and longitude beyond which a place cannot be within CITY_RADIUS_KM (India's latitudes). */
const NEAR_LAT = 0.15;
const NEAR_LNG = 0.16;

/** Which of two cities ranks higher: more people, then the lower id. */
const outranks = (a: City, b: City) => a.population > b.population || (a.population === b.population && a.id < b.id);

export interface CityAreas {
  /** The places a suggested city lists under it, in order (at most MAX_SUB_PLACES beyond its localities). */
  listed: ReadonlyMap<number, readonly City[]>;
  /** Every place that belongs to a suggested city -> that city (places listed and those beyond the cap). */
  ownerOf: ReadonlyMap<number, City>;
}

/**
 * The areas of the suggested cities. Each place belongs to one city at most, so that no answer
 * lists a place twice under different cities (Goa's towns lie within 15 km of each other, and a
 * place near several of them was listed under each):
 *
 * - a curated locality (content/localities.ts) belongs to its own city;
 * - any other place belongs to the nearest suggested city within CITY_RADIUS_KM of it; at equal
 *   distance the higher ranked city (more people, then the lower id) wins. A place suggested
 *   itself (Mohali, Navi Mumbai, Vasco da Gama) is a city of its own, under its state: never an
 *   area of the city next to it.
 *
 * A city lists its localities first, in content order, then its other places nearest first.
 */
export function cityAreas(model: Places, suggestible: readonly City[]): CityAreas {
  const suggestibleIds = new Set(suggestible.map((c) => c.id));
  const ownerOf = new Map<number, City>();
  const localitiesOf = new Map<number, City[]>();
  for (const l of CURATED_LOCALITIES) {
    const place = model.cities.get(l.id);
    const city = model.cities.get(l.cityId);
    if (!place || !city || !suggestibleIds.has(city.id)) continue;
    if (distanceKm(city, place) > CITY_RADIUS_KM) continue;
    localitiesOf.set(city.id, [...(localitiesOf.get(city.id) ?? []), place]);
    ownerOf.set(place.id, city);
  }

  const nearest = new Map<number, { city: City; km: number }>();
  for (const city of suggestible) {
    for (const place of model.citiesByPopulation) {
      if (place.id === city.id || Math.abs(place.lat - city.lat) >= NEAR_LAT || Math.abs(place.lng - city.lng) >= NEAR_LNG) continue;
      if (ownerOf.has(place.id) || suggestibleIds.has(place.id)) continue;
      const km = distanceKm(city, place);
      if (km > CITY_RADIUS_KM) continue;
      const held = nearest.get(place.id);
      if (!held || km < held.km || (km === held.km && outranks(city, held.city))) nearest.set(place.id, { city, km });
    }
  }

  const othersOf = new Map<number, Array<{ place: City; km: number }>>();
  // citiesByPopulation order: at equal distance the larger place is listed first.
  for (const place of model.citiesByPopulation) {
    const owner = nearest.get(place.id);
    if (!owner) continue;
    ownerOf.set(place.id, owner.city);
    const others = othersOf.get(owner.city.id);
    if (others) others.push({ place, km: owner.km });
    else othersOf.set(owner.city.id, [{ place, km: owner.km }]);
  }
  const listed = new Map<number, City[]>();
  for (const city of suggestible) {
    const own = localitiesOf.get(city.id) ?? [];
    const others = (othersOf.get(city.id) ?? []).sort((a, b) => a.km - b.km).map(({ place }) => place);
    listed.set(city.id, [...own, ...others].slice(0, Math.max(MAX_SUB_PLACES, own.length + OTHER_SUB_PLACES_AFTER_LOCALITIES)));
  }
  return { listed, ownerOf };
}
