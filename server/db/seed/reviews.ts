/**
 * A hotel's guest reviews, generated from the catalogue seed and the hotel alone (the same hotel
 * always has the same reviews). The catalogue generator summarises them into the hotel's ratings
 * and the reviews call answers them, both through domain/ratingModel.ts, so the two agree.
 *
 * A review reads as one guest's stay: its aspect scores (cleanliness, service...) decide what it
 * praises and what it complains of, its text says those things, and its title names them in the
 * tone of its stars ("Great location, but noisy rooms" for a 3). No two reviews of a hotel share
 * a title. Some guests add photos of what they wrote about, never the hotel's own pictures.
 */
import { REVIEW_ASPECTS, type ReviewAspect, type ScoredReview } from '../../../domain/ratingModel';
import { rng, type Rng } from './random';

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

const NAMES = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Rahul', 'Meera', 'Aditya', 'Pooja', 'Karthik', 'Divya', 'Sandeep', 'Neha', 'Imran', 'Fatima', 'Gurpreet', 'Joseph', 'Lakshmi', 'Suresh', 'Nandini', 'Manoj'];
const TRIP_TYPES: TripType[] = ['Family', 'Couples', 'Solo', 'Business', 'Friends'];

interface Topic {
  /** Sentences that praise it, and that complain of it. */
  good: readonly string[];
  bad: readonly string[];
  /** How a title names it, well and badly ("friendly staff", "slow service"). */
  goodPhrase: readonly string[];
  badPhrase: readonly string[];
}

export const TOPICS: Record<ReviewAspect, Topic> = {
  Cleanliness: {
    good: ['The room was spotless and the sheets fresh.', 'Housekeeping kept the room clean every day.', 'The bathroom was clean and the towels were changed daily.'],
    bad: ['The bathroom could have been cleaner.', 'There was dust under the bed and we had to ask for the room to be cleaned.', 'The bedsheets were stained and were changed only when we asked.'],
    goodPhrase: ['spotless rooms', 'a very clean hotel'],
    badPhrase: ['rooms that need cleaning', 'a grubby bathroom'],
  },
  Service: {
    good: ['Staff at the front desk were polite and helped us plan our day.', 'Check-in was quick and the room was ready before time.', 'The staff went out of their way to arrange an early check-in for us.'],
    bad: ['Room service took almost an hour.', 'Check-in was slow and took forty minutes.', 'The staff were not much help when we asked for an extra blanket.'],
    goodPhrase: ['friendly staff', 'helpful service'],
    badPhrase: ['slow service', 'unhelpful staff'],
  },
  Location: {
    good: ['The location is central, with markets and restaurants a short walk away.', 'It is easy to reach from the station and close to the main sights.', 'Autos and taxis were always available right outside.'],
    bad: ['The hotel is a long way from the main sights.', 'The lane is narrow and hard to find at night.', 'There is little to eat within walking distance.'],
    goodPhrase: ['a great location', 'an easy location'],
    badPhrase: ['an out-of-the-way location', 'a hard-to-find lane'],
  },
  'Value for money': {
    good: ['Great value for money compared with other places in the area.', 'Good rooms for the price we paid.'],
    bad: ['Overpriced for what you get.', 'Too expensive for rooms this basic.'],
    goodPhrase: ['great value', 'a fair price'],
    badPhrase: ['a steep price', 'poor value'],
  },
  Rooms: {
    good: ['The bed was very comfortable and the room quiet.', 'The room was spacious, with good air conditioning and strong WiFi.', 'Hot water, strong WiFi and a quiet room: everything we needed after a long day of sightseeing.'],
    bad: ['The air conditioning was noisy at night.', 'Street noise made it hard to sleep.', 'The room was smaller than we expected.', 'The WiFi kept dropping in our room.'],
    goodPhrase: ['comfortable rooms', 'a quiet room'],
    badPhrase: ['noisy rooms', 'a cramped room'],
  },
  Food: {
    good: ['Breakfast had a good spread of South and North Indian dishes.', 'The food was fresh and tasty, and the chai excellent.'],
    bad: ['Breakfast was limited and ran out early.', 'The food was bland and the menu small.'],
    goodPhrase: ['a lovely breakfast', 'tasty food'],
    badPhrase: ['a poor breakfast', 'bland food'],
  },
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** How good the hotel is underneath its reviews (3.0-4.9 stars): better stars, better reviews on average. */
function quality(hotelId: string, stars: number, seed: number): number {
  const r = rng(seed, 'quality', hotelId);
  return Math.min(4.9, Math.max(3, 3.3 + stars * 0.15 + r.between(0, 0.9)));
}

/**
 * The stars and aspect scores of a hotel's reviews, newest first: all the catalogue needs to
 * summarise them. Drawn from a stream of their own, so the texts (drawn after) never change them.
 */
export function reviewScores(hotel: { id: string; stars: number }, seed: number): ScoredReview[] {
  const r = rng(seed, 'review-scores', hotel.id);
  const base = quality(hotel.id, hotel.stars, seed);
  const count = r.int(8, 24);
  const scores: ScoredReview[] = [];
  for (let i = 0; i < count; i++) {
    const drift = r.next();
    const rating = Math.max(1, Math.min(5, Math.round(base + (drift < 0.1 ? -2 : drift < 0.3 ? -1 : drift > 0.8 ? 1 : 0) + r.between(-0.4, 0.4))));
    const aspects = {} as Record<ReviewAspect, number>;
    for (const a of REVIEW_ASPECTS) aspects[a] = Math.max(1, Math.min(5, Math.round(rating + r.between(-1.2, 1.2))));
    scores.push({ rating, aspects });
  }
  return scores;
}

/**
 * The aspects a review praises and complains of, from its scores, best and worst first; `more`
 * takes in further aspects (still fitting its stars) when its first choice left no title free.
 */
function verdicts(order: readonly ReviewAspect[], counts: { good: number; bad: number }, { rating, aspects }: ScoredReview, more: number) {
  const best = [...order].sort((a, b) => aspects[b] - aspects[a]);
  const worst = [...best].reverse();
  const praised = (min: number) => best.filter((a) => aspects[a] >= min);
  const faulted = (max: number) => worst.filter((a) => aspects[a] <= max);
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

/** The reviews whole: `reviewScores` in the same order, with their titles, guests, trip types, days, texts and photos. */
export function generateReviews(hotel: ReviewedHotel, seed: number): GeneratedReview[] {
  const r = rng(seed, 'review-texts', hotel.id);
  const titles = new Set<string>();
  const dated = reviewScores(hotel, seed).map((scored, i) => {
    const order = r.sample(REVIEW_ASPECTS, REVIEW_ASPECTS.length);
    const counts = { good: r.int(1, 3), bad: r.int(1, 3) };
    let found: { praise: ReviewAspect[]; complaints: ReviewAspect[]; title: string } | undefined;
    for (let more = 0; !found && more <= REVIEW_ASPECTS.length; more++) {
      const { praise, complaints } = verdicts(order, counts, scored, more);
      const title = titleCandidates(scored.rating, praise, complaints).find((t) => !titles.has(t));
      if (title) found = { praise, complaints, title };
    }
    // Every aspect named and still no title free (not met in practice): the stay's number tells it apart.
    const { praise, complaints, title } = found ?? { ...verdicts(order, counts, scored, REVIEW_ASPECTS.length), title: `Stay number ${i + 1}` };
    titles.add(title);
    const sentences = [...praise.map((a) => r.pick(TOPICS[a].good)), ...complaints.map((a) => r.pick(TOPICS[a].bad))];
    if (scored.rating >= 4 && r.chance(0.3)) sentences.push(`We stayed at ${hotel.name} for ${r.int(1, 5)} nights and would book again.`);
    const username = `${r.pick(NAMES)} ${String.fromCharCode(65 + r.int(0, 25))}.`;
    return {
      ...scored,
      title,
      username,
      tripType: r.pick(TRIP_TYPES),
      daysAgo: r.int(1, REVIEW_SPAN_DAYS),
      text: sentences.join(' '),
      praise,
      complaints,
      photos: photosOf(r, { rating: scored.rating, praise, complaints }, hotel, username),
    };
  });
  // Newest first; the same day keeps the generated order.
  return dated.map((rv, i) => ({ rv, i })).sort((a, b) => a.rv.daysAgo - b.rv.daysAgo || a.i - b.i).map(({ rv }) => rv);
}
