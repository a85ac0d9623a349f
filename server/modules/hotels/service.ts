import type { CancellationPolicy } from '../../../contract/cancellationPolicy';
import type { HotelDetail, HotelDetailPayload, HotelOption } from '../../../contract';
import type { SearchQueryInput } from '../../../contract/searchQuery';
import { toRupees } from '../../../domain/money';
import { notFound } from '../../http/apiError';
import { hotelAddress, type Hotel, type Plan } from '../catalogue/store/hotels';
import type { HotelEntry } from '../catalogue/store/catalogueStore';
import type { StoredSearch } from '../catalogue/searchStore';
import { hotelImages, photoUrl } from '../media/urls';
import { roomPictureUrl } from '../media/svg';
import { firstNightPaise, nightByNight, prepareStay, totalPerNight, type Stay, type StayPrice } from '../../rules/stayPrice';
import { priceOption, type Offer } from '../search/offers';
import { optionId, parseOptionId } from '../search/optionId';
import type { SearchService } from '../search/service';
import type { CallerSession } from '../session/service';
import { wishlistFlag } from '../search/wishlist';
import { breakMessage } from '../supply/breakMessages';
import { cancellationPolicy } from './policy';

/** A room's picture: its own photo, else an imported hotel's first photo, else its generated illustration. */
function roomPicture(hotel: Hotel, room: Hotel['roomTypes'][number]): string | undefined {
  if (room.photo) return photoUrl(room.photo, 'Standard');
  if (hotel.photos) return hotel.photos[0] ? photoUrl(hotel.photos[0], 'Standard') : undefined;
  return roomPictureUrl(hotel, room.position);
}

const EXPIRED = 'hotelSearchId: this search is unknown or has expired (searches last 30 minutes); search again';

/** Hotel detail (three ways of choosing the stay) and cancellation policies. */
export function hotelService(search: SearchService, clock: () => Date) {
  const hotelOf = (id: string, field = 'id'): HotelEntry => {
    const entry = search.catalogue.entry(id);
    if (!entry) throw notFound(`${field}: no hotel with id ${id}`);
    return entry;
  };

  async function detail(entry: HotelEntry, stored: StoredSearch, session: CallerSession | null): Promise<HotelDetailPayload> {
    const { hotel } = entry;
    const wishlisted = await search.wishlistOf(session);
    const { stay, offers, unsold } = search.priceHotel(entry, stored);
    const now = clock();
    const ops = offers.map((o) => option(o, stored.id, stay, now));
    const detailHotel: HotelDetail = {
      id: hotel.id,
      name: hotel.name,
      rt: hotel.stars,
      pt: hotel.propertyType,
      img: hotelImages(hotel),
      illustrated: !hotel.imported,
      ad: hotelAddress(hotel),
      gl: { lt: hotel.lat.toFixed(6), ln: hotel.lng.toFixed(6) },
      fl: hotel.facilities,
      hotelRatings: hotel.ratings,
      pops: offers.map((o) => ({
        tpc: toRupees(totalPerNight(o.price.tp, stay)), tp: toRupees(o.price.tp), taf: toRupees(o.price.taf), fc: JSON.parse(o.roomType.fcJson[o.planIndex]!),
      })),
      ops,
      wishlist: wishlistFlag(wishlisted, hotel.id),
      cnt: { ph: hotel.phone },
      des: hotel.description,
      inst: hotel.instructions,
      ...(unsold.length > 0
        ? { unavailable: unsold.map((u) => ({ rt: u.roomType.name, mb: u.plan.mealBasis as HotelOption['ris'][number]['mb'], why: breakMessage(u.why, stay) })) }
        : {}),
    };
    return { id: hotel.id, hotelSearchId: stored.id, searchQuery: stored.query, hotel: detailHotel };
  }

  function policyOf(optionId: string, hotel: Hotel, plan: Plan, price: StayPrice, stay: Stay, now: Date) {
    return cancellationPolicy({
      optionId, plan, checkin: stay.checkin, checkout: stay.checkout, rooms: stay.rooms.length, nights: stay.nightCount,
      totalPaise: price.tp, firstNightPaise: firstNightPaise(price, stay), now, hotelPayLater: hotel.payLater,
    });
  }

  function option(o: Offer, searchId: string, stay: Stay, now: Date): HotelOption {
    const id = optionId(searchId, o.hotel.id, o.roomType.position, o.plan.code);
    const rooms = nightByNight(o.price, stay);
    const policy = policyOf(id, o.hotel, o.plan, o.price, stay, now);
    const rt = o.roomType;
    return {
      id,
      tp: toRupees(o.price.tp),
      ris: rooms.map((r, i) => ({
        id: `${rt.id}-${i + 1}`,
        srn: rt.name,
        rc: rt.category,
        rt: rt.name,
        img: roomPicture(o.hotel, rt),
        tp: toRupees(r.bf + r.taf),
        adt: r.room.adults,
        chd: r.room.childAges.length,
        mb: o.plan.mealBasis as HotelOption['ris'][number]['mb'],
        fcs: rt.facilities,
        rexb: { BENEFIT: rt.benefits, SERVICE: rt.services },
        radi: { bds: rt.beds, ar: { asm: rt.areaSqft } },
        pis: r.nights.map((n, day) => ({ day: day + 1, date: stay.nightDates()[day]!, fc: { TF: toRupees(n.bf + n.taf), TAF: toRupees(n.taf), BF: toRupees(n.bf) } })),
        tfcs: { TF: toRupees(r.bf + r.taf), TAF: toRupees(r.taf), BF: toRupees(r.bf) },
      })),
      cnp: policy.cnp,
      ddt: policy.ddt,
      ispr: o.plan.meal === 'AI',
      ipr: o.hotel.panRequired,
      ipm: o.hotel.passportRequired,
      isBA: policy.isBA,
    };
  }

  return {
    /** POST /search-by-hotel-id: a fresh search for one hotel. */
    async byHotelId(hotelId: string, query: SearchQueryInput, session: CallerSession | null): Promise<HotelDetailPayload> {
      const hotel = hotelOf(hotelId, 'hotelId');
      const normalised = search.normalise(query);
      return detail(hotel, search.store.create(normalised), session);
    },

    /** POST /detail-search: the hotel priced for the default stay (today to tomorrow, 1 room, 1 adult). */
    async byId(hotelId: string, session: CallerSession | null): Promise<HotelDetailPayload> {
      const hotel = hotelOf(hotelId);
      return detail(hotel, search.store.create(search.defaultQuery()), session);
    },

    /** POST /detail-search/v2: the hotel priced for a stored search. */
    async bySearch(hotelId: string, hotelSearchId: string, session: CallerSession | null): Promise<HotelDetailPayload> {
      const hotel = hotelOf(hotelId);
      const stored = await search.store.get(hotelSearchId);
      if (!stored) throw notFound(EXPIRED);
      return detail(hotel, stored, session);
    },

    /**
     * POST /hotel-cancellation-policy: the option priced for its search's stay from its nights as
     * they are now, whatever is left of its rooms; an option whose plan does not sell the stay is
     * not found, with why.
     */
    async cancellationPolicy(hotelId: string, id: string): Promise<CancellationPolicy> {
      const entry = hotelOf(hotelId);
      const { hotel } = entry;
      const parsed = parseOptionId(id);
      if (!parsed || parsed.hotelId !== hotel.id) throw notFound(`optionId: no option ${id} for hotel ${hotel.id}`);
      const stored = await search.store.get(parsed.searchId);
      if (!stored) throw notFound(EXPIRED.replace('hotelSearchId', 'optionId'));
      const stay = prepareStay(stored.query);
      const priced = priceOption(search.catalogue, entry.record, hotel, parsed.roomTypeId, parsed.planCode, stay);
      if (!priced) throw notFound(`optionId: no option ${id} for hotel ${hotel.id}`);
      if ('why' in priced) throw notFound(`optionId: ${breakMessage(priced.why, stay)}`);
      return policyOf(id, hotel, priced.offer.plan, priced.offer.price, stay, clock()).cnp;
    },
  };
}
export type HotelService = ReturnType<typeof hotelService>;
