import { describe, expect, it } from 'vitest';
import { hotelSearchRequest } from '../../contract/search';
import { buildSearchRequest } from '../../src/api/search';

describe('search request', () => {
  const params = { place: '1275339', destination: 'Mumbai', checkIn: '2031-03-10', checkOut: '2031-03-12' };

  it('sends the spec defaults and one room entry per room', () => {
    const body = buildSearchRequest(params, [{ adults: 2, childAges: [4, 9] }, { adults: 1 }]);
    expect(body).toEqual({
      cityName: 'Mumbai',
      searchQuery: {
        checkinDate: '2031-03-10',
        checkoutDate: '2031-03-12',
        roomInfo: [
          { numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 2, childAge: [4, 9] },
          { numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 0, childAge: [] },
        ],
        searchCriteria: { city: '1275339', nationality: '106', currency: 'INR' },
        searchPreferences: { ratings: [3, 4, 5], fsc: true },
      },
      sync: true,
    });
    expect(hotelSearchRequest.safeParse(body).success).toBe(true);
  });

  it('defaults to 1 room with 1 adult', () => {
    expect(buildSearchRequest(params).searchQuery.roomInfo).toEqual([{ numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 0, childAge: [] }]);
  });
});
