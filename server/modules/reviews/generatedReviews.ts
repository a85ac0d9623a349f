/**
 * A hotel's guest reviews, generated from the catalogue seed and the hotel alone (the same hotel
 * always has the same reviews). The catalogue generator summarises them into the hotel's ratings
 * and the reviews call answers them, both through server/rules/ratingModel.ts, so the two agree.
 *
 * A review reads as one guest's stay: its aspect scores (cleanliness, service...) decide what it
 * praises and what it complains of, its text says those things, and its title names them in the
 * tone of its stars ("Great location, but noisy rooms" for a 3). No two reviews of a hotel share
 * a title, and no sentence is said twice in one hotel's reviews. Some guests add photos of what
 * they wrote about, never the hotel's own pictures.
 *
 * Scores spread as real ones do: a hotel has an underlying quality (most 3.6-4.6, some let-downs
 * lower), strong and weak points of its own (a good location, a tired kitchen), and every hotel
 * has a few bad stays, so its breakdown shows Good, Average and Poor shares, not only Excellent.
 */
import { REVIEW_ASPECTS, type ReviewAspect, type ScoredReview } from '../../rules/ratingModel';
import { CLOSINGS, STAY_LENGTH_CLOSINGS, TOPICS, TRIP_OPENERS } from './reviewTexts';
import { rng, type Rng } from '../../rules/seededRandom';

export { TOPICS } from './reviewTexts';

export type TripType = 'Family' | 'Couples' | 'Solo' | 'Business' | 'Friends';

/** What a guest photographed (server/modules/media/guestPhotos.ts draws it). */
export const GUEST_PHOTO_KINDS = ['room', 'breakfast', 'view', 'pool', 'bathroom', 'street'] as const;
export type GuestPhotoKind = (typeof GUEST_PHOTO_KINDS)[number];

export interface GuestPhoto {
  kind: GuestPhotoKind;
  caption: string;
}

export interface GeneratedReview extends ScoredReview {
  title: string;
  username: string;
  tripType: TripType;
  /** Days before the catalogue was seeded (1-700). */
  daysAgo: number;
  text: string;
  /** The aspects its text praises and complains of (its title names some of them). */
  praise: ReviewAspect[];
  complaints: ReviewAspect[];
  photos: GuestPhoto[];
}

/** What a review needs to know of its hotel. */
export interface ReviewedHotel {
  id: string;
  name: string;
  stars: number;
  facilities?: readonly string[];
}

/** Reviews go back this many days from the day the catalogue was seeded. */
const REVIEW_SPAN_DAYS = 700;
/** Reviews a generated hotel has, fewest and most. */
export const REVIEWS_PER_HOTEL = [10, 30] as const;

const NAMES = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Rahul', 'Meera', 'Aditya', 'Pooja', 'Karthik', 'Divya', 'Sandeep', 'Neha', 'Imran', 'Fatima', 'Gurpreet', 'Joseph', 'Lakshmi', 'Suresh', 'Nandini', 'Manoj'];
const TRIP_TYPES: TripType[] = ['Family', 'Couples', 'Solo', 'Business', 'Friends'];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Standard normal draws from `r` (Box-Muller). Each pair of uniform draws gives two normals; the
 * second is kept for the next call, which halves the cost of scoring 54,000 hotels' reviews.
 */
function normals(r: Rng): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const n = spare;
      spare = null;
      return n;
    }
    const radius = Math.sqrt(-2 * Math.log(1 - r.next()));
    const angle = 2 * Math.PI * r.next();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
}

const clampStars = (v: number) => Math.max(1, Math.min(5, Math.round(v)));

/** What a hotel is like underneath its reviews. */
interface Temper {
  /** The stars a typical good stay gives it. */
  quality: number;
  /** The share of stays that go wrong (1 or 2 stars whatever the quality). */
  badStays: number;
  /** How each aspect sits against the stay as a whole (a good location, a weak kitchen). */
  lean: Record<ReviewAspect, number>;
}

/**
 * Better stars, better reviews on average; about one hotel in twelve is a let-down whatever its
 * stars. The weaker the hotel, the more of its stays go wrong.
 */
function temperOf(hotelId: string, stars: number, seed: number): Temper {
  const r = rng(seed, 'quality', hotelId);
  const quality = r.chance(0.08) ? r.between(2.7, 3.6) : 3.9 + 0.12 * (stars - 3) + r.between(-0.2, 0.6);
  const badStays = Math.min(0.3, Math.max(0.03, 0.05 + 0.12 * (4.4 - quality)));
  const lean = {} as Record<ReviewAspect, number>;
  for (const a of REVIEW_ASPECTS) lean[a] = r.between(-0.8, 0.6);
  return { quality, badStays, lean };
}

/**
 * The stars and aspect scores of a hotel's reviews, in the order they were drawn: all the
 * catalogue needs to summarise them. Drawn from a stream of their own, so the texts (drawn
 * after) never change them.
 */
export function reviewScores(hotel: { id: string; stars: number }, seed: number): ScoredReview[] {
  const r = rng(seed, 'review-scores', hotel.id);
  const { quality, badStays, lean } = temperOf(hotel.id, hotel.stars, seed);
  const count = r.int(REVIEWS_PER_HOTEL[0], REVIEWS_PER_HOTEL[1]);
  const normal = normals(r);
  const scores: ScoredReview[] = [];
  for (let i = 0; i < count; i++) {
    const rating = r.chance(badStays) ? (r.chance(0.5) ? 1 : 2) : Math.max(2, clampStars(quality + 0.3 + 0.8 * normal()));
    const aspects = {} as Record<ReviewAspect, number>;
    for (const a of REVIEW_ASPECTS) aspects[a] = clampStars(rating + lean[a] + 0.7 * normal());
    scores.push({ rating, aspects });
  }
  return scores;
}

/**
 * The aspects a review praises and complains of, from its scores, best and worst first; `more`
 * takes in further aspects (still fitting its stars) when its first choice left no title free.
 * Only aspects with a sentence of that tone still unsaid at this hotel (`fresh`) are named.
 */
function verdicts(
  order: readonly ReviewAspect[], counts: { good: number; bad: number }, { rating, aspects }: ScoredReview, more: number,
  fresh: (a: ReviewAspect, tone: 'good' | 'bad') => boolean,
) {
  const best = [...order].sort((a, b) => aspects[b] - aspects[a]);
  const worst = [...best].reverse();
  const praised = (min: number) => best.filter((a) => aspects[a] >= min && fresh(a, 'good'));
  const faulted = (max: number) => worst.filter((a) => aspects[a] <= max && fresh(a, 'bad'));
  const either = (first: ReviewAspect[], second: ReviewAspect[]) => (first.length ? first : second);
  if (rating >= 4) return { praise: either(praised(4), praised(3)).slice(0, counts.good + more), complaints: rating === 4 ? faulted(2).slice(0, 1) : [] };
  if (rating === 3) return { praise: praised(3).slice(0, 1 + Math.floor(more / 2)), complaints: either(faulted(2), faulted(3)).slice(0, 1 + Math.ceil(more / 2)) };
  return { praise: rating === 2 ? praised(4).slice(0, 1) : [], complaints: either(faulted(2), faulted(3)).slice(0, counts.bad + more) };
}

/** Every title a review of these verdicts could have, in the order it prefers them. */
function titleCandidates(rating: number, praise: readonly ReviewAspect[], complaints: readonly ReviewAspect[]): string[] {
  const good = praise.flatMap((a) => TOPICS[a].goodPhrase);
  const bad = complaints.flatMap((a) => TOPICS[a].badPhrase);
  const out: string[] = [];
  if (rating >= 4) {
    const opener = rating === 5 ? ['Wonderful stay', 'Loved it', 'Will come back'] : ['Very good stay', 'Pleasant stay', 'Nice hotel'];
    for (const [i, g] of good.entries()) for (const h of good.slice(i + 1)) if (g.split(' ').pop() !== h.split(' ').pop()) out.push(`${cap(g)} and ${h}`);
    for (const g of good) for (const o of opener) out.push(`${o}: ${g}`);
    if (bad[0]) for (const g of good) out.push(`${cap(g)}, shame about ${bad[0]}`);
  } else if (rating === 3) {
    for (const g of good) for (const b of bad) out.push(`${cap(g)}, but ${b}`);
    for (const b of bad) for (const o of ['Average stay', 'Fine for a night', 'Decent for the price']) out.push(`${o}, but ${b}`);
    if (bad.length === 0) for (const g of good) for (const o of ['an average stay', 'nothing special otherwise']) out.push(`${cap(g)}, ${o}`);
  } else {
    for (const [i, b] of bad.entries()) for (const c of bad.slice(i + 1)) out.push(`${cap(b)} and ${c}`);
    const opener = rating === 2 ? ['Disappointing', 'Needs improvement', 'Expected better'] : ['Would not recommend', 'Very disappointing', 'Avoid'];
    for (const b of bad) for (const o of opener) out.push(`${o}: ${b}`);
    if (good[0]) for (const b of bad) out.push(`${cap(b)}, despite ${good[0]}`);
  }
  return out;
}

/** What a guest photographed, from what the review is about and what the hotel has. */
function photosOf(r: Rng, review: { rating: number; praise: readonly ReviewAspect[]; complaints: readonly ReviewAspect[] }, hotel: ReviewedHotel, username: string): GuestPhoto[] {
  if (review.rating < 3 || !r.chance(0.3)) return [];
  const facilities = hotel.facilities ?? [];
  const about = [...review.praise, ...review.complaints];
  const kinds: GuestPhotoKind[] = ['room'];
  if (about.includes('Food') && (facilities.includes('Restaurant') || facilities.includes('Breakfast Available'))) kinds.push('breakfast');
  if (about.includes('Location')) kinds.push('street', 'view');
  if (about.includes('Cleanliness')) kinds.push('bathroom');
  if (facilities.includes('Swimming Pool')) kinds.push('pool');
  const by = ` (${username})`;
  const caption: Record<GuestPhotoKind, string> = {
    room: 'Our room', breakfast: 'Breakfast', view: 'View from our window', pool: 'The pool', bathroom: 'The bathroom', street: 'The street outside',
  };
  return r.sample(kinds, r.int(1, 2)).map((kind) => ({ kind, caption: `${caption[kind]}${by}` }));
}

/** Picks one of `items` not said yet at this hotel, and marks it said; undefined when all are. */
function unsaid(r: Rng, items: readonly string[], said: Set<string>): string | undefined {
  const left = items.filter((s) => !said.has(s));
  if (left.length === 0) return undefined;
  const picked = r.pick(left);
  said.add(picked);
  return picked;
}

const closingsOf = (rating: number) => CLOSINGS[rating >= 5 ? '5' : rating === 4 ? '4' : rating === 3 ? '3' : 'low'];

/** The reviews whole: `reviewScores` in the same order, with their titles, guests, trip types, days, texts and photos. */
export function generateReviews(hotel: ReviewedHotel, seed: number): GeneratedReview[] {
  const r = rng(seed, 'review-texts', hotel.id);
  const titles = new Set<string>();
  const said = new Set<string>();
  const fresh = (a: ReviewAspect, tone: 'good' | 'bad') => TOPICS[a][tone].some((s) => !said.has(s));
  const dated = reviewScores(hotel, seed).map((scored, i) => {
    const order = r.sample(REVIEW_ASPECTS, REVIEW_ASPECTS.length);
    const counts = { good: r.int(1, 3), bad: r.int(1, 3) };
    let found: { praise: ReviewAspect[]; complaints: ReviewAspect[]; title: string } | undefined;
    for (let more = 0; !found && more <= REVIEW_ASPECTS.length; more++) {
      const { praise, complaints } = verdicts(order, counts, scored, more, fresh);
      const title = titleCandidates(scored.rating, praise, complaints).find((t) => !titles.has(t));
      if (title) found = { praise, complaints, title };
    }
    // Every aspect named and still no title free (not met in practice): the stay's number tells it apart.
    const { praise, complaints, title } = found ?? { ...verdicts(order, counts, scored, REVIEW_ASPECTS.length, fresh), title: `Stay number ${i + 1}` };
    titles.add(title);
    const tripType = r.pick(TRIP_TYPES);
    const opener = r.chance(0.35) ? unsaid(r, TRIP_OPENERS[tripType], said) : undefined;
    const sentences = [...praise.map((a) => unsaid(r, TOPICS[a].good, said)!), ...complaints.map((a) => unsaid(r, TOPICS[a].bad, said)!)];
    if (r.chance(0.35)) {
      const lengthOfStay = scored.rating >= 4 && r.chance(0.5) ? r.pick(STAY_LENGTH_CLOSINGS)(hotel.name, r.int(1, 5)) : undefined;
      const closing = lengthOfStay && !said.has(lengthOfStay) ? lengthOfStay : unsaid(r, closingsOf(scored.rating), said);
      if (closing) {
        said.add(closing);
        sentences.push(closing);
      }
    }
    const username = `${r.pick(NAMES)} ${String.fromCharCode(65 + r.int(0, 25))}.`;
    return {
      ...scored,
      title,
      username,
      tripType,
      daysAgo: r.int(1, REVIEW_SPAN_DAYS),
      text: [...(opener ? [opener] : []), ...sentences].join(' '),
      praise,
      complaints,
      photos: photosOf(r, { rating: scored.rating, praise, complaints }, hotel, username),
    };
  });
  // Newest first; the same day keeps the generated order.
  return dated.map((rv, i) => ({ rv, i })).sort((a, b) => a.rv.daysAgo - b.rv.daysAgo || a.i - b.i).map(({ rv }) => rv);
}
