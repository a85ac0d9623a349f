/**
 * Getting to a hotel: its nearest airport (OpenFlights, airports.ts) and railway station
 * (stations.ts), with straight-line distances, and the words the hotel page says them in.
 * The generator and the importer both use it, so a generated and an imported hotel read alike. Pure.
 */
import { NO_RAILWAY_STATES, STATIONS, TOWN_STATIONS } from './stations';
import { distanceKm, type LatLng } from '../../domain/geo';

export interface Airport extends LatLng {
  name: string;
  /** IATA code. */
  code: string;
}

export interface Station extends LatLng {
  name: string;
}

export interface Nearest {
  name: string;
  /** The airport's IATA code. */
  code?: string;
  km: number;
}

export interface Arrival {
  airport: Nearest | null;
  /** Null on the islands, which have no railway. */
  station: Nearest | null;
}

/** The stations of `STATIONS` and the towns' own stations, placed at the towns that the catalogue has. */
export function railwayStations(towns: ReadonlyArray<LatLng & { id: number }>): Station[] {
  const placed = STATIONS.map(([name, lat, lng]) => ({ name, lat, lng }));
  const own = towns.flatMap((t) => (TOWN_STATIONS[t.id] ? [{ name: TOWN_STATIONS[t.id]!, lat: t.lat, lng: t.lng }] : []));
  return [...placed, ...own];
}

/** The nearest of `points` to `at`, or null when there are none. */
export function nearestOf<T extends LatLng>(at: LatLng, points: readonly T[]): { point: T; km: number } | null {
  let best: { point: T; km: number } | null = null;
  for (const point of points) {
    if (best && Math.abs(point.lat - at.lat) * 111 > best.km) continue;
    const km = distanceKm(at, point);
    if (!best || km < best.km) best = { point, km };
  }
  return best;
}

const round1 = (km: number) => Math.round(km * 10) / 10;

/** The airport and station nearest to a hotel in a state (`stateCode`). */
export function arrivalAt(at: LatLng, stateCode: string, airports: readonly Airport[], stations: readonly Station[]): Arrival {
  const airport = nearestOf(at, airports);
  const station = NO_RAILWAY_STATES.includes(stateCode) ? null : nearestOf(at, stations);
  return {
    airport: airport ? { name: airport.point.name, code: airport.point.code, km: round1(airport.km) } : null,
    station: station ? { name: station.point.name, km: round1(station.km) } : null,
  };
}

/** Beyond this, a distance is given as the crow flies, whole kilometres. */
const FAR_KM = 30;

/** `3.4 km`, or `about 46 km in a straight line` when it is far. */
export function distanceWords(km: number): string {
  return km < FAR_KM ? `${km.toFixed(1)} km` : `about ${Math.round(km)} km in a straight line`;
}

/** The hotel page's "Getting There" lines. */
export function arrivalLines(arrival: Arrival): string[] {
  const lines: string[] = [];
  if (arrival.airport) lines.push(`Nearest airport: ${arrival.airport.name} (${arrival.airport.code}), ${distanceWords(arrival.airport.km)}`);
  lines.push(arrival.station ? `Nearest railway station: ${arrival.station.name}, ${distanceWords(arrival.station.km)}` : 'Railway: none on the islands');
  return lines;
}

/** The airport and station as a sentence of a location text (with a leading space), or nothing. */
export function arrivalSentence(arrival: Arrival): string {
  const parts = [
    ...(arrival.station ? [`${arrival.station.name} railway station is ${distanceWords(arrival.station.km)} away`] : []),
    ...(arrival.airport ? [`${arrival.airport.name} (${arrival.airport.code}) ${distanceWords(arrival.airport.km)}`] : []),
  ];
  return parts.length ? ` ${parts.join(' and ')}.` : '';
}
