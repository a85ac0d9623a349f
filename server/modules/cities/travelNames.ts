/**
 * How travellers name airports and railway stations, beside the catalogue's reference lists
 * (OpenFlights' airports, reference/airports.ts; the stations of reference/stations.ts):
 *
 * - airports renamed since OpenFlights' data was made, by IATA code, and an airport it lacks;
 * - stations' Indian Railways codes (CSMT, NDLS, HWH...) and the old names people still say
 *   (Victoria Terminus, Mughal Sarai), by the station's name in the stations list.
 *
 * Compiled by hand for this catalogue from the Airports Authority of India's and Indian
 * Railways' names and codes. Codes of one or two letters are left out: the suggestions are asked
 * from three characters.
 */

/** Today's official name of an airport whose OpenFlights name is older, by IATA code. */
export const AIRPORT_NAMES: Readonly<Record<string, string>> = {
  BOM: 'Chhatrapati Shivaji Maharaj International Airport',
  TRZ: 'Tiruchirappalli International Airport',
  IXD: 'Prayagraj Airport',
  IXU: 'Chhatrapati Sambhajinagar Airport',
  VTZ: 'Visakhapatnam Airport',
  PNQ: 'Pune International Airport',
};

/** Other names travellers give an airport, by IATA code. */
export const AIRPORT_ALIASES: Readonly<Record<string, readonly string[]>> = {
  BOM: ['Chhatrapati Shivaji International Airport', 'Sahar Airport', 'Santacruz Airport'],
  DEL: ['Palam Airport'],
  BLR: ['Bangalore International Airport', 'Devanahalli Airport'],
  MAA: ['Meenambakkam Airport', 'Madras Airport'],
  CCU: ['Dum Dum Airport', 'Calcutta Airport'],
  HYD: ['Shamshabad Airport'],
  COK: ['Nedumbassery Airport'],
  IXD: ['Allahabad Airport', 'Bamrauli Airport'],
  IXU: ['Aurangabad Airport'],
};

/**
 * Airports OpenFlights' data predates, with their points (WGS84, to about half a kilometre) and
 * the city they serve (GeoNames id): Manohar International Airport at Mopa, North Goa's, opened
 * in 2023, which no large town lies near (Panaji, the capital, is 30 km away).
 */
export const NEWER_AIRPORTS: ReadonlyArray<{ code: string; name: string; lat: number; lng: number; cityId: number }> = [
  { code: 'GOX', name: 'Manohar International Airport', lat: 15.7443, lng: 73.8606, cityId: 1260607 },
];

/** A station's Indian Railways codes and old names, by its name in the stations list. */
export const STATION_NAMES: Readonly<Record<string, readonly string[]>> = {
  'Chhatrapati Shivaji Maharaj Terminus': ['CSMT', 'CST', 'Victoria Terminus', 'VT', 'Bombay VT', 'Mumbai CST', 'Bori Bunder'],
  Churchgate: ['CCG'],
  'Mumbai Central': ['MMCT', 'BCT', 'Bombay Central'],
  Dadar: ['DDR'],
  Andheri: ['ADH'],
  Borivali: ['BVI'],
  'Lokmanya Tilak Terminus': ['LTT', 'Kurla Terminus'],
  Thane: ['TNA'],
  Panvel: ['PNVL'],
  'New Delhi': ['NDLS'],
  'Delhi Junction': ['DLI', 'Old Delhi'],
  'Hazrat Nizamuddin': ['NZM', 'Nizamuddin'],
  'Anand Vihar Terminal': ['ANVT'],
  'Delhi Sarai Rohilla': ['DEE'],
  'Delhi Cantt': ['DEC'],
  'Delhi Safdarjung': ['DSJ'],
  'KSR Bengaluru City': ['SBC', 'Bangalore City', 'Bengaluru City', 'Majestic'],
  'Yesvantpur Junction': ['YPR', 'Yeshwanthpur'],
  'Bengaluru Cantonment': ['BNC', 'Bangalore Cantonment'],
  'Sir M. Visvesvaraya Terminal': ['SMVB', 'Baiyappanahalli'],
  Krishnarajapuram: ['KJM', 'KR Puram'],
  Howrah: ['HWH'],
  Sealdah: ['SDAH'],
  'Kolkata (Chitpur)': ['KOAA'],
  Shalimar: ['SHM'],
  'Santragachi Junction': ['SRC'],
  'Chennai Central': ['MAS', 'Madras Central', 'MGR Chennai Central'],
  'Chennai Egmore': ['Egmore'],
  'Hyderabad Deccan (Nampally)': ['HYB', 'Nampally'],
  Kacheguda: ['KCG'],
  'Pune Junction': ['PUNE'],
  'Ahmedabad Junction': ['ADI', 'Kalupur'],
  'Sabarmati Junction': ['SBI'],
  'Agra Cantt': ['AGC'],
  'Varanasi Junction': ['BSB', 'Varanasi Cantt'],
  Banaras: ['BSBS', 'Manduadih'],
  'Patna Junction': ['PNBE'],
  'Rajendra Nagar Terminal': ['RJPB'],
  'Bhopal Junction': ['BPL'],
  'Rani Kamlapati': ['RKMP', 'Habibganj'],
  'Mysuru Junction': ['MYS', 'Mysore Junction'],
  'Mangaluru Central': ['MAQ'],
  'Mangaluru Junction': ['MAJN'],
  'Ernakulam Junction': ['ERS', 'Ernakulam South'],
  'Ernakulam Town': ['ERN', 'Ernakulam North'],
  'Thiruvananthapuram Central': ['TVC', 'Trivandrum Central'],
  'Visakhapatnam Junction': ['VSKP'],
  'Vijayawada Junction': ['BZA'],
  Chandigarh: ['CDG'],
  'Madgaon Junction': ['MAO', 'Margao'],
  Thivim: ['THVM'],
  Karmali: ['KRMI'],
  'Vasco da Gama': ['VSG'],
  'New Jalpaiguri Junction': ['NJP'],
  Guwahati: ['GHY'],
  Kathgodam: ['KGM'],
  'Lucknow Charbagh': ['LKO', 'Charbagh'],
  'Kanpur Central': ['CNB'],
  'Prayagraj Junction': ['PRYJ', 'Allahabad Junction'],
  'Udaipur City': ['UDZ'],
  'Amritsar Junction': ['ASR'],
  'Madurai Junction': ['MDU'],
  'Coimbatore Junction': ['CBE'],
  'Nagpur Junction': ['NGP'],
  'Indore Junction': ['INDB'],
  'Jammu Tawi': ['JAT'],
  'Vadodara Junction': ['BRC', 'Baroda Junction'],
  'Gorakhpur Junction': ['GKP'],
  Dehradun: ['DDN'],
  'Yog Nagari Rishikesh': ['YNRK'],
  Puri: ['PURI'],
  Bhubaneswar: ['BBS'],
  Cuttack: ['CTC'],
  Tirupati: ['TPTY'],
  Rameswaram: ['RMM'],
  'Sainagar Shirdi': ['SNSI'],
  'Ujjain Junction': ['UJN'],
  Dwarka: ['DWK'],
  'Ajmer Junction': ['AII'],
  'Gwalior Junction': ['GWL'],
  Ranchi: ['RNC'],
  'Dhanbad Junction': ['DHN'],
  'Tatanagar Junction': ['TATA'],
  Kozhikode: ['CLT'],
  'Kollam Junction': ['QLN'],
  Thrissur: ['TCR'],
  Alappuzha: ['ALLP'],
  'Palakkad Junction': ['PGT'],
  'Ayodhya Cantt': ['AYC', 'Faizabad Junction'],
  'Mathura Junction': ['MTJ'],
  'Virangana Lakshmibai Jhansi Junction': ['VGLJ', 'Jhansi Junction'],
  'Kalyan Junction': ['KYN'],
  'Tiruchchirappalli Junction': ['TPJ', 'Trichy Junction'],
  'Tirunelveli Junction': ['TEN'],
  'Rajkot Junction': ['RJT'],
  'Bikaner Junction': ['BKN'],
  Jaisalmer: ['JSM'],
  'Pathankot Junction': ['PTK'],
  'Jalandhar City': ['JUC'],
  'Ludhiana Junction': ['LDH'],
  'Ambala Cantt Junction': ['UMB'],
  'Pt. Deen Dayal Upadhyaya Junction': ['DDU', 'Mughal Sarai', 'Mughalsarai'],
  'Gaya Junction': ['GAYA'],
  'Siliguri Junction': ['SGUJ'],
  'Asansol Junction': ['ASN'],
  'Kharagpur Junction': ['KGP'],
  'Bardhaman Junction': ['BWN'],
  'Kota Junction': ['KOTA'],
};
