/**
 * India's airports, from the OpenFlights airport database as the @nitro-land/airport-codes
 * package ships it (read only when seeding or importing; Node only). Kept: airports in India
 * with an IATA code, less the air force stations and naval air bases, which take no
 * travellers.
 */
import { createRequire } from 'node:module';
import type { Airport } from './travel';

interface OpenFlightsRow {
  name: string;
  city: string;
  country: string;
  iata: string;
  latitude: string;
  longitude: string;
}

const MILITARY = /air force|air base|naval|army/i;

export function loadAirports(): Airport[] {
  const require = createRequire(import.meta.url);
  const rows = require('@nitro-land/airport-codes/airports.json') as OpenFlightsRow[];
  return rows
    .filter((a) => a.country === 'India' && /^[A-Z]{3}$/.test(a.iata) && !MILITARY.test(a.name))
    .map((a) => ({ name: airportName(a.name), code: a.iata, lat: Number(a.latitude), lng: Number(a.longitude) }))
    .filter((a) => Number.isFinite(a.lat) && Number.isFinite(a.lng))
    .sort((a, b) => (a.code < b.code ? -1 : 1));
}

/** `Dabolim Airport`, `Chhatrapati Shivaji International Airport`: OpenFlights' names, with "Airport" where it is missing. */
function airportName(name: string): string {
  const trimmed = name.trim();
  return /airport|aerodrome|airfield/i.test(trimmed) ? trimmed : `${trimmed} Airport`;
}
