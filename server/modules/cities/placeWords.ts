/**
 * The words that say what kind of place a query asks for: "Mumbai airport", "Howrah station",
 * "Calangute beach". The rest of the query names the city, found as any city is. Words are
 * compared normalised (domain/destinations.ts), in English and in the main Indian languages.
 */
import { normaliseDestination } from '../../../domain/destinations';

export type PlaceWord = { kind: 'airport' | 'station' } | { kind: 'landmark'; word: string };

const AIRPORT_WORDS = [
  'airport', 'airports', 'air port', 'aerodrome', 'airfield', 'एयरपोर्ट', 'हवाई अड्डा', 'हवाईअड्डा', 'विमानतळ', 'বিমানবন্দর', 'বিমান বন্দর',
  'விமான நிலையம்', 'విమానాశ్రయం', 'ವಿಮಾನ ನಿಲ್ದಾಣ', 'വിമാനത്താവളം', 'એરપોર્ટ', 'હવાઈ મથક', 'ਹਵਾਈ ਅੱਡਾ', 'ବିମାନବନ୍ଦର',
];
const STATION_WORDS = [
  'railway station', 'train station', 'station', 'railway', 'rly', 'stn', 'junction', 'jn', 'terminus', 'रेलवे स्टेशन', 'स्टेशन', 'रेलवे',
  'স্টেশন', 'রেল স্টেশন', 'ரயில் நிலையம்', 'రైల్వే స్టేషన్', 'ರೈಲು ನಿಲ್ದಾಣ', 'റെയിൽവേ സ്റ്റേഷൻ', 'સ્ટેશન', 'ਸਟੇਸ਼ਨ', 'ଷ୍ଟେସନ',
];
/** What landmarks are called: "Mumbai beach" finds Juhu Beach; "Calangute beach" is Calangute itself. */
const LANDMARK_WORDS = ['beach', 'fort', 'lake', 'temple', 'palace', 'market', 'garden', 'gardens', 'park', 'ghat', 'falls', 'museum', 'church', 'masjid', 'mosque', 'bridge', 'tomb', 'mahal'];

/** Phrases (as word lists), the longest first, so "railway station" is taken before "station". */
const PHRASES: ReadonlyArray<{ words: readonly string[]; kind: PlaceWord }> = [
  ...AIRPORT_WORDS.map((w) => ({ words: normaliseDestination(w).split(' '), kind: { kind: 'airport' } as const })),
  ...STATION_WORDS.map((w) => ({ words: normaliseDestination(w).split(' '), kind: { kind: 'station' } as const })),
  ...LANDMARK_WORDS.map((w) => ({ words: [w], kind: { kind: 'landmark', word: w } as const })),
].sort((a, b) => b.words.length - a.words.length);

/**
 * The kind of place a normalised query asks for and the rest of it ("mumbai airport" ->
 * airport, "mumbai"), or null when it names no kind or nothing else.
 */
export function placeWordOf(q: string): { word: PlaceWord; rest: string } | null {
  const words = q.split(' ');
  for (const phrase of PHRASES) {
    for (let at = 0; at + phrase.words.length <= words.length; at++) {
      if (!phrase.words.every((w, i) => words[at + i] === w)) continue;
      const rest = [...words.slice(0, at), ...words.slice(at + phrase.words.length)].join(' ');
      return rest ? { word: phrase.kind, rest } : null;
    }
  }
  return null;
}
