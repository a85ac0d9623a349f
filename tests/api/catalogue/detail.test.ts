import { describe, expect, it } from 'vitest';
import { cancellationPolicyResponse } from '../../../contract/cancellationPolicy';
import { hotelDetailResponse } from '../../../contract/detail';
import { failureEnvelope } from '../../../contract/envelope';
import { hotelDescription, mealBasis } from '../../../contract/hotel';
import { hotelSearchResponse } from '../../../contract/search';
import { addDays } from '../../../domain/dates';
import { api, testServer } from '../support/testApp';
import { day, expectRupees, MUMBAI, paise, search, searchBody } from './support';

async function firstHotel(opts: Parameters<typeof searchBody>[0] = {}) {
  const body = await searchBody(opts);
  const res = await search(body);
  const parsed = hotelSearchResponse.parse(res.body).response;
  return { body, hotelSearchId: parsed.hotelSearchId, hotel: parsed.searchResult.his[0]! };
}

describe('POST /search-by-hotel-id', () => {
  it('answers response.hotel with every field the detail page reads', async () => {
    const { body, hotel: hit } = await firstHotel();
    const res = await api('POST', '/search-by-hotel-id', { body: { searchQuery: body.searchQuery, sync: true, hotelId: hit.id } });
    expect(res.status).toBe(200);
    const parsed = hotelDetailResponse.parse(res.body);
    expect(parsed).toEqual(res.body);
    const { hotel, hotelSearchId, searchQuery, id } = parsed.response;
    expect(id).toBe(hit.id);
    expect(searchQuery.checkinDate).toBe(body.searchQuery.checkinDate);
    expect(hotel.ops.length).toBeGreaterThan(0);
    for (const o of hotel.ops) expect(o.id.startsWith(`${hotelSearchId}-${hit.id}-`)).toBe(true);
    // At least 12 pictures, each in three sizes, all distinct.
    const standard = hotel.img.filter((i) => i.sz === 'Standard');
    expect(standard.length).toBeGreaterThanOrEqual(12);
    expect(hotel.img.filter((i) => i.sz === 'XS').length).toBe(standard.length);
    expect(hotel.img.filter((i) => i.sz === 'XXL').length).toBe(standard.length);
    expect(new Set(hotel.img.map((i) => i.url)).size).toBe(hotel.img.length);
    expect(Object.keys(hotelDescription.parse(JSON.parse(hotel.des))).sort()).toEqual(
      ['amenities', 'attractions', 'business_amenities', 'dining', 'headline', 'location', 'onsite_payments', 'rooms', 'spoken_languages', 'transport'],
    );
    expect(hotel.inst.map((i) => i.type)).toEqual(['POLICIES', 'CHECKIN_INSTRUCTIONS', 'FEES', 'INCLUSIONS']);
    expect(hotel.cnt.ph).toMatch(/^\+91 \d{5} \d{5}$/);
    expect(hotel.hotelRatings.userRating).toBeGreaterThanOrEqual(3);
    for (const o of hotel.ops) {
      for (const r of o.ris) {
        expect(mealBasis.options).toContain(r.mb);
        expect(r.radi.bds.length).toBeGreaterThan(0);
        expect(r.rexb.BENEFIT.length).toBeGreaterThan(0);
        expect(r.rexb.SERVICE.length).toBeGreaterThan(0);
      }
    }
    expect(expectRupees(parsed.response)).toEqual([]);
  });

  it('answers 404 for an unknown hotel and 400 for a malformed id', async () => {
    const { body } = await firstHotel();
    const unknown = await api('POST', '/search-by-hotel-id', { body: { searchQuery: body.searchQuery, hotelId: '1275339999' } });
    expect(unknown.status).toBe(404);
    expect(failureEnvelope.parse(unknown.body).hotelFailureMsg).toBe('hotelId: no hotel with id 1275339999');
    const malformed = await api('POST', '/search-by-hotel-id', { body: { searchQuery: body.searchQuery, hotelId: 'abc' } });
    expect(malformed.status).toBe(400);
    expect(failureEnvelope.parse(malformed.body).hotelFailureMsg).toMatch(/^body\.hotelId: /);
  });

  it('checks the query like a search does', async () => {
    const { body, hotel } = await firstHotel();
    const res = await api('POST', '/search-by-hotel-id', {
      body: { searchQuery: { ...body.searchQuery, checkinDate: await day(-2) }, hotelId: hotel.id },
    });
    expect(res.status).toBe(400);
    expect(failureEnvelope.parse(res.body).hotelFailureMsg).toMatch(/^body\.searchQuery\.checkinDate: must not be in the past/);
  });
});

describe('POST /detail-search', () => {
  it('prices the hotel for the default stay: today to tomorrow, 1 room, 1 adult', async () => {
    const { hotel: hit } = await firstHotel();
    const res = await api('POST', '/detail-search', { body: { id: hit.id } });
    expect(res.status).toBe(200);
    const { searchQuery, hotel } = hotelDetailResponse.parse(res.body).response;
    expect(searchQuery.checkinDate).toBe(await day(0));
    expect(searchQuery.checkoutDate).toBe(await day(1));
    expect(searchQuery.roomInfo).toEqual([{ numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 0, childAge: [] }]);
    expect(hotel.id).toBe(hit.id);
    for (const o of hotel.ops) expect(o.ris.map((r) => [r.adt, r.chd])).toEqual([[1, 0]]);
  });

  it('answers 404 for an unknown hotel', async () => {
    const res = await api('POST', '/detail-search', { body: { id: '100000001' } });
    expect(res.status).toBe(404);
    expect(failureEnvelope.parse(res.body).hotelFailureMsg).toBe('id: no hotel with id 100000001');
  });
});

describe('POST /detail-search/v2', () => {
  it('prices the hotel for the stored query of the search', async () => {
    const { body, hotelSearchId, hotel: hit } = await firstHotel({ rooms: [{ numberOfAdults: 2 }, { numberOfAdults: 1, numberOfChild: 1, childAge: [5] }] });
    const res = await api('POST', '/detail-search/v2', { body: { id: hit.id, hotelSearchId, searchQuery: body.searchQuery } });
    expect(res.status).toBe(200);
    const payload = hotelDetailResponse.parse(res.body).response;
    expect(payload.hotelSearchId).toBe(hotelSearchId);
    expect(payload.searchQuery.roomInfo.map((r) => r.numberOfAdults)).toEqual([2, 1]);
    // The search led with the hotel's cheapest option; detail lists them all, cheapest first.
    expect(payload.hotel.pops.length).toBeGreaterThan(1);
    expect(payload.hotel.pops[0]!.tpc).toBe(hit.pops[0]!.tpc);
  });

  it('prices the stored search whatever searchQuery comes with it: the query is checked for shape, never compared or used', async () => {
    const { body, hotelSearchId, hotel: hit } = await firstHotel({ rooms: [{ numberOfAdults: 2 }] });
    const without = await api('POST', '/detail-search/v2', { body: { id: hit.id, hotelSearchId } });
    expect(without.status).toBe(200);
    // Another stay altogether (what a page with an older stay in its session would send).
    const other = {
      ...body.searchQuery,
      checkinDate: await day(30),
      checkoutDate: await day(33),
      roomInfo: [
        { numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 0, childAge: [] },
        { numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 1, childAge: [4] },
      ],
    };
    const withOther = await api('POST', '/detail-search/v2', { body: { id: hit.id, hotelSearchId, searchQuery: other } });
    expect(withOther.status).toBe(200);
    const payload = hotelDetailResponse.parse(withOther.body).response;
    expect(payload).toEqual(hotelDetailResponse.parse(without.body).response);
    expect(payload.hotelSearchId).toBe(hotelSearchId);
    expect(payload.searchQuery.checkinDate).toBe(body.searchQuery.checkinDate);
    expect(payload.searchQuery.roomInfo).toEqual([{ numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] }]);
    expect(payload.hotel.pops[0]!.tpc).toBe(hit.pops[0]!.tpc);
    // A malformed one is bad input like any other field.
    const malformed = await api('POST', '/detail-search/v2', { body: { id: hit.id, hotelSearchId, searchQuery: { ...other, checkinDate: 'soon' } } });
    expect(malformed.status).toBe(400);
    expect(failureEnvelope.parse(malformed.body).hotelFailureMsg).toMatch(/^body\.searchQuery\.checkinDate: /);
  });

  it('answers 404 with a clear message for an unknown or expired search', async () => {
    const { hotelSearchId, hotel } = await firstHotel();
    const unknown = await api('POST', '/detail-search/v2', { body: { id: hotel.id, hotelSearchId: '0123456789abcdef0123' } });
    expect(unknown.status).toBe(404);
    expect(failureEnvelope.parse(unknown.body).hotelFailureMsg).toMatch(/^hotelSearchId: this search is unknown or has expired/);
    const { clock } = await testServer();
    try {
      clock.advance(29 * 60_000);
      expect((await api('POST', '/detail-search/v2', { body: { id: hotel.id, hotelSearchId } })).status).toBe(200);
      clock.advance(2 * 60_000);
      const expired = await api('POST', '/detail-search/v2', { body: { id: hotel.id, hotelSearchId } });
      expect(expired.status).toBe(404);
    } finally {
      clock.reset();
    }
  });

  it('answers 400 for a malformed search id', async () => {
    const res = await api('POST', '/detail-search/v2', { body: { id: '1275339001', hotelSearchId: 'nope' } });
    expect(res.status).toBe(400);
    expect(failureEnvelope.parse(res.body).hotelFailureMsg).toMatch(/^body\.hotelSearchId: /);
  });
});

describe('POST /hotel-cancellation-policy', () => {
  it('describes contiguous penalty windows: free until ddt, then the first night, then the whole stay', async () => {
    const { hotelSearchId, hotel: hit } = await firstHotel({ checkin: 20, nights: 3 });
    const detail = hotelDetailResponse.parse((await api('POST', '/detail-search/v2', { body: { id: hit.id, hotelSearchId } })).body).response.hotel;
    let refundable = 0;
    let nonRefundable = 0;
    const { db } = await testServer();
    const { hotels } = { hotels: await db.rows<{ id: string }>('select id from hotels where city_id = $1 order by id limit 40', [MUMBAI]) };
    const options = [...detail.ops];
    for (const h of hotels) {
      if (refundable && nonRefundable) break;
      const more = await api('POST', '/detail-search/v2', { body: { id: h.id, hotelSearchId } });
      options.push(...hotelDetailResponse.parse(more.body).response.hotel.ops);
    }
    for (const o of options) {
      const hotelId = o.id.split('-')[1]!;
      const res = await api('POST', '/hotel-cancellation-policy', { body: { id: hotelId, optionId: o.id } });
      expect(res.status).toBe(200);
      const parsed = cancellationPolicyResponse.parse(res.body);
      expect(parsed).toEqual(res.body);
      const policy = parsed.response.cancellationPolicy;
      expect(policy).toEqual(o.cnp);
      expect(policy.id).toBe(o.id);
      for (let i = 1; i < policy.pd.length; i++) expect(policy.pd[i]!.fdt).toBe(policy.pd[i - 1]!.tdt);
      const last = policy.pd[policy.pd.length - 1]!;
      expect(last).toMatchObject({ pp: 100, am: o.tp, tdt: `${addDays(await day(20), 3)}T11:00` });
      if (policy.ifra) {
        refundable++;
        expect(policy.inra).toBe(false);
        expect(policy.pd[0]).toMatchObject({ am: 0, pp: 0, rn: 0, tdt: o.ddt });
        expect(paise(policy.pd[1]!.am)).toBe(o.ris.reduce((s, r) => s + paise(r.pis[0]!.fc.TF), 0));
      } else {
        nonRefundable++;
        expect(policy.inra).toBe(true);
        expect(o.ddt).toBeNull();
        expect(o.isBA).toBe(false);
        expect(policy.pd).toHaveLength(1);
      }
    }
    expect(refundable).toBeGreaterThan(0);
    expect(nonRefundable).toBeGreaterThan(0);
  });

  it('answers 404 for an option of another hotel or an unknown option, 400 for a malformed hotel or option id', async () => {
    const { hotel } = await firstHotel();
    const other = await api('POST', '/hotel-cancellation-policy', { body: { id: '1275339001' === hotel.id ? '1275339002' : '1275339001', optionId: hotel.ops[0]!.id } });
    expect(other.status).toBe(404);
    expect(failureEnvelope.parse(other.body).hotelFailureMsg).toMatch(/^optionId: no option/);
    const unknown = await api('POST', '/hotel-cancellation-policy', { body: { id: hotel.id, optionId: hotel.ops[0]!.id.replace(/-\d{1,2}-([A-Z]{2}[RN])$/, '-99-$1') } });
    expect(unknown.status).toBe(404);
    const malformed = await api('POST', '/hotel-cancellation-policy', { body: { id: '12', optionId: hotel.ops[0]!.id } });
    expect(malformed.status).toBe(400);
    expect(failureEnvelope.parse(malformed.body).hotelFailureMsg).toBe('body.id: must be a hotel id');
    const oddOption = await api('POST', '/hotel-cancellation-policy', { body: { id: hotel.id, optionId: 'whatever' } });
    expect(oddOption.status).toBe(400);
    expect(failureEnvelope.parse(oddOption.body).hotelFailureMsg).toBe('body.optionId: must be an option id');
  });
});

describe('generated pictures', () => {
  it('serves every picture of a hotel as a small immutable SVG, distinct per hotel and room type', async () => {
    const { hotel: hit } = await firstHotel();
    const detail = hotelDetailResponse.parse((await api('POST', '/detail-search', { body: { id: hit.id } })).body).response.hotel;
    const { app } = await testServer();
    const bodies = new Set<string>();
    for (const image of detail.img) {
      const res = await app.inject({ method: 'GET', url: image.url });
      expect(res.statusCode, image.url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.length).toBeLessThan(3 * 1024);
      if (image.sz === 'Standard') bodies.add(res.body);
    }
    expect(bodies.size).toBe(detail.img.filter((i) => i.sz === 'Standard').length);
    const missing = await app.inject({ method: 'GET', url: `/media/hotels/${hit.id}/99-Standard.svg` });
    expect(missing.statusCode).toBe(404);
    const city = await app.inject({ method: 'GET', url: `/media/cities/${MUMBAI}.svg` });
    expect(city.statusCode).toBe(200);
    expect(city.body).toContain('Mumbai');
  });
});
