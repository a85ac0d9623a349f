/**
 * Names of nearby places, by the four categories of the detail page: Key Landmarks
 * (landmark), Attractions (tourist_attraction), Transport (transit_station) and Other Landmarks
 * (point_of_interest). `{city}` is the city's name, `{area}` the neighbourhood the place is in.
 */

export type PlaceType = 'landmark' | 'tourist_attraction' | 'transit_station' | 'point_of_interest';
export const PLACE_TYPES: PlaceType[] = ['landmark', 'tourist_attraction', 'transit_station', 'point_of_interest'];

/** The places of a city's centre, one or two of each kind (metros three). */
export const CENTRAL_PLACES: Record<PlaceType, string[]> = {
  landmark: ['{city} Clock Tower', 'Town Hall', 'Gandhi Statue', 'Freedom Fighters Memorial', 'Ambedkar Statue'],
  tourist_attraction: ['District Museum', 'Jama Masjid', "St. Mary's Church", 'Old Bazaar', 'Gurudwara Sahib', 'Rose Garden',
    'Shiva Temple', 'Town Park'],
  transit_station: ['{city} Central Bus Stand', 'Inter-State Bus Terminal', 'Prepaid Taxi Stand'],
  point_of_interest: ['City Centre Mall', 'District Hospital', 'Government College', 'Cricket Stadium', 'Head Post Office',
    'Convention Centre', 'Food Street', 'Textile Market'],
};

/** Places of a neighbourhood: markets, temples, bus stands, hospitals... (its crossings as its region names them: `areaPlaces`). */
export const AREA_PLACES: Record<PlaceType, string[]> = {
  landmark: ['Gandhi Statue, {area}', 'Ambedkar Statue, {area}', '{area} Main Crossing', '{area} Square'],
  tourist_attraction: ['Hanuman Temple, {area}', 'Shiva Temple, {area}', 'Ganesh Temple, {area}', 'Durga Temple, {area}',
    'Sai Baba Temple, {area}', 'Jain Temple, {area}', '{area} Masjid', "St. Joseph's Church, {area}", '{area} Gurudwara',
    '{area} Park', "{area} Children's Park", '{area} Garden', 'Krishna Temple, {area}'],
  transit_station: ['{area} Bus Stand', '{area} Bus Stop', '{area} Bus Depot', '{area} Auto Stand', '{area} Taxi Stand'],
  point_of_interest: ['{area} Market', '{area} Vegetable Market', '{area} Mall', '{area} Hospital', '{area} Government Hospital',
    '{area} Post Office', '{area} College', '{area} Cinema', '{area} Sports Ground', '{area} Health Centre', '{area} Shopping Complex'],
};

/**
 * The parts of India whose towns name their neighbourhoods and crossings alike: a chowk in the
 * north, west and east, a circle or a junction in the south, a pally or a para in Bengal.
 */
export type PlaceRegion = 'north' | 'west' | 'goa' | 'south' | 'tamil' | 'telugu' | 'bengal' | 'odisha' | 'northeast';

const REGION_OF_STATE: Record<string, PlaceRegion> = {
  DL: 'north', HR: 'north', PB: 'north', CH: 'north', HP: 'north', UK: 'north', UP: 'north', RJ: 'north', MP: 'north',
  BR: 'north', JH: 'north', JK: 'north', LA: 'north', CG: 'north',
  MH: 'west', GJ: 'west', DH: 'west', GA: 'goa',
  KA: 'south', KL: 'south', LD: 'south', TN: 'tamil', PY: 'tamil', AP: 'telugu', TS: 'telugu',
  WB: 'bengal', TR: 'bengal', AN: 'bengal', OD: 'odisha',
  AS: 'northeast', ML: 'northeast', MN: 'northeast', MZ: 'northeast', NL: 'northeast', AR: 'northeast', SK: 'northeast',
};
export const placeRegionOf = (stateCode: string): PlaceRegion => REGION_OF_STATE[stateCode] ?? 'north';

/** Each region's own crossings, beside the common ones of `AREA_PLACES.landmark`. */
const REGIONAL_CROSSINGS: Record<PlaceRegion, string[]> = {
  north: ['{area} Chowk', '{area} Circle'],
  west: ['{area} Chowk', '{area} Circle'],
  goa: ['{area} Circle', '{area} Junction'],
  south: ['{area} Circle', '{area} Junction'],
  tamil: ['{area} Junction', '{area} Signal'],
  telugu: ['{area} Circle', '{area} X Roads'],
  bengal: ['{area} More', '{area} Crossing'],
  odisha: ['{area} Chhak', '{area} Square'],
  northeast: ['{area} Point', '{area} Tiniali'],
};

/** The places of a neighbourhood in a town of this state. */
export function areaPlaces(stateCode: string): Record<PlaceType, string[]> {
  const landmark = [...new Set([...AREA_PLACES.landmark, ...REGIONAL_CROSSINGS[placeRegionOf(stateCode)]])];
  return { ...AREA_PLACES, landmark };
}

/** Extra transport in the metros, which all have metro lines (railway stations come from stations.ts). */
export const METRO_TRANSIT = ['{area} Metro Station'];

/** Names a Key Landmark never has: offices and halls no traveller would steer by. */
export const NOT_LANDMARKS = /Ward Office|Community Hall|Water Tank|Police Station|Fire Station|Flyover|Corporation|Court|Library/;

/**
 * Neighbourhood names for the parts of a city that no curated locality or GeoNames place names:
 * those any Indian town may have, then each region's own. A Civil Lines or a Sadar Bazaar is a
 * town of the north's; an Anna Nagar is Tamil; none of them names a part of Mumbai or Kochi.
 */
export const NEIGHBOURHOODS = [
  'Gandhi Nagar', 'Nehru Nagar', 'Shastri Nagar', 'Indira Nagar', 'Patel Nagar', 'Rajendra Nagar', 'Subhash Nagar', 'Ram Nagar',
  'Krishna Nagar', 'Vivekananda Nagar', 'Ambedkar Nagar', 'Tilak Nagar', 'Azad Nagar', 'Jawahar Nagar', 'Vidya Nagar',
  'Anand Nagar', 'Shanti Nagar', 'Housing Board Colony', 'Industrial Area', 'Bank Colony', 'Teachers Colony', 'Railway Colony',
  'New Colony', 'Saraswati Nagar', 'Lakshmi Nagar', 'Ganesh Nagar', 'Hanuman Nagar', 'Sai Nagar', 'Rajiv Nagar', 'Sanjay Nagar',
  'Vikas Nagar', 'Ashok Nagar', 'Sundar Nagar', 'Nirmal Nagar', 'Adarsh Nagar', 'Pragati Nagar', 'Shakti Nagar', 'Netaji Nagar',
  'University Area', 'Gulmohar Colony', 'Officers Colony',
];

/** Neighbourhood names only a region's towns have. */
export const REGIONAL_NEIGHBOURHOODS: Record<PlaceRegion, string[]> = {
  north: ['Civil Lines', 'Sadar Bazaar', 'Model Town', 'Kamla Nagar', 'Prem Nagar', 'Govind Nagar', 'Mahaveer Nagar', 'Raj Nagar',
    'Bhagat Singh Colony', 'Old City'],
  west: ['Shivaji Nagar', 'Sardar Nagar', 'Mahatma Nagar', 'Tilak Wadi', 'Ram Wadi', 'Laxmi Colony', 'Ganesh Wadi'],
  goa: ['Church Square', 'Market Area', 'Old Quarter', 'Bazaar Area'],
  south: ['Vijaya Nagar', 'Basava Nagar', 'NGO Colony', 'Srinivasa Nagar', 'Balaji Nagar', 'Housing Colony', 'Temple Road Area'],
  tamil: ['Anna Nagar', 'KK Nagar', 'Kamaraj Nagar', 'NGO Colony', 'Srinivasa Nagar', 'Bharathi Nagar', 'Periyar Nagar'],
  telugu: ['Srinivasa Nagar', 'Venkateswara Colony', 'NGO Colony', 'Balaji Nagar', 'Vijaya Nagar', 'Sri Rama Colony'],
  bengal: ['Rabindra Pally', 'Subhas Pally', 'Station Para', 'Deshbandhu Nagar', 'Netaji Colony', 'Kalibari Para'],
  odisha: ['Bapuji Nagar', 'Gopabandhu Nagar', 'Jagannath Nagar', 'Utkal Colony'],
  northeast: ['Station Road Area', 'Main Bazaar', 'New Market Area', 'Circuit House Area'],
};

/** The neighbourhood names a town of this state may give its parts. */
export const neighbourhoodsOf = (stateCode: string): string[] => [...NEIGHBOURHOODS, ...REGIONAL_NEIGHBOURHOODS[placeRegionOf(stateCode)]];

export const NEIGHBOURHOOD_SUFFIXES = ['East', 'West', 'North', 'South', 'Extension', 'Phase 2'];
