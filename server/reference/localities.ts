/**
 * Curated localities: the neighbourhoods travellers look for in the metros and the big tourist
 * cities, with their real coordinates (WGS84, to about 100 m). Each is a sub-place of its city
 * (listed first in the `cities` of its suggestion) and searching one searches around its point.
 * Ids are fixed here (900,000,000 + city number x 1,000 + n), far from GeoNames ids, and never
 * reused. Every one lies within 15 km of its city's GeoNames point (a test checks it), which is
 * why Colaba and Fort (about 16-20 km from the Mumbai point) and Whitefield and Electronic City
 * (about 16-17 km from the Bengaluru point) are not here. Places GeoNames already has (Karol Bagh, Powai, Defence Colony, George Town, Saligao,
 * Baga, Candolim, Vagator, Secunderabad...) are not repeated. No Node imports.
 */

export interface Locality {
  id: number;
  /** GeoNames id of the city it belongs to. */
  cityId: number;
  name: string;
  lat: number;
  lng: number;
}

const MUMBAI = 1275339;
const DELHI = 1273294;
const BENGALURU = 1277333;
const KOLKATA = 1275004;
const CHENNAI = 1264527;
const HYDERABAD = 1269843;
const PUNE = 1259229;
const AHMEDABAD = 1279233;
const JAIPUR = 1269515;
const CALANGUTE = 1273858;
const AGRA = 1279259;
const VARANASI = 1253405;
const UDAIPUR = 1253986;
const KOCHI = 1273874;
const MYSORE = 1262321;
const SHIMLA = 1256237;
const MANALI = 1263967;

const at = (id: number, cityId: number, name: string, lat: number, lng: number): Locality => ({ id, cityId, name, lat, lng });

export const CURATED_LOCALITIES: Locality[] = [
  at(900_001_001, MUMBAI, 'Andheri', 19.1197, 72.8468),
  at(900_001_002, MUMBAI, 'Bandra', 19.0544, 72.8402),
  at(900_001_003, MUMBAI, 'Juhu', 19.1005, 72.8305),
  at(900_001_005, MUMBAI, 'Dadar', 19.0178, 72.8478),
  at(900_001_006, MUMBAI, 'Worli', 19.0096, 72.8177),
  at(900_001_007, MUMBAI, 'Lower Parel', 18.9953, 72.8302),
  at(900_001_008, MUMBAI, 'Santacruz', 19.0810, 72.8410),
  at(900_001_009, MUMBAI, 'Bandra Kurla Complex', 19.0660, 72.8680),
  at(900_001_010, MUMBAI, 'Vile Parle', 19.1000, 72.8437),
  at(900_001_011, MUMBAI, 'Goregaon', 19.1646, 72.8493),
  at(900_001_012, MUMBAI, 'Ghatkopar', 19.0860, 72.9081),

  at(900_002_001, DELHI, 'Connaught Place', 28.6315, 77.2167),
  at(900_002_002, DELHI, 'Paharganj', 28.6448, 77.2130),
  at(900_002_003, DELHI, 'Chandni Chowk', 28.6506, 77.2303),
  at(900_002_004, DELHI, 'Kashmere Gate', 28.6675, 77.2282),
  at(900_002_005, DELHI, 'Rajouri Garden', 28.6415, 77.1209),
  at(900_002_006, DELHI, 'Chanakyapuri', 28.5960, 77.1870),
  at(900_002_007, DELHI, 'Lajpat Nagar', 28.5677, 77.2433),
  at(900_002_009, DELHI, 'Hauz Khas', 28.5494, 77.2001),
  at(900_002_010, DELHI, 'Greater Kailash', 28.5482, 77.2347),
  at(900_002_011, DELHI, 'Nehru Place', 28.5494, 77.2526),
  at(900_002_012, DELHI, 'Saket', 28.5245, 77.2066),

  at(900_003_001, BENGALURU, 'MG Road', 12.9756, 77.6066),
  at(900_003_002, BENGALURU, 'Indiranagar', 12.9784, 77.6408),
  at(900_003_003, BENGALURU, 'Koramangala', 12.9352, 77.6245),
  at(900_003_004, BENGALURU, 'HSR Layout', 12.9116, 77.6474),
  at(900_003_005, BENGALURU, 'Jayanagar', 12.9250, 77.5938),
  at(900_003_006, BENGALURU, 'JP Nagar', 12.9063, 77.5857),
  at(900_003_007, BENGALURU, 'Basavanagudi', 12.9422, 77.5736),
  at(900_003_008, BENGALURU, 'Malleshwaram', 13.0035, 77.5709),
  at(900_003_009, BENGALURU, 'Majestic', 12.9767, 77.5713),
  at(900_003_010, BENGALURU, 'Hebbal', 13.0358, 77.5970),
  at(900_003_011, BENGALURU, 'Marathahalli', 12.9569, 77.7011),
  at(900_003_012, BENGALURU, 'Bellandur', 12.9304, 77.6784),

  at(900_004_001, KOLKATA, 'Park Street', 22.5526, 88.3520),
  at(900_004_002, KOLKATA, 'Esplanade', 22.5646, 88.3510),
  at(900_004_003, KOLKATA, 'Sudder Street', 22.5585, 88.3522),
  at(900_004_004, KOLKATA, 'BBD Bagh', 22.5726, 88.3490),
  at(900_004_005, KOLKATA, 'Ballygunge', 22.5275, 88.3650),
  at(900_004_006, KOLKATA, 'Gariahat', 22.5190, 88.3660),
  at(900_004_007, KOLKATA, 'Alipore', 22.5320, 88.3300),
  at(900_004_008, KOLKATA, 'Tollygunge', 22.4980, 88.3450),
  at(900_004_009, KOLKATA, 'Shyambazar', 22.6020, 88.3720),
  at(900_004_010, KOLKATA, 'Salt Lake Sector V', 22.5726, 88.4330),
  at(900_004_011, KOLKATA, 'New Town', 22.5807, 88.4776),

  at(900_005_001, CHENNAI, 'Egmore', 13.0732, 80.2609),
  at(900_005_003, CHENNAI, 'Triplicane', 13.0588, 80.2756),
  at(900_005_004, CHENNAI, 'Mylapore', 13.0339, 80.2619),
  at(900_005_005, CHENNAI, 'Nungambakkam', 13.0569, 80.2425),
  at(900_005_006, CHENNAI, 'T. Nagar', 13.0418, 80.2341),
  at(900_005_007, CHENNAI, 'Anna Nagar', 13.0850, 80.2101),
  at(900_005_008, CHENNAI, 'Adyar', 13.0012, 80.2565),
  at(900_005_009, CHENNAI, 'Besant Nagar', 12.9990, 80.2660),
  at(900_005_010, CHENNAI, 'Guindy', 13.0067, 80.2206),
  at(900_005_011, CHENNAI, 'Velachery', 12.9815, 80.2180),

  at(900_006_001, HYDERABAD, 'Charminar', 17.3616, 78.4747),
  at(900_006_002, HYDERABAD, 'Abids', 17.3930, 78.4760),
  at(900_006_003, HYDERABAD, 'Banjara Hills', 17.4138, 78.4398),
  at(900_006_004, HYDERABAD, 'Jubilee Hills', 17.4326, 78.4071),
  at(900_006_005, HYDERABAD, 'Somajiguda', 17.4250, 78.4590),
  at(900_006_006, HYDERABAD, 'Begumpet', 17.4440, 78.4620),
  at(900_006_007, HYDERABAD, 'Ameerpet', 17.4375, 78.4482),
  at(900_006_008, HYDERABAD, 'Madhapur', 17.4483, 78.3915),
  at(900_006_009, HYDERABAD, 'HITEC City', 17.4435, 78.3772),
  at(900_006_010, HYDERABAD, 'Gachibowli', 17.4401, 78.3489),
  at(900_006_011, HYDERABAD, 'Kukatpally', 17.4849, 78.4138),

  at(900_007_001, PUNE, 'Shivajinagar', 18.5308, 73.8475),
  at(900_007_002, PUNE, 'Deccan Gymkhana', 18.5158, 73.8412),
  at(900_007_003, PUNE, 'Pune Camp', 18.5150, 73.8790),
  at(900_007_004, PUNE, 'Koregaon Park', 18.5362, 73.8940),
  at(900_007_005, PUNE, 'Kalyani Nagar', 18.5463, 73.9033),
  at(900_007_006, PUNE, 'Viman Nagar', 18.5679, 73.9143),
  at(900_007_007, PUNE, 'Hadapsar', 18.5089, 73.9260),
  at(900_007_008, PUNE, 'Swargate', 18.5018, 73.8636),
  at(900_007_009, PUNE, 'Kothrud', 18.5074, 73.8077),
  at(900_007_010, PUNE, 'Baner', 18.5590, 73.7868),
  at(900_007_011, PUNE, 'Wakad', 18.5987, 73.7653),
  at(900_007_012, PUNE, 'Hinjewadi', 18.5912, 73.7389),

  at(900_008_001, AHMEDABAD, 'Kalupur', 23.0270, 72.6000),
  at(900_008_002, AHMEDABAD, 'Ashram Road', 23.0370, 72.5700),
  at(900_008_003, AHMEDABAD, 'Ellis Bridge', 23.0225, 72.5714),
  at(900_008_004, AHMEDABAD, 'Navrangpura', 23.0395, 72.5600),
  at(900_008_005, AHMEDABAD, 'Paldi', 23.0120, 72.5640),
  at(900_008_006, AHMEDABAD, 'Vastrapur', 23.0370, 72.5290),
  at(900_008_007, AHMEDABAD, 'Satellite', 23.0268, 72.5098),
  at(900_008_008, AHMEDABAD, 'Prahlad Nagar', 23.0120, 72.5108),
  at(900_008_009, AHMEDABAD, 'Bodakdev', 23.0400, 72.5100),
  at(900_008_010, AHMEDABAD, 'Maninagar', 22.9962, 72.6030),
  at(900_008_011, AHMEDABAD, 'Sabarmati', 23.0800, 72.5850),

  at(900_101_001, JAIPUR, 'Pink City', 26.9220, 75.8260),
  at(900_101_002, JAIPUR, 'MI Road', 26.9170, 75.8040),
  at(900_101_003, JAIPUR, 'Sindhi Camp', 26.9230, 75.8000),
  at(900_101_004, JAIPUR, 'Bani Park', 26.9300, 75.7950),
  at(900_101_005, JAIPUR, 'C-Scheme', 26.9050, 75.8000),
  at(900_101_006, JAIPUR, 'Civil Lines', 26.9050, 75.7830),
  at(900_101_007, JAIPUR, 'Raja Park', 26.8950, 75.8270),
  at(900_101_008, JAIPUR, 'Malviya Nagar', 26.8530, 75.8050),
  at(900_101_009, JAIPUR, 'Vaishali Nagar', 26.9110, 75.7430),
  at(900_101_010, JAIPUR, 'Amer', 26.9855, 75.8513),

  at(900_102_001, CALANGUTE, 'Anjuna', 15.5733, 73.7407),
  at(900_102_002, CALANGUTE, 'Arpora', 15.5610, 73.7660),
  at(900_102_004, CALANGUTE, 'Sinquerim', 15.5000, 73.7670),
  at(900_102_005, CALANGUTE, 'Porvorim', 15.5330, 73.8250),

  at(900_103_001, AGRA, 'Taj Ganj', 27.1670, 78.0420),
  at(900_103_002, AGRA, 'Fatehabad Road', 27.1600, 78.0500),
  at(900_103_003, AGRA, 'Sadar Bazaar', 27.1620, 78.0120),
  at(900_103_004, AGRA, 'Agra Cantt', 27.1580, 77.9900),
  at(900_103_005, AGRA, 'Kamla Nagar', 27.2100, 78.0100),
  at(900_103_006, AGRA, 'Sikandra', 27.2200, 77.9500),

  at(900_104_001, VARANASI, 'Dashashwamedh', 25.3080, 83.0100),
  at(900_104_002, VARANASI, 'Assi Ghat', 25.2880, 83.0060),
  at(900_104_003, VARANASI, 'Lanka', 25.2770, 82.9990),
  at(900_104_004, VARANASI, 'Sigra', 25.3180, 82.9870),
  at(900_104_005, VARANASI, 'Varanasi Cantonment', 25.3340, 82.9800),
  at(900_104_006, VARANASI, 'Sarnath', 25.3800, 83.0240),

  at(900_105_001, UDAIPUR, 'Lal Ghat', 24.5800, 73.6825),
  at(900_105_002, UDAIPUR, 'Fateh Sagar', 24.6020, 73.6750),
  at(900_105_003, UDAIPUR, 'Chetak Circle', 24.5890, 73.6980),
  at(900_105_004, UDAIPUR, 'Udaipole', 24.5790, 73.6940),
  at(900_105_005, UDAIPUR, 'Hiran Magri', 24.5640, 73.7150),

  at(900_106_001, KOCHI, 'Fort Kochi', 9.9650, 76.2425),
  at(900_106_002, KOCHI, 'Mattancherry', 9.9580, 76.2590),
  at(900_106_003, KOCHI, 'Willingdon Island', 9.9490, 76.2700),
  at(900_106_004, KOCHI, 'Marine Drive', 9.9770, 76.2770),
  at(900_106_005, KOCHI, 'MG Road Ernakulam', 9.9700, 76.2850),
  at(900_106_006, KOCHI, 'Panampilly Nagar', 9.9580, 76.2960),
  at(900_106_007, KOCHI, 'Kadavanthra', 9.9660, 76.2990),
  at(900_106_008, KOCHI, 'Vyttila', 9.9670, 76.3180),
  at(900_106_009, KOCHI, 'Edappally', 10.0250, 76.3080),
  at(900_106_010, KOCHI, 'Kakkanad', 10.0150, 76.3410),

  at(900_107_001, MYSORE, 'Nazarbad', 12.3030, 76.6650),
  at(900_107_002, MYSORE, 'Gokulam', 12.3300, 76.6370),
  at(900_107_003, MYSORE, 'Jayalakshmipuram', 12.3250, 76.6280),
  at(900_107_004, MYSORE, 'Kuvempunagar', 12.2850, 76.6200),

  at(900_108_001, SHIMLA, 'Mall Road', 31.1040, 77.1740),
  at(900_108_002, SHIMLA, 'Lakkar Bazaar', 31.1060, 77.1790),
  at(900_108_003, SHIMLA, 'Sanjauli', 31.1020, 77.1940),
  at(900_108_004, SHIMLA, 'Mashobra', 31.1300, 77.2300),
  at(900_108_005, SHIMLA, 'Kufri', 31.0980, 77.2660),

  at(900_109_001, MANALI, 'Old Manali', 32.2530, 77.1830),
  at(900_109_002, MANALI, 'Vashisht', 32.2640, 77.1890),
  at(900_109_003, MANALI, 'Solang Valley', 32.3160, 77.1570),
];

export const LOCALITY_FEATURE_CODE = 'LOCALITY';
