/**
 * Railway stations for the towns and cities with hotels (the default catalogue's 494 and the
 * smaller ones inside it), so a hotel page can name its nearest station and how far it is.
 * Compiled by hand for this catalogue; names as Indian Railways signs them today (Prayagraj
 * Junction, Ayodhya Cantt). Two lists:
 *
 * - `STATIONS`: stations placed where they stand (WGS84, to about half a kilometre): the several
 *   stations of each metro, and the railheads of towns that have none of their own (Thivim for
 *   the North Goa beaches, Kathgodam for Nainital, Joginder Nagar for Manali).
 * - `TOWN_STATIONS`: a town's own station, by the town's GeoNames id; it stands in the town, so
 *   it is placed at the town's point (to within about 2 km).
 *
 * A hotel's nearest station is the nearest of both lists. Towns with no railway (Manali, Munnar,
 * Gangtok, Leh...) get their railhead from `STATIONS`; the islands (`NO_RAILWAY_STATES`) have none.
 * No Node imports.
 */

/** [name, lat, lng] */
export type StationPoint = readonly [name: string, lat: number, lng: number];

/** States and union territories without a railway. */
export const NO_RAILWAY_STATES: readonly string[] = ['AN', 'LD'];

export const STATIONS: readonly StationPoint[] = [
  // Mumbai and around
  ['Chhatrapati Shivaji Maharaj Terminus', 18.9402, 72.8356],
  ['Churchgate', 18.9322, 72.8264],
  ['Mumbai Central', 18.969, 72.8196],
  ['Dadar', 19.0186, 72.8429],
  ['Bandra', 19.0544, 72.8406],
  ['Santacruz', 19.0815, 72.8413],
  ['Vile Parle', 19.0997, 72.8436],
  ['Andheri', 19.1197, 72.8464],
  ['Goregaon', 19.1647, 72.8493],
  ['Borivali', 19.229, 72.8573],
  ['Kurla', 19.0656, 72.8792],
  ['Lokmanya Tilak Terminus', 19.069, 72.8902],
  ['Ghatkopar', 19.0863, 72.9081],
  ['Vikhroli', 19.111, 72.928],
  ['Mulund', 19.1717, 72.956],
  ['Thane', 19.186, 72.9757],
  ['Vashi', 19.063, 72.9987],
  ['Nerul', 19.033, 73.0181],
  ['CBD Belapur', 19.0189, 73.0389],
  ['Panvel', 18.9906, 73.1206],
  ['Vasai Road', 19.3826, 72.832],
  // Delhi and around
  ['New Delhi', 28.6429, 77.2191],
  ['Delhi Junction', 28.661, 77.228],
  ['Hazrat Nizamuddin', 28.5886, 77.2534],
  ['Anand Vihar Terminal', 28.6502, 77.3152],
  ['Delhi Sarai Rohilla', 28.6633, 77.1868],
  ['Delhi Cantt', 28.6046, 77.1331],
  ['Delhi Safdarjung', 28.5898, 77.1858],
  ['Shakurbasti', 28.6788, 77.1402],
  ['Tughlakabad', 28.5005, 77.2856],
  ['Shahdara', 28.6725, 77.2898],
  ['Palam', 28.5886, 77.0887],
  ['Gurgaon', 28.4865, 77.013],
  // Bengaluru
  ['KSR Bengaluru City', 12.9781, 77.5697],
  ['Yesvantpur Junction', 13.0233, 77.55],
  ['Bengaluru Cantonment', 12.9936, 77.5975],
  ['Banaswadi', 13.0129, 77.6499],
  ['Sir M. Visvesvaraya Terminal', 12.991, 77.663],
  ['Krishnarajapuram', 13.0003, 77.677],
  ['Whitefield', 12.996, 77.761],
  ['Yelahanka Junction', 13.1007, 77.5963],
  ['Bangarapet Junction', 12.9917, 78.1783],
  // Kolkata
  ['Howrah', 22.5839, 88.3424],
  ['Sealdah', 22.5678, 88.371],
  ['Kolkata (Chitpur)', 22.6018, 88.3854],
  ['Shalimar', 22.5545, 88.315],
  ['Santragachi Junction', 22.581, 88.298],
  ['Ballygunge Junction', 22.5283, 88.368],
  ['Bidhannagar Road', 22.586, 88.391],
  ['Canning', 22.315, 88.665],
  // Chennai
  ['Chennai Central', 13.0827, 80.2754],
  ['Chennai Egmore', 13.078, 80.261],
  ['Chennai Beach', 13.092, 80.292],
  ['Perambur', 13.108, 80.245],
  ['Mambalam', 13.037, 80.226],
  ['Guindy', 13.009, 80.213],
  ['Velachery', 12.979, 80.22],
  // Hyderabad
  ['Secunderabad Junction', 17.4337, 78.5016],
  ['Hyderabad Deccan (Nampally)', 17.3925, 78.4678],
  ['Kacheguda', 17.3898, 78.4998],
  ['Begumpet', 17.4437, 78.466],
  ['Malkajgiri Junction', 17.4515, 78.532],
  ['Lingampalli', 17.4877, 78.3143],
  ['Falaknuma', 17.331, 78.479],
  ['Charlapalli', 17.466, 78.598],
  // Pune
  ['Pune Junction', 18.5289, 73.8744],
  ['Shivajinagar', 18.529, 73.847],
  ['Khadki', 18.5626, 73.843],
  ['Pimpri', 18.627, 73.801],
  ['Chinchwad', 18.638, 73.791],
  ['Hadapsar', 18.502, 73.922],
  // Ahmedabad and Gandhinagar
  ['Ahmedabad Junction', 23.0262, 72.601],
  ['Sabarmati Junction', 23.073, 72.588],
  ['Maninagar', 22.999, 72.601],
  ['Gandhigram', 23.029, 72.57],
  ['Vatva', 22.956, 72.628],
  ['Gandhinagar Capital', 23.2236, 72.65],
  // Other cities with several stations, or a station away from the centre
  ['Agra Cantt', 27.1585, 77.9908],
  ['Agra Fort', 27.1832, 78.0215],
  ['Varanasi Junction', 25.3268, 82.987],
  ['Banaras', 25.2928, 82.9695],
  ['Patna Junction', 25.6027, 85.1375],
  ['Rajendra Nagar Terminal', 25.604, 85.171],
  ['Patliputra Junction', 25.6163, 85.0853],
  ['Bhopal Junction', 23.2669, 77.413],
  ['Rani Kamlapati', 23.2227, 77.439],
  ['Mysuru Junction', 12.3163, 76.6458],
  ['Mangaluru Central', 12.8648, 74.8428],
  ['Mangaluru Junction', 12.881, 74.879],
  ['Ernakulam Junction', 9.9693, 76.2913],
  ['Ernakulam Town', 9.9893, 76.2889],
  ['Aluva', 10.1083, 76.3556],
  ['Thiruvananthapuram Central', 8.4875, 76.9525],
  ['Visakhapatnam Junction', 17.7215, 83.2896],
  ['Duvvada', 17.7, 83.151],
  ['Vijayawada Junction', 16.5183, 80.6198],
  ['Chandigarh', 30.7024, 76.8217],
  ['Nashik Road', 19.948, 73.842],
  ['Satara', 17.6932, 74.0337],
  ['Manmad Junction', 20.253, 74.438],
  ['Tatanagar Junction', 22.7695, 86.203],
  ['Katpadi Junction', 12.9716, 79.1378],
  ['Srikakulam Road', 18.4103, 83.901],
  ['Srinagar', 34.008, 74.8],
  ['Budgam', 34.021, 74.724],
  // Railheads of towns without a station of their own
  ['Thivim', 15.626, 73.871],
  ['Karmali', 15.4894, 73.9157],
  ['Madgaon Junction', 15.2734, 73.9661],
  ['Vasco da Gama', 15.3982, 73.8139],
  ['Gokarna Road', 14.548, 74.378],
  ['Kathgodam', 29.266, 79.544],
  ['Joginder Nagar', 31.989, 76.794],
  ['Kangra', 32.099, 76.27],
  ['Bodinayakanur', 10.0118, 77.3496],
  ['Kodaikanal Road', 10.237, 77.887],
  ['Khajuraho', 24.788, 79.938],
  ['Delvada', 20.7767, 71.0461],
  ['New Jalpaiguri Junction', 26.6834, 88.4422],
  ['Sevoke', 26.887, 88.47],
  ['Hasimara', 26.75, 89.34],
  ['Guwahati', 26.1817, 91.7509],
  ['Bhalukpong', 27.0136, 92.653],
  ['Jiribam', 24.81, 93.115],
  ['Sairang', 23.809, 92.653],
];

/** A town's own station (placed at the town's GeoNames point), by the town's GeoNames id. */
export const TOWN_STATIONS: Readonly<Record<number, string>> = {
  // Andhra Pradesh
  1270668: 'Guntur Junction', 1265491: 'Kurnool City', 1261529: 'Nellore', 1258932: 'Rajahmundry', 1268561: 'Kakinada Town',
  1254360: 'Tirupati', 1278672: 'Anantapur', 1264637: 'Machilipatnam', 1272051: 'Eluru', 1253084: 'Vizianagaram Junction',
  1259312: 'Proddatur', 1261045: 'Ongole', 1261927: 'Nandyal', 1279335: 'Adoni', 1275947: 'Bhimavaram Town', 1270079: 'Hindupur',
  1273800: 'Kadapa', 1270670: 'Guntakal Junction', 1270801: 'Gudivada Junction', 1272842: 'Dharmavaram Junction',
  1264621: 'Madanapalle Road', 1255264: 'Tadepalligudem', 1261848: 'Narasaraopet',
  // Assam
  1256287: 'Silchar', 1272648: 'Dibrugarh',
  // Bihar
  1271439: 'Gaya Junction', 1276300: 'Bhagalpur Junction', 1262330: 'Muzaffarpur Junction', 1273491: 'Darbhanga Junction',
  1275716: 'Bihar Sharif', 1278483: 'Ara Junction', 1262482: 'Munger', 1274353: 'Chhapra Junction', 1259166: 'Purnia Junction',
  1267480: 'Katihar Junction', 1273581: 'Danapur', 1257804: 'Saharsa Junction', 1270525: 'Hajipur Junction', 1273309: 'Dehri on Sone',
  1276393: 'Bettiah', 1255927: 'Siwan Junction', 1262710: 'Bapudham Motihari', 1277939: 'Bagaha', 1276609: 'Begusarai',
  1269374: 'Jamalpur Junction', 1261631: 'Nawada', 1269557: 'Jehanabad', 1275019: 'Buxar',
  // Chhattisgarh
  1258980: 'Raipur Junction', 1275971: 'Bhilai Power House', 1266122: 'Korba', 1275637: 'Bilaspur Junction', 1272181: 'Durg Junction',
  1258831: 'Rajnandgaon', 1259005: 'Raigarh',
  // Delhi
  1261809: 'Narela', 1261913: 'Nangloi',
  // Gujarat
  1255364: 'Surat', 1253573: 'Vadodara Junction', 1258847: 'Rajkot Junction', 1276032: 'Bhavnagar Terminus', 1275610: 'Bilimora Junction',
  1269317: 'Jamnagar', 1262292: 'Nadiad Junction', 1268773: 'Junagadh Junction', 1255349: 'Surendranagar', 1261653: 'Navsari',
  1271717: 'Gandhidham Junction', 1253237: 'Veraval', 1276100: 'Bharuch Junction', 1259395: 'Porbandar', 1278685: 'Anand Junction',
  1275812: 'Bhuj', 1271107: 'Godhra Junction', 1260777: 'Palanpur Junction', 1262775: 'Morbi', 1260173: 'Patan', 1275218: 'Botad Junction',
  1270994: 'Gondal', 1278715: 'Amreli', 1272140: 'Dwarka',
  // Himachal Pradesh
  1256237: 'Shimla',
  // Haryana
  1271951: 'Faridabad', 1258076: 'Rohtak Junction', 1270022: 'Hisar Junction', 1260476: 'Panipat Junction', 1255744: 'Sonipat',
  1267708: 'Karnal', 1252797: 'Yamunanagar-Jagadhri', 1275899: 'Bhiwani', 1256052: 'Sirsa', 1268907: 'Jind Junction',
  1277835: 'Bahadurgarh', 1278860: 'Ambala Cantt Junction', 1268593: 'Kaithal', 1254657: 'Kurukshetra Junction', 1260637: 'Palwal',
  1258178: 'Rewari Junction',
  // Jharkhand
  1258526: 'Ranchi', 1275362: 'Bokaro Steel City', 1272979: 'Dhanbad Junction', 1270164: 'Hazaribagh Town', 1257794: 'Sahibganj Junction',
  // Jammu and Kashmir
  1269321: 'Jammu Tawi',
  // Karnataka
  1269920: 'Hubballi Junction', 1270752: 'Kalaburagi', 1273368: 'Davangere', 1276533: 'Belagavi', 1276509: 'Ballari Junction',
  1256515: 'Shivamogga Town', 1254089: 'Tumakuru', 1275701: 'Vijayapura', 1259012: 'Raichur', 1275738: 'Bidar', 1269935: 'Hosapete Junction',
  1271850: 'Gadag Junction', 1253952: 'Udupi', 1276321: 'Bhadravati', 1274056: 'Chitradurga', 1263814: 'Mandya', 1270239: 'Hassan Junction',
  1266305: 'Kolar', 1274220: 'Chikkamagaluru', 1258474: 'Ranibennur', 1277936: 'Bagalkot',
  // Kerala
  1265873: 'Kozhikode', 1259091: 'Kollam Junction', 1254187: 'Thrissur', 1278985: 'Alappuzha', 1260728: 'Palakkad Junction',
  1254780: 'Thalassery', 1253392: 'Varkala Sivagiri',
  // Maharashtra
  1262180: 'Nagpur Junction', 1268295: 'Kalyan Junction', 1272423: 'Dombivli', 1278149: 'Chhatrapati Sambhajinagar', 1256436: 'Solapur',
  1275901: 'Bhiwandi Road', 1278718: 'Amravati', 1257416: 'Sangli', 1261977: 'Hazur Sahib Nanded', 1276014: 'Bhayandar', 1253894: 'Ulhasnagar',
  1266285: 'Kolhapur', 1269407: 'Jalgaon Junction', 1279105: 'Akola Junction', 1279228: 'Ahmednagar', 1272691: 'Dhule', 1265014: 'Latur',
  1274693: 'Chandrapur', 1260341: 'Parbhani Junction', 1269395: 'Jalna', 1278903: 'Ambernath', 1275778: 'Bhusaval Junction', 1253133: 'Virar',
  1270990: 'Gondia Junction', 1252942: 'Wardha Junction', 1276856: 'Barsi Town', 1277976: 'Badlapur', 1253958: 'Udgir', 1261931: 'Nandurbar',
  7279599: 'Airoli', 1270077: 'Hinganghat', 1278931: 'Amalner', 1274868: 'Chalisgaon Junction', 1264793: 'Lonavala', 1256489: 'Sainagar Shirdi',
  // Madhya Pradesh
  1269743: 'Indore Junction', 1269633: 'Jabalpur', 1270583: 'Gwalior Junction', 1253914: 'Ujjain Junction', 1273066: 'Dewas Junction',
  1257022: 'Satna', 1257845: 'Sagar', 1258342: 'Ratlam Junction', 1258182: 'Rewa', 1275068: 'Burhanpur', 1262395: 'Katni Junction',
  7279754: 'Singrauli', 1267031: 'Khandwa Junction', 1275926: 'Bhind', 1256451: 'Shivpuri', 1270711: 'Guna Junction', 1262771: 'Morena',
  1253200: 'Vidisha', 1274304: 'Chhindwara Junction', 1263834: 'Mandsaur', 1273587: 'Damoh', 1274337: 'Chhatarpur', 1269939: 'Narmadapuram',
  1262209: 'Nagda Junction', 1256826: 'Seoni', 1269653: 'Itarsi Junction', 1256913: 'Sehore', 1261033: 'Orchha',
  // Nagaland, Tripura
  1272552: 'Dimapur', 1279290: 'Agartala',
  // Odisha
  1275817: 'Bhubaneswar', 1273780: 'Cuttack', 1258315: 'Rourkela Junction', 1275198: 'Brahmapur', 1259184: 'Puri', 1257542: 'Sambalpur',
  1277599: 'Balasore', 1276325: 'Bhadrak',
  // Punjab
  1264728: 'Ludhiana Junction', 1278710: 'Amritsar Junction', 1268782: 'Jalandhar City', 1260107: 'Patiala', 1276070: 'Bathinda Junction',
  1260137: 'Pathankot Junction', 1269937: 'Hoshiarpur', 1276720: 'Batala Junction', 1279403: 'Abohar', 1262951: 'Moga',
  6992326: 'Sahibzada Ajit Singh Nagar (Mohali)', 1267016: 'Khanna', 1264111: 'Malerkotla', 1276895: 'Barnala', 1271883: 'Firozpur Cantt',
  1259827: 'Phagwara Junction',
  // Puducherry
  1259425: 'Puducherry',
  // Rajasthan
  1269515: 'Jaipur Junction', 1268865: 'Jodhpur Junction', 1266049: 'Kota Junction', 1275665: 'Bikaner Junction', 1279159: 'Ajmer Junction',
  1253986: 'Udaipur City', 1275960: 'Bhilwara', 1278946: 'Alwar Junction', 1271685: 'Sri Ganganagar', 1276128: 'Bharatpur Junction',
  1260716: 'Pali Marwar', 1256320: 'Sikar Junction', 1255560: 'Sujangarh', 1270407: 'Hanumangarh Junction', 1266486: 'Kishangarh',
  1276634: 'Beawar', 1271675: 'Gangapur City', 1268936: 'Jhunjhunu', 1256949: 'Sawai Madhopur Junction', 1274040: 'Chittaurgarh Junction',
  1273892: 'Churu Junction', 1272805: 'Dholpur Junction', 1275103: 'Bundi', 1262216: 'Nagaur', 1269507: 'Jaisalmer',
  // Tamil Nadu
  1254361: 'Tirunelveli Junction', 1254745: 'Theni', 1273865: 'Coimbatore Junction', 1264521: 'Madurai Junction', 1257629: 'Salem Junction',
  1254388: 'Tiruchchirappalli Junction', 8629640: 'Thoothukudi', 1254348: 'Tiruppur', 1278840: 'Ambattur', 1278130: 'Avadi',
  1254320: 'Tiruvottiyur', 1254649: 'Thanjavur Junction', 1262204: 'Nagercoil Junction', 1272543: 'Dindigul Junction', 1255062: 'Tambaram',
  1273802: 'Cuddalore Port Junction', 1260692: 'Pallavaram', 1268159: 'Kanchipuram', 1279064: 'St. Thomas Mount', 1272013: 'Erode Junction',
  1265683: 'Kumbakonam', 1254327: 'Tiruvannamalai', 1258916: 'Rajapalayam', 1259297: 'Pudukkottai', 1278815: 'Ambur', 1269934: 'Hosur',
  1253993: 'Udhagamandalam', 1253166: 'Villupuram Junction', 1258698: 'Rameswaram',
  // Telangana
  1252948: 'Warangal', 8347656: 'Ramagundam', 1261258: 'Nizamabad Junction', 1267755: 'Karimnagar', 1267076: 'Khammam',
  1264407: 'Mahbubnagar', 1262067: 'Nalgonda', 1279344: 'Adilabad', 1253744: 'Uppal', 1263012: 'Miryalaguda',
  // Uttarakhand
  1273313: 'Dehradun', 1270351: 'Haridwar Junction', 1270498: 'Haldwani', 1258044: 'Roorkee', 1267579: 'Kashipur Junction',
  1258128: 'Yog Nagari Rishikesh',
  // Uttar Pradesh
  1267995: 'Kanpur Central', 1264733: 'Lucknow Charbagh', 1263214: 'Meerut City', 1271308: 'Ghaziabad Junction', 1278994: 'Prayagraj Junction',
  1279017: 'Aligarh Junction', 1277013: 'Bareilly Junction', 1262801: 'Moradabad', 1270927: 'Gorakhpur Junction', 1257806: 'Saharanpur Junction',
  1269006: 'Virangana Lakshmibai Jhansi Junction', 1262332: 'Muzaffarnagar', 1263364: 'Mathura Junction', 1256728: 'Shahjahanpur',
  1271885: 'Firozabad', 1258599: 'Rampur', 1271987: 'Etawah Junction', 1263311: 'Mau Junction', 1270393: 'Hapur Junction',
  1271942: 'Farrukhabad', 1262995: 'Mirzapur', 1275120: 'Bulandshahr', 1259064: 'Raebareli Junction', 1277799: 'Bahraich',
  1278708: 'Amroha', 1269135: 'Jaunpur Junction', 1271912: 'Fatehpur', 1255969: 'Sitapur Junction', 1253747: 'Unnao Junction',
  1275163: 'Budaun', 1261039: 'Orai', 1271976: 'Ayodhya Cantt', 1277397: 'Banda Junction', 1265242: 'Lakhimpur', 1270996: 'Gonda Junction',
  1259686: 'Pilibhit Junction', 1273193: 'Deoria Sadar', 1270216: 'Hathras Junction', 1265157: 'Lalitpur Junction', 1270370: 'Hardoi',
  1278083: 'Azamgarh', 1276736: 'Basti', 1274767: 'Chandausi Junction', 1255491: 'Sultanpur Junction', 1266607: 'Khurja City',
  1271306: 'Ghazipur City', 1256529: 'Shikohabad Junction', 1267588: 'Kasganj Junction', 1262634: 'Pt. Deen Dayal Upadhyaya Junction',
  1256671: 'Shamli',
  // West Bengal
  1272175: 'Durgapur', 1256525: 'Siliguri Junction', 1278314: 'Asansol Junction', 1256409: 'Shyamnagar', 1348818: 'Nangi',
  1260482: 'Sodepur', 1268257: 'Agarpara', 1265711: 'Kulti', 1277029: 'Bardhaman Junction', 1277065: 'Barasat Junction', 1277539: 'Bally',
  1277082: 'Baranagar Road', 1262131: 'Naihati Junction', 1256422: 'Serampore', 1266976: 'Kharagpur Junction', 1274784: 'Chandannagar',
  1277820: 'Berhampore Court', 1269910: 'Hooghly', 1344377: 'Haldia', 1259009: 'Raiganj', 1269723: 'Malda Town', 1264543: 'Madhyamgram',
  1263220: 'Midnapore', 1256639: 'Santipur', 1277100: 'Barrackpore', 1265859: 'Krishnanagar City Junction', 1277508: 'Balurghat',
  1270568: 'Habra', 1268715: 'Kanchrapara', 1277264: 'Bankura', 1258470: 'Raniganj', 1266945: 'Khardaha', 1270484: 'Halisahar',
  1254309: 'Titagarh', 1273467: 'Darjeeling', 1272243: 'Dum Dum Junction', 1259163: 'Purulia Junction', 1276320: 'Bhadreswar',
  1258126: 'Rishra', 1277780: 'Baidyabati', 1277324: 'Bangaon Junction', 7302861: 'Ashoknagar Road', 1261669: 'Nabadwip Dham',
  1277240: 'Bansberia', 1269388: 'Jalpaiguri', 1272625: 'Digha',
};
