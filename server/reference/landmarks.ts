/**
 * The best-known places of the cities with the most hotels (the 8 metros and the busiest tourist
 * cities), the ones a traveller would name: Key Landmarks (`landmark`), Attractions
 * (`tourist_attraction`) and a few markets (`point_of_interest`). Real places at their real
 * positions (WGS84, to about 200 m), compiled by hand. In these cities they take the place of the
 * generic centre places (server/db/seed/places.ts). Keyed by the city's GeoNames id. No Node imports.
 */
import type { PlaceType } from './placeNames';

export type CuratedPlace = readonly [type: Exclude<PlaceType, 'transit_station'>, name: string, lat: number, lng: number];

const L = 'landmark' as const;
const A = 'tourist_attraction' as const;
const P = 'point_of_interest' as const;

export const CITY_LANDMARKS: Readonly<Record<number, readonly CuratedPlace[]>> = {
  // Mumbai
  1275339: [
    [L, 'Gateway of India', 18.922, 72.8347], [L, 'Marine Drive', 18.943, 72.823], [L, 'Bandra-Worli Sea Link', 19.038, 72.817],
    [A, 'Haji Ali Dargah', 18.9827, 72.8089], [A, 'Siddhivinayak Temple', 19.0169, 72.8302], [A, 'Chhatrapati Shivaji Maharaj Vastu Sangrahalaya', 18.9269, 72.8327],
    [A, 'Juhu Beach', 19.0988, 72.8267], [A, 'Mahalaxmi Dhobi Ghat', 18.9827, 72.825], [A, 'Mount Mary Church', 19.0467, 72.8223],
    [A, 'Powai Lake', 19.127, 72.905], [A, 'Sanjay Gandhi National Park', 19.229, 72.871], [P, 'Crawford Market', 18.9477, 72.8342],
  ],
  // Delhi
  1273294: [
    [L, 'India Gate', 28.6129, 77.2295], [L, 'Rashtrapati Bhavan', 28.6143, 77.1994], [L, 'Raj Ghat', 28.6406, 77.2495], [L, 'Connaught Place Central Park', 28.6328, 77.2197],
    [A, 'Red Fort', 28.6562, 77.241], [A, 'Jama Masjid', 28.6507, 77.2334], [A, 'Qutub Minar', 28.5245, 77.1855], [A, "Humayun's Tomb", 28.5933, 77.2507],
    [A, 'Lotus Temple', 28.5535, 77.2588], [A, 'Akshardham Temple', 28.6127, 77.2773], [A, 'Gurudwara Bangla Sahib', 28.6264, 77.2091],
    [A, 'Lodhi Garden', 28.5931, 77.2197], [A, 'Jantar Mantar', 28.6271, 77.2166], [P, 'Chandni Chowk Market', 28.6506, 77.2303],
  ],
  // Bengaluru
  1277333: [
    [L, 'Vidhana Soudha', 12.9796, 77.5907], [L, 'M. Chinnaswamy Stadium', 12.9788, 77.5996], [L, 'UB City', 12.9716, 77.596],
    [A, 'Cubbon Park', 12.9763, 77.5929], [A, 'Lalbagh Botanical Garden', 12.9507, 77.5848], [A, 'Bangalore Palace', 12.9987, 77.592],
    [A, "Tipu Sultan's Summer Palace", 12.9593, 77.5737], [A, 'ISKCON Temple', 13.0098, 77.5511], [A, 'Dodda Basavana Gudi (Bull Temple)', 12.9425, 77.568],
    [A, 'Visvesvaraya Industrial and Technological Museum', 12.9752, 77.5963], [P, 'Commercial Street', 12.982, 77.6086],
  ],
  // Kolkata
  1275004: [
    [L, 'Howrah Bridge', 22.5851, 88.3468], [L, 'Shaheed Minar', 22.5626, 88.3502], [L, 'Eden Gardens', 22.5646, 88.3433],
    [A, 'Victoria Memorial', 22.5448, 88.3426], [A, 'Indian Museum', 22.5579, 88.3511], [A, 'Dakshineswar Kali Temple', 22.6548, 88.3575],
    [A, 'Kalighat Kali Temple', 22.5204, 88.3426], [A, "St. Paul's Cathedral", 22.5442, 88.3468], [A, 'Marble Palace', 22.5818, 88.3605],
    [A, 'Science City', 22.54, 88.396], [A, 'Belur Math', 22.6323, 88.3562], [P, 'New Market', 22.56, 88.351],
  ],
  // Chennai
  1264527: [
    [L, 'Fort St. George', 13.0797, 80.287], [L, 'Ripon Building', 13.0823, 80.2733], [L, 'Valluvar Kottam', 13.0499, 80.2405],
    [A, 'Marina Beach', 13.05, 80.2824], [A, 'Kapaleeshwarar Temple', 13.0339, 80.2696], [A, 'San Thome Basilica', 13.0334, 80.2778],
    [A, 'Government Museum', 13.0699, 80.2574], [A, 'Parthasarathy Temple', 13.0536, 80.2768], [A, "Elliot's Beach", 13.0001, 80.2726],
    [A, 'Guindy National Park', 13.003, 80.235], [P, 'T. Nagar Pondy Bazaar', 13.0418, 80.2341],
  ],
  // Ahmedabad
  1279233: [
    [L, 'Bhadra Fort', 23.0234, 72.5806], [L, 'Teen Darwaza', 23.0247, 72.5829], [L, 'Sabarmati Riverfront', 23.03, 72.575],
    [A, 'Sabarmati Ashram', 23.0607, 72.5807], [A, 'Sidi Saiyyed Mosque', 23.0269, 72.5806], [A, 'Kankaria Lake', 23.0063, 72.6014],
    [A, 'Jama Masjid', 23.0246, 72.588], [A, 'Hutheesing Jain Temple', 23.0347, 72.5931], [A, 'Calico Museum of Textiles', 23.0479, 72.578],
    [P, 'Manek Chowk', 23.0238, 72.5875],
  ],
  // Pune
  1259229: [
    [L, 'Lal Mahal', 18.5188, 73.8568], [L, 'Fergusson College Road', 18.5236, 73.8407],
    [A, 'Shaniwar Wada', 18.5195, 73.8553], [A, 'Aga Khan Palace', 18.5524, 73.9015], [A, 'Dagdusheth Halwai Ganpati Temple', 18.5164, 73.8561],
    [A, 'Raja Dinkar Kelkar Museum', 18.5105, 73.856], [A, 'Pataleshwar Cave Temple', 18.5268, 73.8497], [A, 'Parvati Hill Temple', 18.4975, 73.847],
    [A, 'Osho International Meditation Resort', 18.5362, 73.888], [P, 'Laxmi Road Market', 18.5158, 73.8573],
  ],
  // Hyderabad
  1269843: [
    [L, 'Charminar', 17.3616, 78.4747], [L, 'Tank Bund Road', 17.419, 78.479],
    [A, 'Golconda Fort', 17.3833, 78.4011], [A, 'Hussain Sagar and the Buddha Statue', 17.4156, 78.4747], [A, 'Salar Jung Museum', 17.3713, 78.4804],
    [A, 'Chowmahalla Palace', 17.3578, 78.4717], [A, 'Birla Mandir', 17.4062, 78.4691], [A, 'Qutb Shahi Tombs', 17.3949, 78.3948],
    [A, 'Mecca Masjid', 17.3604, 78.4736], [P, 'Laad Bazaar', 17.3613, 78.4719],
  ],
  // Jaipur
  1269515: [
    [L, 'Ajmeri Gate', 26.916, 75.818], [L, 'Sanganeri Gate', 26.917, 75.83], [L, 'Statue Circle', 26.9038, 75.806],
    [A, 'Hawa Mahal', 26.9239, 75.8267], [A, 'City Palace', 26.9258, 75.8237], [A, 'Jantar Mantar', 26.9248, 75.8246], [A, 'Amber Fort', 26.9855, 75.8513],
    [A, 'Nahargarh Fort', 26.9373, 75.8155], [A, 'Albert Hall Museum', 26.9116, 75.8195], [A, 'Jal Mahal', 26.9535, 75.8462],
    [A, 'Birla Mandir', 26.8921, 75.8155], [P, 'Johari Bazaar', 26.92, 75.827],
  ],
  // Agra
  1279259: [
    [L, 'Taj Mahal East Gate', 27.1717, 78.047], [L, 'Kinari Bazaar', 27.185, 78.015],
    [A, 'Taj Mahal', 27.1751, 78.0421], [A, 'Agra Fort', 27.1795, 78.0211], [A, "Itmad-ud-Daulah's Tomb", 27.1926, 78.0311],
    [A, 'Mehtab Bagh', 27.18, 78.043], [A, "Akbar's Tomb, Sikandra", 27.2204, 77.9506], [A, 'Jama Masjid', 27.1827, 78.0157],
    [P, 'Sadar Bazaar', 27.162, 78.012],
  ],
  // Varanasi
  1253405: [
    [L, 'Manikarnika Ghat', 25.311, 83.014], [L, 'Banaras Hindu University', 25.2677, 82.9913], [L, 'Godowlia Crossing', 25.3096, 83.0063],
    [A, 'Dashashwamedh Ghat', 25.3069, 83.0107], [A, 'Kashi Vishwanath Temple', 25.3109, 83.0107], [A, 'Assi Ghat', 25.289, 83.0064],
    [A, 'Sankat Mochan Hanuman Temple', 25.2826, 82.9999], [A, 'Dhamek Stupa, Sarnath', 25.3808, 83.0245], [A, 'Ramnagar Fort', 25.271, 83.027],
    [A, 'Bharat Mata Mandir', 25.3228, 82.9978],
  ],
  // Amritsar
  1278710: [
    [L, 'Town Hall', 31.6261, 74.877], [L, 'Hall Gate', 31.6306, 74.8736],
    [A, 'Golden Temple (Harmandir Sahib)', 31.62, 74.8765], [A, 'Jallianwala Bagh', 31.6207, 74.8801], [A, 'Durgiana Temple', 31.6313, 74.8689],
    [A, 'Partition Museum', 31.6261, 74.8772], [A, 'Gobindgarh Fort', 31.6275, 74.8573], [A, 'Maharaja Ranjit Singh Panorama, Ram Bagh', 31.64, 74.878],
    [P, 'Hall Bazaar', 31.63, 74.874],
  ],
  // Madurai
  1264521: [
    [L, 'Periyar Bus Stand Clock Tower', 9.9167, 78.1135],
    [A, 'Meenakshi Amman Temple', 9.9195, 78.1193], [A, 'Thirumalai Nayakkar Mahal', 9.9149, 78.124], [A, 'Gandhi Memorial Museum', 9.9306, 78.1383],
    [A, 'Vandiyur Mariamman Teppakulam', 9.9117, 78.1457], [A, 'Thiruparankundram Murugan Temple', 9.8794, 78.0716],
    [P, 'Puthu Mandapam Market', 9.9197, 78.1214],
  ],
  // Jodhpur
  1268865: [
    [L, 'Ghanta Ghar (Clock Tower)', 26.2943, 73.024],
    [A, 'Mehrangarh Fort', 26.2979, 73.0185], [A, 'Jaswant Thada', 26.3044, 73.0223], [A, 'Umaid Bhawan Palace', 26.281, 73.047],
    [A, 'Mandore Gardens', 26.3506, 73.0455], [A, 'Toorji Ka Jhalra', 26.293, 73.019], [A, 'Rao Jodha Desert Rock Park', 26.3, 73.016],
    [P, 'Sardar Market', 26.294, 73.0245],
  ],
  // Mysuru
  1262321: [
    [L, 'Mysore Palace North Gate', 12.3072, 76.6543], [L, 'K. R. Circle', 12.3086, 76.6529],
    [A, 'Mysore Palace', 12.3052, 76.6552], [A, 'Chamundeshwari Temple, Chamundi Hill', 12.2724, 76.6708], [A, "St. Philomena's Church", 12.3209, 76.6585],
    [A, 'Mysore Zoo', 12.3008, 76.6644], [A, 'Jaganmohan Palace Art Gallery', 12.3067, 76.6497], [A, 'Karanji Lake', 12.304, 76.672],
    [P, 'Devaraja Market', 12.311, 76.652],
  ],
  // Kochi
  1273874: [
    [L, 'Chinese Fishing Nets', 9.9679, 76.2428], [L, 'Marine Drive', 9.978, 76.276],
    [A, 'Mattancherry Palace', 9.9582, 76.2593], [A, 'Paradesi Synagogue', 9.9575, 76.2594], [A, "St. Francis Church", 9.9658, 76.2422],
    [A, 'Santa Cruz Cathedral Basilica', 9.9636, 76.243], [A, 'Hill Palace Museum', 9.952, 76.364], [A, 'Bolgatty Palace', 9.986, 76.269],
    [P, 'Jew Town', 9.957, 76.26],
  ],
  // Udaipur
  1253986: [
    [L, 'Ghanta Ghar (Clock Tower)', 24.582, 73.686],
    [A, 'City Palace', 24.5764, 73.6835], [A, 'Lake Pichola', 24.572, 73.679], [A, 'Jag Mandir', 24.568, 73.681], [A, 'Jagdish Temple', 24.5796, 73.6838],
    [A, 'Bagore ki Haveli', 24.58, 73.6815], [A, 'Fateh Sagar Lake', 24.601, 73.674], [A, 'Saheliyon ki Bari', 24.6031, 73.6869],
    [A, 'Sajjangarh Monsoon Palace', 24.595, 73.635], [P, 'Hathi Pol Bazaar', 24.585, 73.687],
  ],
};
