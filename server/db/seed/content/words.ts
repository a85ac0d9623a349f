/** Word pools the generator draws hotel, room and place text from. */

/**
 * Name cores any hotel in India may have. None is a real chain's name or brand (Golden Tulip,
 * Banyan Tree, Comfort Inn, The Orchid, Green Park, The Park... are left out on purpose:
 * tests/unit/hotelNames.test.ts keeps a list of the chains).
 */
export const NAME_CORES = [
  'Sai', 'Shree Krishna', 'Royal', 'Grand', 'Sunrise', 'Lotus', 'Heritage', 'Silver Oak',
  'Maple', 'Sagar', 'Kamal', 'Amber', 'Sapphire', 'Regal',
  'Kohinoor', 'Rajmahal', 'Anand', 'Shanti', 'Neelkanth', 'Surya', 'Chandra',
  'Tara', 'Moonlight', 'Pearl', 'Emerald', 'Ruby', 'Ivory', 'Peepal', 'Mango Tree',
  'Monsoon', 'Saffron', 'Cardamom', 'Jasmine', 'Marigold', 'Rosewood', 'Teakwood', 'Sandalwood',
  'Vrindavan', 'Ashoka', 'Vijay', 'Jaya', 'Laxmi', 'Ganesh', 'Om', 'Trishul', 'Kailash',
  'Annapurna', 'MG Road', 'Skyline', 'Horizon', 'Treasure', 'Paradise', 'Cosy', 'Happy', 'Urban', 'Nest', 'Zen', 'Blossom',
  'Harmony', 'Vista', 'Gulmohar', 'Tulsi', 'Chandan', 'Kesar', 'Sitara', 'Aangan', 'Utsav', 'Basera', 'Sukh Sagar',
];

/** Where a place-named core fits: in these states, in towns of this character, or this near the centre, the airport or the station. */
export interface PlaceRule {
  states?: readonly string[];
  characters?: readonly string[];
  /** The hotel is at most this far from its city's centre (km). */
  centreKm?: number;
  airportKm?: number;
  stationKm?: number;
}

/**
 * Name cores that name a place: a river, a range, a region, a part of town. Each only where
 * that place is: a Himalayan Residency in the Himalaya, never in Goa; a Station Inn by a station.
 */
export const PLACE_NAME_CORES: Readonly<Record<string, PlaceRule>> = {
  Himalayan: { states: ['HP', 'UK', 'JK', 'LA', 'SK', 'AR'] },
  Deccan: { states: ['MH', 'KA', 'TS', 'AP'] },
  Konark: { states: ['OD'] },
  Chola: { states: ['TN', 'PY'] },
  Maurya: { states: ['BR', 'JH', 'UP'] },
  Nilgiri: { states: ['TN', 'KL', 'KA'] },
  Malabar: { states: ['KL'] },
  Coromandel: { states: ['TN', 'AP', 'PY'] },
  Aravali: { states: ['RJ', 'HR', 'DL', 'GJ'] },
  Satpura: { states: ['MP', 'MH'] },
  Vindhya: { states: ['MP', 'UP'] },
  Ganga: { states: ['UK', 'UP', 'BR', 'WB', 'JH'] },
  Yamuna: { states: ['DL', 'UP', 'HR', 'UK'] },
  Kaveri: { states: ['KA', 'TN'] },
  Narmada: { states: ['MP', 'GJ', 'MH'] },
  Godavari: { states: ['MH', 'TS', 'AP'] },
  Brahmaputra: { states: ['AS'] },
  'Mall Road': { characters: ['hills'] },
  'Hill View': { characters: ['hills'] },
  'Lake View': { characters: ['hills'] },
  'City Centre': { centreKm: 2 },
  Central: { centreKm: 2 },
  Metro: { centreKm: 8, characters: ['metro'] },
  Airport: { airportKm: 6 },
  Station: { stationKm: 2 },
};

export const NAME_PATTERNS: Record<string, string[]> = {
  HOTEL: ['Hotel {c}', 'Hotel {c} International', 'The {c} Hotel', '{c} Regency', '{c} Grand', 'Hotel {c} Palace', '{c} Comforts', 'Hotel {c} Inn & Suites'],
  INN: ['{c} Inn', 'The {c} Inn', '{c} Travellers Inn'],
  GUESTHOUSE: ['{c} Guest House', '{c} Homestay', 'The {c} Guesthouse'],
  LODGE: ['{c} Lodge', 'Hotel {c} Lodge', '{c} Tourist Lodge'],
  RESORT: ['{c} Resort', '{c} Resort & Spa', 'The {c} Retreat'],
  RESIDENCE: ['{c} Residency', 'The {c} Residence', '{c} Suites'],
  APARTMENT: ['{c} Service Apartments', '{c} Serviced Stays', '{c} Apartments'],
  APARTHOTEL: ['{c} Aparthotel', '{c} Studio Suites'],
  VILLA: ['{c} Villa', 'Villa {c}', 'The {c} Villas'],
  PALACE: ['{c} Palace', 'The {c} Mahal', '{c} Haveli', '{c} Garh Palace'],
};

/** Streets any Indian town may have. */
export const STREETS = [
  'MG Road', 'Station Road', 'Nehru Road', 'Gandhi Marg', 'Ring Road', 'Church Street', 'Temple Street',
  'Market Road', 'Hospital Road', 'College Road', 'Club Road', 'Park Road', 'Link Road', 'Main Road',
  'Subhash Chandra Bose Marg', 'Tilak Road', 'Court Road', 'Bus Stand Road',
];

/** Streets by the sea: only for hotels near the shore of a coastal city. */
export const COASTAL_STREETS = ['Beach Road', 'Marine Drive', 'Seaside Road'];

/** Name cores and patterns that speak of the sea: only for hotels near the shore. */
export const COASTAL_NAME_CORES = ['Sea Breeze', 'Blue Lagoon', 'Coconut Grove', 'Palm Grove', 'Sea Shell', 'Sandy Bay'];
export const COASTAL_NAME_PATTERNS: Partial<Record<string, string[]>> = {
  HOTEL: ['{c} Beach Hotel'],
  RESORT: ['{c} Beach Resort'],
  VILLA: ['{c} Beach Villas'],
};

/** Streets of hill towns. */
export const HILL_STREETS = ['Mall Road', 'Cart Road', 'Circular Road'];


export const HOTEL_AMENITIES = [
  'Free WiFi', 'Air Conditioning', 'Restaurant', 'Room Service', '24-hour Front Desk', 'Parking', 'Swimming Pool',
  'Fitness Centre', 'Spa', 'Bar', 'Airport Shuttle', 'Laundry', 'Business Centre', 'Elevator', 'Power Backup',
  'Doctor on Call', 'Travel Desk', 'Kids Play Area', 'Garden', 'Banquet Hall', 'Wheelchair Accessible', 'Pet Friendly',
  'Non-smoking Rooms', 'CCTV', 'Breakfast Available', 'Rooftop Terrace', 'Conference Room', 'Currency Exchange',
];

export const ROOM_FACILITIES = [
  'Air Conditioning', 'Free WiFi', 'LED TV', 'Tea/Coffee Maker', 'Mini Fridge', 'In-room Safe', 'Hair Dryer', 'Work Desk',
  'Bathtub', 'Balcony', 'Rain Shower', 'Iron and Ironing Board', 'Wardrobe', 'Telephone', 'Bottled Water', 'Toiletries',
  'Blackout Curtains', 'Seating Area',
];

export const ROOM_BENEFITS = [
  'Free Wi-Fi', 'Early check-in (subject to availability)', 'Late check-out till 1 PM', 'Welcome drink',
  '10% off on food and beverages', 'Free airport pick-up', 'Complimentary evening tea', '15% off on spa treatments',
  'Free city map and travel advice',
];

export const ROOM_SERVICES = ['Daily housekeeping', 'Room service', 'Laundry service', 'Wake-up call', 'Luggage storage', 'Turn-down service'];

export const STATE_LANGUAGE: Record<string, string> = {
  MH: 'Marathi', KA: 'Kannada', TN: 'Tamil', KL: 'Malayalam', WB: 'Bengali', GJ: 'Gujarati', TS: 'Telugu', AP: 'Telugu',
  PB: 'Punjabi', OD: 'Odia', AS: 'Assamese', GA: 'Konkani', PY: 'Tamil', SK: 'Nepali', JK: 'Kashmiri', LA: 'Ladakhi',
};
