/**
 * Booking (spec 001 §4): review an option (a DRAFT with the server's own stay and price), book it
 * to pay now (PENDING, rooms held 15 minutes) or block it to pay later (HOLD, rooms held until the
 * pay-by time), list a traveller's bookings, cancel one. Amounts are always the server's:
 * a client's total is only compared with them.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  bookingMessages, type BookingDetail, type BookingListItem, type BookingPayload, type BookingResult, type CancelRequest, type CancelResult, type MyBookings, type PriceBreakup,
  type ReviewResponseBody, OPTION_ID_PATTERN,
} from '../../../contract/booking';
import { refundAt } from '../../../domain/cancellationPenalty';
import { indiaDateTime, indiaInstant } from '../../../domain/dates';
import { toPaise, toRupees } from '../../../domain/money';
import { perNightPaise } from '../../../domain/pricing';
import { nightByNight, prepareStay, priceStay, type StayPrice } from '../../../domain/stayPrice';
import { ApiError, notFound } from '../../http/apiError';
import type { Hotel, Plan, RoomType } from '../catalogue/readModel';
import { hotelAddress } from '../catalogue/readModel';
import type { SearchService } from '../search/service';
import { cancellationPolicy, type OptionPolicy } from '../hotels/policy';
import { hotelImageUrl } from '../media/urls';
import type { SoldHotel } from '../../db/schema';
import { checkGuests } from './guests';
import { ChangeRefused, type BookingRepo, type BookingRow } from './repo';

/** Minutes a pay-now booking holds its rooms for payment. */
export const PAYMENT_HOLD_MINUTES = 15;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newBookingId(): string {
  const bytes = randomBytes(10);
  let id = 'PDV';
  for (const byte of bytes) id += CROCKFORD[byte & 31];
  return id;
}

export interface BookingDeps {
  repo: BookingRepo;
  search: SearchService;
  clock: () => Date;
  /** Tells search that a city's allotment changed (its snapshot is read again). */
  allotmentChanged: (cityId: number) => void;
  /** A cancellation made a refund due (payments sends it). */
  refundDue: () => void;
}

type Mode = 'payNow' | 'payLater';

const optionNotFound = (optionId: string) => notFound(`optionId: no option ${optionId} is offered; choose the room again`);

function breakup(price: Pick<StayPrice, 'bf' | 'taf' | 'tp'>, nights: number, rooms: number): PriceBreakup {
  return {
    base: toRupees(price.bf),
    taxes: toRupees(price.taf),
    total: toRupees(price.tp),
    perNight: toRupees(perNightPaise(price.tp, nights)),
    nights,
    rooms,
  };
}

const rowBreakup = (row: BookingRow) => breakup({ bf: row.basePaise, taf: row.taxPaise, tp: row.totalPaise }, row.nights, row.rooms);

function soldHotel(hotel: Hotel, roomType: RoomType, plan: Plan): SoldHotel {
  const ad = hotelAddress(hotel);
  return {
    name: hotel.name,
    stars: hotel.stars,
    adr: [ad.adr, ad.adr2].filter(Boolean).join(', '),
    city: ad.ctn,
    state: ad.state.name,
    country: ad.country.name,
    postalCode: ad.postalCode,
    img: hotelImageUrl(hotel.id, 0, 'Standard'),
    ph: hotel.phone,
    room: { name: roomType.name, category: roomType.category, mb: plan.mealBasis, beds: roomType.beds },
  };
}

export function bookingService({ repo, search, clock, allotmentChanged, refundDue }: BookingDeps) {
  const { model } = search;

  /** The hotel, room type and plan a booking or option names; 404 when the catalogue has none. */
  function optionParts(hotelId: string, roomTypeId: string, planCode: string, optionId: string) {
    const hotel = model.hotels.get(hotelId);
    const roomType = model.roomTypes.get(roomTypeId);
    const plan = roomType?.plans.find((p) => p.code === planCode);
    if (!hotel || !roomType || !plan || roomType.hotelId !== hotel.id) throw optionNotFound(optionId);
    return { hotel, roomType, plan };
  }

  function policyOf(row: Pick<BookingRow, 'optionId' | 'checkin' | 'checkout' | 'rooms' | 'nights'>, hotel: Hotel, plan: Plan, price: StayPrice, firstNight: number, now: Date): OptionPolicy {
    return cancellationPolicy({
      optionId: row.optionId, plan, checkin: row.checkin, checkout: row.checkout, rooms: row.rooms, nights: row.nights,
      totalPaise: price.tp, firstNightPaise: firstNight, now, hotelPayLater: hotel.payLater,
    });
  }

  /** The stay of a booking priced now, with its policy now. */
  function priceNow(row: BookingRow, now: Date) {
    const { hotel, roomType, plan } = optionParts(row.hotelId, row.roomTypeId, row.planCode, row.optionId);
    const stay = prepareStay({ checkinDate: row.checkin, checkoutDate: row.checkout, roomInfo: row.roomInfo });
    const price = priceStay(roomType, plan, stay, hotel.city.season);
    const rooms = nightByNight(price, stay, hotel.city.season);
    const firstNight = rooms.reduce((sum, r) => sum + r.nights[0]!.bf + r.nights[0]!.taf, 0);
    return { hotel, price, rooms, policy: policyOf(row, hotel, plan, price, firstNight, now) };
  }

  /** The booking of `bookingId` if it is the user's: 404 when there is none, 403 when another's. */
  async function ownBooking(userId: string, bookingId: string): Promise<BookingRow> {
    const row = await repo.find(bookingId);
    if (!row) throw notFound(bookingMessages.notFound);
    if (row.userId !== userId) throw new ApiError('forbidden', 'This booking belongs to another account.');
    return row;
  }

  function result(row: BookingRow): BookingResult {
    return {
      bookingId: row.id,
      bookingStatus: row.status as BookingResult['bookingStatus'],
      paymentStatus: row.paymentStatus,
      amountDue: toRupees(row.totalPaise - row.amountPaidPaise),
      holdUntil: indiaDateTime(row.holdUntil!),
      price: rowBreakup(row),
    };
  }

  const completed = (row: BookingRow, now: Date) => now.getTime() >= indiaInstant(row.checkout, 11).getTime();

  function listItem(row: BookingRow, now: Date): BookingListItem {
    const guests = row.guests ?? [];
    const travellers = guests.flatMap((room) => room.travellerInfo);
    const cancellable = (row.status === 'PENDING' || row.status === 'HOLD' || row.status === 'SUCCESS') && !completed(row, now);
    const quote = cancellable ? refundAt(row.policy, indiaDateTime(now), row.totalPaise, row.amountPaidPaise) : null;
    return {
      bookingId: row.id,
      hotelId: row.hotelId,
      userId: row.userId,
      hotelName: row.hotel.name,
      hotelRating: row.hotel.stars,
      address: { adr: [row.hotel.adr, row.hotel.city].filter(Boolean).join(', ') },
      imgUrl: row.hotel.img,
      checkInDate: row.checkin,
      checkOutDate: row.checkout,
      nights: row.nights,
      numOfGuests: row.adults + row.children,
      numOfAdults: row.adults,
      numberOfRooms: row.rooms,
      roomType: row.hotel.room.name,
      mealBasis: row.hotel.room.mb,
      paymentStatus: row.paymentStatus,
      bookingStatus: row.status as BookingListItem['bookingStatus'],
      holdUntil: (row.status === 'PENDING' || row.status === 'HOLD') && row.holdUntil ? indiaDateTime(row.holdUntil) : null,
      // Children's entries carry no PAN (spec 001 §3); a PAN is shown masked but for its last four.
      travellerInfo: travellers.map((t) => ({ fN: t.fN, lN: t.lN, ti: t.ti, pan: t.pt === 'CHILD' || !t.pan ? '' : `XXXXX${t.pan.slice(5)}` })),
      specialRequest: row.specialRequest ?? {
        smokingRoom: false, lateCheckIn: false, earlyCheckIn: false, highFloor: false, largeBed: false, twinBed: false, additionalRequests: '',
      },
      email: row.email ?? '',
      userContactNumber: row.phone ?? '',
      createdTime: row.createdAt.toISOString(),
      ratingStatus: false,
      price: rowBreakup(row),
      amountPaid: toRupees(row.amountPaidPaise),
      cancellation: quote && { penalty: toRupees(quote.penalty), refund: toRupees(quote.refund), freeUntil: row.freeCancelUntil ? indiaDateTime(row.freeCancelUntil) : null },
      cancelled: row.cancelledAt ? { at: row.cancelledAt.toISOString(), reason: row.cancelReason ?? '', refund: toRupees(row.refundPaise) } : null,
    };
  }

  return {
    ownBooking,
    find: (bookingId: string) => repo.find(bookingId),

    /** POST /hotel-review: the option's stay and price as the server has them, kept as a draft booking. */
    async review(userId: string, hotelId: string, optionId: string): Promise<ReviewResponseBody> {
      const parsed = OPTION_ID_PATTERN.exec(optionId);
      if (!parsed || parsed[2] !== hotelId) throw optionNotFound(optionId);
      const { hotel, roomType, plan } = optionParts(hotelId, `${parsed[2]}-${parsed[3]}`, parsed[4]!, optionId);
      const stored = await search.store.get(parsed[1]!);
      if (!stored) throw notFound('optionId: this search has expired (searches last 30 minutes); search again');
      const now = clock();
      const { stay, offers } = await search.priceHotel(hotel, stored);
      const offer = offers.find((o) => o.roomType.id === roomType.id && o.plan.code === plan.code);
      if (!offer) throw new ApiError('noRooms', bookingMessages.noRooms);
      const rooms = nightByNight(offer.price, stay, hotel.city.season);
      const firstNight = rooms.reduce((sum, r) => sum + r.nights[0]!.bf + r.nights[0]!.taf, 0);
      const draft = {
        optionId, checkin: stay.checkin, checkout: stay.checkout, rooms: stay.rooms.length, nights: stay.nightCount,
      };
      const policy = policyOf(draft, hotel, plan, offer.price, firstNight, now);
      const sold = soldHotel(hotel, roomType, plan);
      const id = newBookingId();
      const roomInfo = stored.query.roomInfo.map((r) => ({ numberOfRooms: r.numberOfRooms, numberOfAdults: r.numberOfAdults, numberOfChild: r.numberOfChild, childAge: r.childAge }));
      await repo.insertDraft({
        ...draft,
        id, userId, status: 'DRAFT', paymentStatus: 'PENDING', hotelId: hotel.id, cityId: hotel.cityId, roomTypeId: roomType.id, planCode: plan.code,
        adults: stay.rooms.reduce((n, r) => n + r.adults, 0), children: stay.rooms.reduce((n, r) => n + r.childAges.length, 0),
        roomInfo, hotel: sold, basePaise: offer.price.bf, taxPaise: offer.price.taf, totalPaise: offer.price.tp,
        priceNights: rooms.map((r) => r.nights), policy: policy.cnp, freeCancelUntil: policy.freeUntil, payLater: policy.isBA, payBy: policy.payBy, createdAt: now,
      });
      const last = await repo.lastBooked(userId);
      const primary = last?.guests?.[0]?.travellerInfo[0];
      return {
        hInfo: { id: hotel.id, name: sold.name, rt: sold.stars, adr: sold.adr, city: sold.city, state: sold.state, country: sold.country, postalCode: sold.postalCode, img: sold.img, ph: sold.ph },
        query: { checkinDate: stay.checkin, checkoutDate: stay.checkout, roomInfo },
        bookingId: id,
        optionId,
        room: sold.room,
        conditions: { isBA: policy.isBA, payBy: policy.payBy ? indiaDateTime(policy.payBy) : null, ipr: hotel.panRequired, ipm: hotel.passportRequired },
        price: breakup(offer.price, stay.nightCount, stay.rooms.length),
        cancellationPolicy: policy.cnp,
        ddt: policy.ddt,
        lastGuest: primary && last ? { title: primary.ti, firstName: primary.fN, lastName: primary.lN, email: last.email ?? '', phone: last.phone ?? '' } : null,
      };
    },

    /**
     * PUT /bookFullPayment (`payNow`) and PUT /bookWithZero (`payLater`). With an Idempotency-Key,
     * the same key and body answer the first call's answer again; another body gets 409.
     */
    async book(userId: string, payload: BookingPayload, mode: Mode, idempotencyKey: string | undefined): Promise<BookingResult> {
      const hash = createHash('sha256').update(JSON.stringify({ mode, payload })).digest('hex');
      if (idempotencyKey) {
        const earlier = await repo.idempotencyRecord(userId, idempotencyKey);
        if (earlier) return replay(earlier.requestHash, hash, earlier.response);
      }
      const draft = await ownBooking(userId, payload.bookingId);
      if (draft.hotelId !== payload.hotelId) throw new ApiError('conflict', 'hotelId: this booking is for another hotel');
      if (draft.status !== 'DRAFT') throw new ApiError('conflict', bookingMessages.alreadyBooked);
      const now = clock();
      const { price, rooms, policy, hotel } = priceNow(draft, now);
      checkGuests(payload, {
        rooms: draft.roomInfo.flatMap((r) => Array.from({ length: r.numberOfRooms }, () => ({ adults: r.numberOfAdults, childAges: r.childAge }))),
        panRequired: hotel.panRequired,
        passportRequired: hotel.passportRequired,
      });
      if (toPaise(payload.totalAmount) !== price.tp) {
        throw new ApiError('conflict', bookingMessages.priceChanged).withResponse({ price: breakup(price, draft.nights, draft.rooms) });
      }
      if (mode === 'payLater' && !policy.isBA) throw new ApiError('conflict', bookingMessages.payLaterUnavailable);
      const holdUntil = mode === 'payNow' ? new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000) : policy.payBy!;
      const guests = payload.roomTravellerInfo.map((room) => ({
        travellerInfo: room.travellerInfo.map((t) => ({
          fN: t.fN.trim(), lN: t.lN.trim(), ti: t.ti, pt: t.pt,
          ...(t.pan ? { pan: t.pan.trim().toUpperCase() } : {}),
          ...(t.pNum ? { pNum: t.pNum.trim().toUpperCase() } : {}),
        })),
      }));
      try {
        const { row, answer } = await repo.book(
          draft.id,
          {
            status: mode === 'payNow' ? 'PENDING' : 'HOLD',
            paymentStatus: 'PENDING',
            basePaise: price.bf, taxPaise: price.taf, totalPaise: price.tp, priceNights: rooms.map((r) => r.nights),
            policy: policy.cnp, freeCancelUntil: policy.freeUntil, payLater: policy.isBA, payBy: policy.payBy, holdUntil,
            guests, email: payload.deliveryInfo.emails[0]!.trim().toLowerCase(), phone: payload.deliveryInfo.contacts[0]!, dialCode: payload.deliveryInfo.code,
            specialRequest: payload.specialRequest,
            companyName: payload.companyName?.trim() || null, gstNumber: payload.gstNumber?.trim().toUpperCase() || null, companyAddress: payload.companyAddress?.trim() || null,
            bookedAt: now,
          },
          now,
          idempotencyKey ? { userId, key: idempotencyKey, hash } : null,
          result,
        );
        allotmentChanged(row.cityId);
        return answer;
      } catch (error) {
        if (error instanceof ChangeRefused) {
          if (error.reason === 'noRooms') throw new ApiError('noRooms', bookingMessages.noRoomsToBook);
          if (error.reason === 'replay' && idempotencyKey) {
            const earlier = await repo.idempotencyRecord(userId, idempotencyKey);
            if (earlier) return replay(earlier.requestHash, hash, earlier.response);
          }
          throw new ApiError('conflict', bookingMessages.alreadyBooked);
        }
        if (isUniqueViolation(error)) throw new ApiError('conflict', 'Idempotency-Key: already used for another request');
        throw error;
      }
    },

    /** POST /my-bookings */
    async myBookings(userId: string): Promise<MyBookings> {
      const now = clock();
      const lists: MyBookings = { upcoming: [], awaiting: [], completed: [], cancelled: [] };
      for (const row of await repo.listFor(userId)) {
        const item = listItem(row, now);
        if (row.status === 'CANCELLED' || row.status === 'EXPIRED') lists.cancelled.push(item);
        else if (completed(row, now)) lists.completed.push(item);
        else {
          lists.upcoming.push(item);
          if (row.status === 'PENDING' || row.status === 'HOLD') lists.awaiting.push(item);
        }
      }
      return lists;
    },

    /** POST /booking-detail/{bookingId}: the traveller's booking (a payment page read again after a reload). */
    async detail(userId: string, bookingId: string): Promise<BookingDetail> {
      const row = await ownBooking(userId, bookingId);
      if (row.status === 'DRAFT') throw notFound(bookingMessages.notFound);
      return { ...listItem(row, clock()), amountDue: toRupees(row.totalPaise - row.amountPaidPaise) };
    },

    /** POST /cancelBooking/{bookingId}: gives the rooms back and works out the refund due now. */
    async cancel(userId: string, bookingId: string, request: CancelRequest): Promise<CancelResult> {
      const reasons = [
        request.changeOfPlans && 'Change of plans',
        request.foundBetterDeal && 'Found a better deal',
        request.personalReasons && 'Personal reasons',
        request.otherReasons && 'Other reasons',
      ].filter((r): r is string => Boolean(r));
      if (reasons.length === 0) throw new ApiError('invalidInput', bookingMessages.cancelReason);
      const booking = await ownBooking(userId, bookingId);
      const now = clock();
      if (booking.status === 'CANCELLED' || booking.status === 'EXPIRED') throw new ApiError('conflict', 'This booking is already cancelled.');
      if (booking.status === 'DRAFT' || completed(booking, now)) throw new ApiError('conflict', bookingMessages.notCancellable);
      const reason = [reasons.join(', '), request.comments.trim()].filter(Boolean).join(': ');
      let quote = { penalty: 0, refund: 0 };
      try {
        const row = await repo.release(
          bookingId,
          ['PENDING', 'HOLD', 'SUCCESS'],
          (current) => {
            quote = refundAt(current.policy, indiaDateTime(now), current.totalPaise, current.amountPaidPaise);
            const paymentStatus = current.amountPaidPaise === 0 ? 'NOT_PAID' : quote.refund > 0 ? 'REFUND_PENDING' : current.paymentStatus;
            return { status: 'CANCELLED', paymentStatus, refundPaise: quote.refund, cancelReason: reason, cancelledAt: now, holdUntil: null };
          },
          now,
          'traveller',
          reason,
        );
        allotmentChanged(row.cityId);
        if (quote.refund > 0) refundDue();
        return { bookingId, bookingStatus: 'CANCELLED', paymentStatus: row.paymentStatus, refund: toRupees(quote.refund), penalty: toRupees(quote.penalty) };
      } catch (error) {
        if (error instanceof ChangeRefused) throw new ApiError('conflict', 'This booking is already cancelled.');
        throw error;
      }
    },

    /**
     * Ends every hold that has lapsed by now: a pay-now booking unpaid after its 15 minutes
     * expires; a pay-later block unpaid by its pay-by time is cancelled as not paid. Their rooms go
     * back. Safe to run on every server at once: each change happens once, under the booking's lock.
     */
    async releaseLapsedHolds(): Promise<number> {
      const now = clock();
      let released = 0;
      for (;;) {
        const lapsed = await repo.lapsedHolds(now, 100);
        for (const { id } of lapsed) {
          try {
            const row = await repo.release(
              id,
              ['PENDING', 'HOLD'],
              (current) =>
                current.status === 'PENDING'
                  ? { status: 'EXPIRED', paymentStatus: 'NOT_PAID', holdUntil: null, cancelledAt: now, cancelReason: 'payment not completed in time' }
                  : { status: 'CANCELLED', paymentStatus: 'NOT_PAID', holdUntil: null, cancelledAt: now, cancelReason: 'not paid' },
              now,
              'system',
              'hold lapsed',
            );
            allotmentChanged(row.cityId);
            released++;
          } catch (error) {
            if (!(error instanceof ChangeRefused)) throw error;
          }
        }
        if (lapsed.length < 100) return released;
      }
    },
  };
}
export type BookingService = ReturnType<typeof bookingService>;

function replay(earlierHash: string, hash: string, response: unknown): BookingResult {
  if (earlierHash !== hash) throw new ApiError('conflict', 'Idempotency-Key: already used for another request');
  return response as BookingResult;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
