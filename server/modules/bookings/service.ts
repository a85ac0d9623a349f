/**
 * Booking: review an option (a DRAFT with the server's own stay and price), book it
 * to pay now (PENDING, rooms held 15 minutes) or block it to pay later (HOLD, rooms held until the
 * pay-by time), list a traveller's bookings, cancel one. Amounts are always the server's:
 * a client's total is only compared with them.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  bookingMessages, type BookingDetail, type BookingListItem, type BookingPayload, type BookingResult, type CancelRequest, type CancelResult, type MyBookings, type PriceBreakup,
  type ReviewPreviewBody, type ReviewResponseBody, OPTION_ID_PATTERN,
} from '../../../contract/booking';
import { refundAt } from './cancellationPenalty';
import { indiaDateTime, todayInIndia } from '../../../domain/dates';
import { invoiceAvailability, stayCompleted } from '../../rules/invoiceAvailability';
import { maskPan } from '../../rules/personalData';
import { toPaise, toRupees } from '../../../domain/money';
import { perNightPaise } from '../../../domain/pricing';
import { nightByNight, nightsDiffer, prepareStay, priceStay, soldNightsDiffer, type Stay, type StayPrice } from '../../rules/stayPrice';
import { ApiError, notFound } from '../../http/apiError';
import { hotelAddress, type Hotel, type Plan, type RoomType } from '../catalogue/store/hotels';
import type { Transaction } from '../../db/transaction';
import { priceOption } from '../search/offers';
import type { SearchService } from '../search/service';
import { breakMessage } from '../supply/breakMessages';
import { lockStayNights } from '../supply/calendarRepo';
import { supplyBreak } from '../supply/restrictions';
import { cancellationPolicy, type OptionPolicy } from '../hotels/policy';
import { hotelImageUrl } from '../media/urls';
import type { SoldHotel } from '../../db/schema';
import type { LedgerRow } from '../money/ledger';
import { requestRefund, paymentBalances } from '../money/ledger';
import { splitRefund } from '../money/refundSplit';
import { checkGuests } from './guests';
import { guestPrefill, type TravellerDetails } from './prefill';
import { ChangeRefused, type BookingRecord, type BookingRepo, type BookingRow } from './repo';

/** Minutes a pay-now booking holds its rooms for payment. */
export const PAYMENT_HOLD_MINUTES = 15;
/** Why the hold job cancelled a pay-later block (a lapse, which a late payment may take back; a traveller's cancellation never is). */
const NOT_PAID = 'not paid';
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
  /** A hotel's rooms changed (a booking took or gave them back): the catalogue reads its nights again. */
  supplyChanged: (hotelId: string) => Promise<void>;
  /** A cancellation made a refund due (payments sends it). */
  refundDue: () => void;
  /** The refunds of bookings, from the ledger (the lists show them). */
  refundsOf: (bookingIds: string[]) => Promise<LedgerRow[]>;
  /** The traveller's own details (their profile, the login number): the review's form starts from them. */
  travellerOf: (userId: string) => Promise<TravellerDetails>;
  /** Which of these bookings the traveller has rated (reviews/stayReviewRepo.ts): their `ratingStatus`. */
  ratedAmong?: (bookingIds: readonly string[]) => Promise<Set<string>>;
}

type Mode = 'payNow' | 'payLater';

const optionNotFound = (optionId: string) => notFound(`optionId: no option ${optionId} is offered; choose the room again`);

function breakup(price: Pick<StayPrice, 'bf' | 'taf' | 'tp'>, nights: number, rooms: number, differ: boolean): PriceBreakup {
  return {
    base: toRupees(price.bf),
    taxes: toRupees(price.taf),
    total: toRupees(price.tp),
    perNight: toRupees(perNightPaise(price.tp, nights)),
    nights,
    rooms,
    nightsDiffer: differ,
  };
}

/** A stay priced now (a review, a refusal with today's price). */
const pricedBreakup = (price: StayPrice, stay: Stay) => breakup(price, stay.nightCount, stay.rooms.length, nightsDiffer(price.rates, price.plan, stay));
/** A booking's price as it was sold. */
const rowBreakup = (row: BookingRecord) => breakup({ bf: row.basePaise, taf: row.taxPaise, tp: row.totalPaise }, row.nights, row.rooms, soldNightsDiffer(row.priceNights));

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

export function bookingService({ repo, search, clock, supplyChanged, refundDue, refundsOf, travellerOf, ratedAmong = async () => new Set<string>() }: BookingDeps) {
  const { catalogue } = search;

  /** The hotel, room type and plan a booking or option names; 404 when the catalogue has none. */
  function optionParts(hotelId: string, roomTypeId: string, planCode: string, optionId: string) {
    const entry = catalogue.entry(hotelId);
    const roomType = entry?.hotel.roomTypes.find((r) => r.id === roomTypeId);
    const plan = roomType?.plans.find((p) => p.code === planCode);
    if (!entry || !roomType || !plan) throw optionNotFound(optionId);
    return { entry, hotel: entry.hotel, roomType, plan };
  }

  function policyOf(row: Pick<BookingRow, 'optionId' | 'checkin' | 'checkout' | 'rooms' | 'nights'>, hotel: Hotel, plan: Plan, price: StayPrice, firstNight: number, now: Date): OptionPolicy {
    return cancellationPolicy({
      optionId: row.optionId, plan, checkin: row.checkin, checkout: row.checkout, rooms: row.rooms, nights: row.nights,
      totalPaise: price.tp, firstNightPaise: firstNight, now, hotelPayLater: hotel.payLater,
    });
  }

  /**
   * The stay of a booking priced now from its plan's nights as the catalogue holds them, with its
   * policy now; 404 when the option is gone, 409 when its plan no longer sells the stay.
   */
  function priceNow(row: BookingRecord, now: Date) {
    const { entry, hotel, plan } = optionParts(row.hotelId, row.roomTypeId, row.planCode, row.optionId);
    const stay = prepareStay({ checkinDate: row.checkin, checkoutDate: row.checkout, roomInfo: row.roomInfo });
    const priced = priceOption(catalogue, entry.record, hotel, row.roomTypeId, row.planCode, stay);
    if (!priced) throw optionNotFound(row.optionId);
    if ('why' in priced) throw new ApiError('noRooms', `${bookingMessages.noRoomsToBook} ${breakMessage(priced.why, stay)}.`);
    const { price } = priced.offer;
    const rooms = nightByNight(price, stay);
    const firstNight = rooms.reduce((sum, r) => sum + r.nights[0]!.bf + r.nights[0]!.taf, 0);
    return { hotel, plan, stay, price, rooms, policy: policyOf(row, hotel, plan, price, firstNight, now) };
  }

  /**
   * Inside the booking's transaction, once its rooms are taken: the plan's nights read again under
   * lock must still sell the stay at `price`. A partner's change that came first is refused here
   * (a price change answers the new price); one that comes later waits for this booking.
   */
  function samePriceUnderLock(roomTypeId: string, plan: Plan, stay: Stay, price: StayPrice) {
    return async (tx: Transaction) => {
      const nights = await lockStayNights(tx, roomTypeId, plan.code, stay.firstDay, stay.nightCount);
      if (supplyBreak(nights.rates, nights.restrictions, stay.nightCount)) throw new ChangeRefused('noRooms');
      const now = priceStay(nights.rates, plan, stay);
      if (now.tp !== price.tp) throw new ChangeRefused('priceChanged', undefined, now);
    };
  }

  /**
   * The booking of `bookingId` if it is the user's. Another traveller's answers 404 like one that
   * does not exist, so no caller learns which booking ids are taken.
   */
  async function ownBooking(userId: string, bookingId: string): Promise<BookingRow> {
    const row = await repo.find(bookingId);
    if (!row || row.userId !== userId) throw notFound(bookingMessages.notFound);
    return row;
  }

  /** A booking just made: nothing is paid yet, all of it is due. */
  function result(row: BookingRecord): BookingResult {
    return {
      bookingId: row.id,
      bookingStatus: row.status as BookingResult['bookingStatus'],
      paymentStatus: row.paymentStatus,
      amountDue: toRupees(row.totalPaise),
      holdUntil: indiaDateTime(row.holdUntil!),
      price: rowBreakup(row),
    };
  }

  const completed = (row: BookingRow, now: Date) => stayCompleted(row.checkout, now);

  /** A booking's refunds as the traveller reads them: a refund the provider refused is "delayed" (the team has it). */
  const refundsShown = (refunds: LedgerRow[]): BookingListItem['refunds'] =>
    refunds.map((r) => ({
      amount: toRupees(r.amountPaise),
      reason: r.reason as BookingListItem['refunds'][number]['reason'],
      status: r.status === 'processed' ? 'processed' : r.status === 'failed' ? 'delayed' : 'pending',
      initiatedAt: indiaDateTime(r.createdAt),
      processedAt: r.status === 'processed' && r.settledAt ? indiaDateTime(r.settledAt) : null,
    }));

  function listItem(row: BookingRow, refunds: LedgerRow[], now: Date, rated: ReadonlySet<string>): BookingListItem {
    const guests = row.guests ?? [];
    const travellers = guests.flatMap((room) => room.travellerInfo);
    const cancellable = (row.status === 'PENDING' || row.status === 'HOLD' || row.status === 'SUCCESS') && !completed(row, now);
    const quote = cancellable ? refundAt(row.policy, indiaDateTime(now), row.totalPaise, row.keptPaise) : null;
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
      // Children's entries carry no PAN; a PAN is shown masked but for its last four.
      travellerInfo: travellers.map((t) => ({ fN: t.fN, lN: t.lN, ti: t.ti, pan: t.pt === 'CHILD' || !t.pan ? '' : maskPan(t.pan) })),
      specialRequest: row.specialRequest ?? {
        smokingRoom: false, lateCheckIn: false, earlyCheckIn: false, highFloor: false, largeBed: false, twinBed: false, additionalRequests: '',
      },
      email: row.email ?? '',
      userContactNumber: row.phone ?? '',
      createdTime: row.createdAt.toISOString(),
      ratingStatus: rated.has(row.id),
      price: rowBreakup(row),
      amountPaid: toRupees(row.amountPaidPaise),
      paidWith: row.paidWith,
      cancellation: quote && { penalty: toRupees(quote.penalty), refund: toRupees(quote.refund), freeUntil: row.freeCancelUntil ? indiaDateTime(row.freeCancelUntil) : null },
      cancelled: row.cancelledAt ? { at: row.cancelledAt.toISOString(), reason: row.cancelReason ?? '', refund: toRupees(row.refundPaise) } : null,
      refunds: refundsShown(refunds.filter((r) => r.bookingId === row.id)),
      invoice: invoiceAvailability(row, now),
    };
  }

  /** A booking whose hold lapsed unpaid (not one the traveller cancelled): a late payment may take its rooms again. */
  const lapsed = (row: BookingRow) => row.status === 'EXPIRED' || (row.status === 'CANCELLED' && row.paymentStatus === 'NOT_PAID' && row.cancelReason === NOT_PAID);

  /** The same rooms at the same price, for a stay not yet begun: what a late payment may take again. */
  function mayRetake(row: BookingRow, now: Date): boolean {
    if (row.checkin < todayInIndia(now)) return false;
    try {
      return priceNow(row, now).price.tp === row.totalPaise;
    } catch {
      // The option is no longer in the catalogue.
      return false;
    }
  }

  /** An option of a stored search priced now, with its policy: what a review shows and a draft keeps. 404 / 6034 as the review says. */
  async function pricedOption(hotelId: string, optionId: string) {
    const parsed = OPTION_ID_PATTERN.exec(optionId);
    if (!parsed || parsed[2] !== hotelId) throw optionNotFound(optionId);
    const { entry, hotel, roomType, plan } = optionParts(hotelId, `${parsed[2]}-${parsed[3]}`, parsed[4]!, optionId);
    const stored = await search.store.get(parsed[1]!);
    if (!stored) throw notFound('optionId: this search has expired (searches last 30 minutes); search again');
    const now = clock();
    const { stay, offers } = search.priceHotel(entry, stored);
    const offer = offers.find((o) => o.roomType.id === roomType.id && o.plan.code === plan.code);
    if (!offer) throw new ApiError('noRooms', bookingMessages.noRooms);
    const rooms = nightByNight(offer.price, stay);
    const firstNight = rooms.reduce((sum, r) => sum + r.nights[0]!.bf + r.nights[0]!.taf, 0);
    const draft = { optionId, checkin: stay.checkin, checkout: stay.checkout, rooms: stay.rooms.length, nights: stay.nightCount };
    const policy = policyOf(draft, hotel, plan, offer.price, firstNight, now);
    const roomInfo = stored.query.roomInfo.map((r) => ({ numberOfRooms: r.numberOfRooms, numberOfAdults: r.numberOfAdults, numberOfChild: r.numberOfChild, childAge: r.childAge }));
    return { draft, stay, hotel, roomType, plan, offer, rooms, policy, sold: soldHotel(hotel, roomType, plan), roomInfo, now };
  }

  /** What a review and a preview both answer. */
  function reviewBody({ hotel, sold, stay, roomInfo, policy, offer, draft }: Awaited<ReturnType<typeof pricedOption>>) {
    return {
      hInfo: { id: hotel.id, name: sold.name, rt: sold.stars, adr: sold.adr, city: sold.city, state: sold.state, country: sold.country, postalCode: sold.postalCode, img: sold.img, ph: sold.ph },
      query: { checkinDate: stay.checkin, checkoutDate: stay.checkout, roomInfo },
      optionId: draft.optionId,
      room: sold.room,
      conditions: { isBA: policy.isBA, payBy: policy.payBy ? indiaDateTime(policy.payBy) : null, ipr: hotel.panRequired, ipm: hotel.passportRequired },
      price: pricedBreakup(offer.price, stay),
      cancellationPolicy: policy.cnp,
      ddt: policy.ddt,
    };
  }

  return {
    ownBooking,
    find: (bookingId: string) => repo.find(bookingId),

    /** POST /hotel-review: the option's stay and price as the server has them, kept as a draft booking. */
    async review(userId: string, hotelId: string, optionId: string): Promise<ReviewResponseBody> {
      const priced = await pricedOption(hotelId, optionId);
      const { draft, stay, hotel, roomType, plan, offer, rooms, policy, sold, roomInfo, now } = priced;
      const id = newBookingId();
      await repo.insertDraft({
        ...draft,
        id, userId, status: 'DRAFT', paymentStatus: 'PENDING', hotelId: hotel.id, cityId: hotel.cityId, roomTypeId: roomType.id, planCode: plan.code,
        adults: stay.rooms.reduce((n, r) => n + r.adults, 0), children: stay.rooms.reduce((n, r) => n + r.childAges.length, 0),
        roomInfo, hotel: sold, basePaise: offer.price.bf, taxPaise: offer.price.taf, totalPaise: offer.price.tp,
        priceNights: rooms.map((r) => r.nights), policy: policy.cnp, freeCancelUntil: policy.freeUntil, payLater: policy.isBA, payBy: policy.payBy, createdAt: now,
      });
      const [traveller, last] = await Promise.all([travellerOf(userId), repo.lastBooked(userId)]);
      return { ...reviewBody(priced), bookingId: id, prefill: guestPrefill(traveller, last) };
    },

    /** POST /hotel-review-preview: the same review for any device token; nothing is kept and nothing of any traveller is read. */
    async preview(hotelId: string, optionId: string): Promise<ReviewPreviewBody> {
      return { ...reviewBody(await pricedOption(hotelId, optionId)), bookingId: null, prefill: null };
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
      const { price, rooms, policy, hotel, plan, stay } = priceNow(draft, now);
      checkGuests(payload, {
        rooms: draft.roomInfo.flatMap((r) => Array.from({ length: r.numberOfRooms }, () => ({ adults: r.numberOfAdults, childAges: r.childAge }))),
        panRequired: hotel.panRequired,
        passportRequired: hotel.passportRequired,
      });
      if (toPaise(payload.totalAmount) !== price.tp) {
        throw new ApiError('conflict', bookingMessages.priceChanged).withResponse({ price: pricedBreakup(price, stay) });
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
          userId,
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
          samePriceUnderLock(draft.roomTypeId, plan, stay, price),
        );
        await supplyChanged(row.hotelId);
        return answer;
      } catch (error) {
        if (error instanceof ChangeRefused) {
          if (error.reason === 'noRooms') throw new ApiError('noRooms', bookingMessages.noRoomsToBook);
          if (error.reason === 'priceChanged' && error.price) {
            throw new ApiError('conflict', bookingMessages.priceChanged).withResponse({ price: pricedBreakup(error.price, stay) });
          }
          // The account was deleted meanwhile: its sessions are ended.
          if (error.reason === 'noAccount') throw new ApiError('unauthenticated', 'Please log in to continue.');
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
      const rows = await repo.listFor(userId);
      const [refunds, rated] = await Promise.all([refundsOf(rows.map((r) => r.id)), ratedAmong(rows.map((r) => r.id))]);
      for (const row of rows) {
        const item = listItem(row, refunds, now, rated);
        if (row.status === 'CANCELLED' || row.status === 'EXPIRED') lists.cancelled.push(item);
        else if (completed(row, now)) lists.completed.push(item);
        else {
          lists.upcoming.push(item);
          if (row.status === 'PENDING' || row.status === 'HOLD') lists.awaiting.push(item);
        }
      }
      return lists;
    },

    /**
     * POST /booking-detail/{bookingId}: the traveller's booking (the payment page read again after
     * a reload, the booking-status page). Another traveller's booking, like a draft or an unknown
     * id, is not found: a shared or guessed link tells nothing of someone else's booking.
     */
    async detail(userId: string, bookingId: string): Promise<BookingDetail> {
      const row = await repo.find(bookingId);
      if (!row || row.userId !== userId || row.status === 'DRAFT') throw notFound(bookingMessages.notFound);
      const confirmedAt = row.status === 'SUCCESS' || row.amountPaidPaise > 0 ? await repo.confirmedAt(bookingId) : null;
      return {
        ...listItem(row, await refundsOf([row.id]), clock(), await ratedAmong([row.id])),
        amountDue: toRupees(row.totalPaise - row.amountPaidPaise),
        hotelPhone: row.hotel.ph,
        confirmedAt: confirmedAt ? indiaDateTime(confirmedAt) : null,
      };
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
          'cancel',
          (current) => {
            // From what is kept now (the ledger's captures less their refunds): never from a counter.
            quote = refundAt(current.policy, indiaDateTime(now), current.totalPaise, current.keptPaise);
            const paymentStatus = current.amountPaidPaise === 0 ? 'NOT_PAID' : quote.refund > 0 ? 'REFUND_PENDING' : current.paymentStatus;
            return { status: 'CANCELLED', paymentStatus, penaltyPaise: quote.penalty, cancelReason: reason, cancelledAt: now, holdUntil: null };
          },
          now,
          reason,
          async (tx) => {
            // What is owed back, split across the payments that paid it, each giving back at most what it has left.
            for (const part of splitRefund(quote.refund, await paymentBalances(tx, bookingId))) {
              await requestRefund(tx, { bookingId, paymentId: part.paymentId, orderId: part.orderId, amountPaise: part.amountPaise, reason: 'cancellation', at: now });
            }
          },
        );
        await supplyChanged(row.hotelId);
        if (quote.refund > 0) refundDue();
        return { bookingId, bookingStatus: 'CANCELLED', paymentStatus: row.paymentStatus, refund: toRupees(quote.refund), penalty: toRupees(quote.penalty) };
      } catch (error) {
        if (error instanceof ChangeRefused) throw new ApiError('conflict', 'This booking is already cancelled.');
        throw error;
      }
    },

    /**
     * Readies a booking for a payment about to be captured (payments/service.ts): a booking still
     * holding its rooms keeps them at least until `until`; one whose hold lapsed takes the same
     * rooms again at the same price when they are still free. 'paid': another payment settled it;
     * 'gone': the rooms or the price are not there any more; 'closed': the traveller cancelled it.
     */
    async readyForPayment(bookingId: string, until: Date) {
      const now = clock();
      const ready = await repo.readyForPayment(bookingId, now, until, lapsed, (row) => mayRetake(row, now));
      if (ready === 'retaken') {
        const row = await repo.find(bookingId);
        if (row) await supplyChanged(row.hotelId);
      }
      return ready;
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
              'expire',
              (current) =>
                current.status === 'PENDING'
                  ? { status: 'EXPIRED', paymentStatus: 'NOT_PAID', holdUntil: null, cancelledAt: now, cancelReason: 'payment not completed in time' }
                  : { status: 'CANCELLED', paymentStatus: 'NOT_PAID', holdUntil: null, cancelledAt: now, cancelReason: NOT_PAID, penaltyPaise: 0 },
              now,
              'hold lapsed',
            );
            await supplyChanged(row.hotelId);
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
