/**
 * Names of nearby places, by the four categories of the detail page (spec 001 §2): Key Landmarks
 * (landmark), Attractions (tourist_attraction), Transport (transit_station) and Other Landmarks
 * (point_of_interest). `{city}` is the city's name, `{area}` the neighbourhood the place is in.
 */

export type PlaceType = 'landmark' | 'tourist_attraction' | 'transit_station' | 'point_of_interest';
export const PLACE_TYPES: PlaceType[] = ['landmark', 'tourist_attraction', 'transit_station', 'point_of_interest'];

/** The places of a city's centre, one or two of each kind (metros three). */
export const CENTRAL_PLACES: Record<PlaceType, string[]> = {
  landmark: ['{city} Clock Tower', 'Town Hall', 'Gandhi Statue', 'Gandhi Maidan', 'Freedom Fighters Memorial', 'Ambedkar Circle'],
  tourist_attraction: ['District Museum', 'Jama Masjid', "St. Mary's Church", 'Old Bazaar', 'Gurudwara Sahib', 'Rose Garden',
    'Shiva Temple', 'Town Park'],
  transit_station: ['{city} Central Bus Stand', 'Inter-State Bus Terminal', 'Prepaid Taxi Stand'],
  point_of_interest: ['City Centre Mall', 'District Hospital', 'Government College', 'Cricket Stadium', 'Head Post Office',
    'Convention Centre', 'Food Street', 'Textile Market'],
};

/** Places of a neighbourhood: markets, temples, bus stands, hospitals... */
export const AREA_PLACES: Record<PlaceType, string[]> = {
  landmark: ['{area} Chowk', '{area} Circle', 'Gandhi Statue, {area}', 'Ambedkar Statue, {area}', '{area} Main Crossing',
    '{area} Square'],
  tourist_attraction: ['Hanuman Temple, {area}', 'Shiva Temple, {area}', 'Ganesh Temple, {area}', 'Durga Temple, {area}',
    'Sai Baba Temple, {area}', 'Jain Temple, {area}', '{area} Masjid', "St. Joseph's Church, {area}", '{area} Gurudwara',
    '{area} Park', "{area} Children's Park", '{area} Garden', 'Krishna Temple, {area}'],
  transit_station: ['{area} Bus Stand', '{area} Bus Stop', '{area} Bus Depot', '{area} Auto Stand', '{area} Taxi Stand'],
  point_of_interest: ['{area} Market', '{area} Vegetable Market', '{area} Mall', '{area} Hospital', '{area} Government Hospital',
    '{area} Post Office', '{area} College', '{area} Cinema', '{area} Sports Ground', '{area} Health Centre', '{area} Shopping Complex'],
};

/** Extra transport in the metros, which all have metro lines (railway stations come from content/stations.ts). */
export const METRO_TRANSIT = ['{area} Metro Station'];

/** Names a Key Landmark never has: offices and halls no traveller would steer by. */
export const NOT_LANDMARKS = /Ward Office|Community Hall|Water Tank|Police Station|Fire Station|Flyover|Corporation|Court|Library/;

/** Neighbourhood names for the parts of a city that no curated locality or GeoNames place names. */
export const NEIGHBOURHOODS = [
  'Gandhi Nagar', 'Nehru Nagar', 'Shastri Nagar', 'Indira Nagar', 'Patel Nagar', 'Rajendra Nagar', 'Subhash Nagar', 'Ram Nagar',
  'Krishna Nagar', 'Vivekananda Nagar', 'Ambedkar Nagar', 'Model Town', 'Civil Lines', 'Sadar Bazaar', 'Old City', 'Tilak Nagar',
  'Azad Nagar', 'Jawahar Nagar', 'Vidya Nagar', 'Shivaji Nagar', 'Anand Nagar', 'Shanti Nagar', 'Housing Board Colony',
  'Industrial Area', 'Bank Colony', 'Teachers Colony', 'Railway Colony', 'New Colony',
  'Green Park', 'Friends Colony', 'Saraswati Nagar', 'Lakshmi Nagar', 'Ganesh Nagar', 'Hanuman Nagar', 'Sai Nagar', 'Kamla Nagar',
  'Rajiv Nagar', 'Sanjay Nagar', 'Vikas Nagar', 'Prem Nagar', 'Ashok Nagar', 'Mahaveer Nagar', 'Govind Nagar', 'Basant Vihar',
  'Vasant Vihar', 'Mayur Vihar', 'Sundar Nagar', 'Raj Nagar', 'Kailash Colony', 'Nirmal Nagar', 'Adarsh Nagar', 'Pragati Nagar',
  'Shakti Nagar', 'Netaji Nagar', 'Bhagat Singh Colony', 'Sarojini Nagar', 'Lal Bagh', 'Rajaji Nagar', 'Market Yard',
  'University Area', 'Gulmohar Colony', 'Officers Colony',
];
export const NEIGHBOURHOOD_SUFFIXES = ['East', 'West', 'North', 'South', 'Extension', 'Phase 2'];
