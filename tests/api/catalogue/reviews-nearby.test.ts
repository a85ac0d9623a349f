import { describe, expect, it } from 'vitest';
import { failureEnvelope } from '../../../contract/envelope';
import { NEARBY_CATEGORIES, nearbyResponse } from '../../../contract/nearby';
import { reviewsResponse } from '../../../contract/reviews';
import { addDays, todayInIndia } from '../../../domain/dates';
import { placesRepo } from '../../../server/modules/places/repo';
import { placesService } from '../../../server/modules/places/service';
import { reviewService } from '../../../server/modules/reviews/service';
import { stayReviewRepo } from '../../../server/modules/reviews/stayReviewRepo';
import { api, guestToken, testServer } from '../support/testApp';
import { distanceKm, MUMBAI, search, searchBody } from './support';

async function someHotels(n: number) {
  const { db } = await testServer();
  return db.rows<{ id: string; name: string; latitude: number; longitude: number }>(
    'select id, name, latitude, longitude from hotels where city_id = $1 order by id limit $2',
    [MUMBAI, n],
  );
}

describe('POST /hotel/reviews', () => {
  it('answers categories with band shares, aspect averages and reviews, and guest photos', async () => {
    let long = 0;
    let withPhotos = 0;
    for (const hotel of await someHotels(5)) {
      const body = { hotelId: hotel.id, hotelName: hotel.name, latitude: hotel.latitude, longitude: hotel.longitude };
      const res = await api('POST', '/hotel/reviews', { body });
      expect(res.status).toBe(200);
      const parsed = reviewsResponse.parse(res.body);
      expect(parsed).toEqual(res.body);
      const { categoryList, photos } = parsed.response;
      expect(categoryList[0]!.categoryName).toBe('Everyone');
      const everyone = categoryList[0]!;
      expect(everyone.reviewList.length).toBeGreaterThanOrEqual(8);
      for (const category of categoryList) {
        expect(category.reviewSummary.map((s) => s.type)).toEqual(['Excellent', 'Very Good', 'Good', 'Average', 'Poor']);
        expect(category.reviewSummary.reduce((s, x) => s + x.percentage, 0)).toBe(100);
        expect(category.reviewList.length).toBeGreaterThan(0);
        expect(category.categoryReview.length).toBeGreaterThan(0);
      }
      const counted = categoryList.slice(1).reduce((s, c) => s + c.reviewList.length, 0);
      expect(counted).toBeLessThanOrEqual(everyone.reviewList.length);
      long += everyone.reviewList.filter((r) => r.text.length > 150).length;
      // Guest photos come with some reviews (a hotel whose guests added none has none), each its own picture.
      withPhotos += photos.length > 0 ? 1 : 0;
      const { app } = await testServer();
      for (const p of photos) {
        expect(p.caption).toMatch(/^(Our room|Breakfast|View from our window|The pool|The bathroom|The street outside) \(.+\)$/);
        const photo = await app.inject({ method: 'GET', url: p.images.original.url });
        expect(photo.statusCode).toBe(200);
      }
      // Same hotel, same reviews.
      expect((await api('POST', '/hotel/reviews', { body })).body).toEqual(res.body);
    }
    expect(long).toBeGreaterThan(0);
    expect(withPhotos).toBeGreaterThan(0);
  });

  it('one rating model: the search card, the detail header and the Everyone tab give the same score, count, shares and aspects', async () => {
    const res = await search(await searchBody());
    expect(res.status).toBe(200);
    const hits = (res.body as { response: { searchResult: { his: Array<{ id: string; hotelRatings: Record<string, number> }> } } }).response.searchResult.his;
    expect(hits.length).toBeGreaterThan(5);
    for (const hit of hits.slice(0, 8)) {
      const { body } = await api('POST', '/hotel/reviews', { body: { hotelId: hit.id } });
      const categories = reviewsResponse.parse(body).response.categoryList;
      const everyone = categories[0]!;
      const ratings = everyone.reviewList.map((r) => r.rating);
      const mean = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
      expect(hit.hotelRatings.userRating).toBe(mean);
      expect(hit.hotelRatings.reviewCount).toBe(ratings.length);
      expect(hit.hotelRatings.ratingScore).toBe(Math.round(mean * 20) / 10);
      const aspect = (type: string) => everyone.categoryReview.find((a) => a.type === type)!.averageRating;
      expect(hit.hotelRatings.service).toBe(aspect('Service'));
      expect(hit.hotelRatings.valueForMoney).toBe(aspect('Value for money'));
      expect(hit.hotelRatings.location).toBe(aspect('Location'));
      for (const category of categories) {
        // Each share is what its reviews make: n of N reviews is n/N (whole percentages summing to 100).
        const n = category.reviewList.length;
        category.reviewSummary.forEach(({ type, percentage }, b) => {
          const inBand = category.reviewList.filter((r) => r.rating === 5 - b).length;
          expect(Math.abs(percentage - (inBand * 100) / n), `${type} of ${category.categoryName}`).toBeLessThan(1);
        });
      }
    }
  });

  it('dates reviews in the 700 days before the catalogue was seeded: recent, and fixed for a seed and seeding day', async () => {
    const { db, app, config, clock } = await testServer();
    const [meta] = await db.rows<{ value: string }>("select value from catalogue_meta where key = 'seeded_on'");
    const seededOn = meta!.value;
    const today = todayInIndia(clock.now());
    expect([today, addDays(today, -1)]).toContain(seededOn);
    let newest = '0000-00-00';
    for (const hotel of await someHotels(5)) {
      const { body } = await api('POST', '/hotel/reviews', { body: { hotelId: hotel.id } });
      const dates = reviewsResponse.parse(body).response.categoryList[0]!.reviewList.map((r) => r.published_date);
      for (const d of dates) {
        expect(d < seededOn).toBe(true);
        expect(d >= addDays(seededOn, -700)).toBe(true);
      }
      newest = dates.reduce((a, b) => (a > b ? a : b), newest);
    }
    expect(newest >= addDays(seededOn, -120)).toBe(true);
    // Another seeding day moves every date by the same number of days, and nothing else.
    const hotelId = (await someHotels(1))[0]!.id;
    const stays = stayReviewRepo(db.orm).ofHotel;
    const here = await reviewService(app.catalogue.shared, config.catalogue.seed, '2026-03-01', stays).reviews(hotelId);
    const later = await reviewService(app.catalogue.shared, config.catalogue.seed, '2026-03-11', stays).reviews(hotelId);
    expect(await reviewService(app.catalogue.shared, config.catalogue.seed, '2026-03-01', stays).reviews(hotelId)).toEqual(here);
    const shift = (r: typeof here) => r.categoryList[0]!.reviewList.map((rv) => ({ ...rv, published_date: addDays(rv.published_date, 10) }));
    expect(later.categoryList[0]!.reviewList).toEqual(shift(here));
  });

  it('answers 404 for an unknown hotel and 400 without a hotel id', async () => {
    const unknown = await api('POST', '/hotel/reviews', { body: { hotelId: '1275339999' } });
    expect(unknown.status).toBe(404);
    const missing = await api('POST', '/hotel/reviews', { body: { hotelName: 'Somewhere' } });
    expect(missing.status).toBe(400);
    expect(failureEnvelope.parse(missing.body).hotelFailureMsg).toMatch(/^body\.hotelId: /);
  });
});

describe('POST /nearby-search', () => {
  it('needs a live device token', async () => {
    const res = await api('POST', '/nearby-search', { body: { latitude: 19.07, longitude: 72.87, radius: 3000 } });
    expect(res.status).toBe(401);
    expect(failureEnvelope.parse(res.body).hotelFailureMsg).toMatch(/^authorization: /);
  });

  it('answers places within the radius, nearest first, of the asked type', async () => {
    const token = await guestToken();
    const { db } = await testServer();
    const [centre] = await db.rows<{ latitude: number; longitude: number }>('select latitude, longitude from cities where id = $1', [MUMBAI]);
    const near = async (radius: number, type?: string) => {
      const res = await api('POST', '/nearby-search', { token, body: { latitude: centre!.latitude, longitude: String(centre!.longitude), radius, ...(type ? { type } : {}) } });
      expect(res.status).toBe(200);
      const parsed = nearbyResponse.parse(res.body);
      expect(parsed).toEqual(res.body);
      return parsed.response.results;
    };
    const small = await near(3000);
    const large = await near(8000);
    expect(large.length).toBeGreaterThanOrEqual(small.length);
    for (const [list, km] of [[small, 3], [large, 8]] as const) {
      const distances = list.map((p) => distanceKm(centre!.latitude, centre!.longitude, p.geometry.location.lat, p.geometry.location.lng));
      for (const d of distances) expect(d).toBeLessThanOrEqual(km + 0.001);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    for (const { type } of NEARBY_CATEGORIES) {
      const typed = await near(15000, type);
      expect(typed.length, type).toBeGreaterThan(0);
      for (const p of typed) {
        expect(p.types[0]).toBe(type);
        expect(p.icon).toBe(`/media/icons/${type}.svg`);
      }
    }
  });

  it('finds, for every hotel of the catalogue, a place of each category within 3,000 m (every third hotel asked)', async () => {
    const token = await guestToken();
    const { db } = await testServer();
    // A deterministic third of the seeded hotels, every city included (the generator test checks them all).
    const all = await db.rows<{ id: string; city_id: number; latitude: number; longitude: number }>('select id, city_id, latitude, longitude from hotels order by id');
    const hotels = all.filter((_, i) => i % 3 === 0);
    expect(hotels.length).toBeGreaterThanOrEqual(500);
    expect(new Set(hotels.map((h) => h.city_id)).size).toBe(new Set(all.map((h) => h.city_id)).size);
    const lacking: string[] = [];
    for (const hotel of hotels) {
      for (const { category, type } of NEARBY_CATEGORIES) {
        const res = await api('POST', '/nearby-search', { token, body: { latitude: hotel.latitude, longitude: hotel.longitude, radius: 3000, type } });
        const results = nearbyResponse.parse(res.body).response.results;
        const within = results.filter((p) => distanceKm(hotel.latitude, hotel.longitude, p.geometry.location.lat, p.geometry.location.lng) <= 3);
        if (within.length === 0) lacking.push(`${hotel.id}: ${category}`);
      }
    }
    expect(lacking).toEqual([]);
  }, 120_000);

  it('answers 400 naming the field for bad coordinates, radius or type', async () => {
    const token = await guestToken();
    for (const [body, field] of [
      [{ latitude: 91, longitude: 72, radius: 3000 }, 'latitude'],
      [{ latitude: 'north', longitude: 72, radius: 3000 }, 'latitude'],
      [{ latitude: 19, longitude: 72, radius: 0 }, 'radius'],
      [{ latitude: 19, longitude: 72, radius: 3000, type: 'casino' }, 'type'],
    ] as const) {
      const res = await api('POST', '/nearby-search', { token, body });
      expect(res.status).toBe(400);
      expect(failureEnvelope.parse(res.body).hotelFailureMsg).toMatch(new RegExp(`^body\\.${field}: `));
    }
  });
});

describe('nearby places read ahead', () => {
  it('are read once when the server warms them, and a search made meanwhile waits for that read rather than making another', async () => {
    const { db } = await testServer();
    const repo = placesRepo(db);
    let reads = 0;
    const places = placesService({ all: () => (reads++, repo.all()) });
    places.warm();
    expect(reads).toBe(1);
    const answer = await places.nearby({ latitude: 19.076, longitude: 72.8777, radius: 3000 });
    expect(answer.length).toBeGreaterThan(0);
    await places.nearby({ latitude: 28.6139, longitude: 77.209, radius: 3000 });
    expect(reads).toBe(1);
  });

  it('a failed read ahead is left to the first search, which reads again', async () => {
    const { db } = await testServer();
    const repo = placesRepo(db);
    let reads = 0;
    const places = placesService({ all: () => (++reads === 1 ? Promise.reject(new Error('not yet')) : repo.all()) });
    places.warm();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await places.nearby({ latitude: 19.076, longitude: 72.8777, radius: 3000 })).length).toBeGreaterThan(0);
    expect(reads).toBe(2);
  });
});
