/**
 * One sequence's real side: a fresh traveller, logged in, and a stay in a hotel of its own, at a
 * time of its own (clock.ts), with as many rooms left as the sequence asked for. Every call goes
 * through the server's HTTP routes; a session the clock ended is logged in again, as the
 * traveller would.
 */
import { randomUUID } from 'node:crypto';
import { addDays, dayNumber, todayInIndia } from '../../../../domain/dates';
import type { MealCode } from '../../../../domain/pricing';
import { formulaNights } from '../../../../server/modules/supply/generatedCalendars';
import { packNights, unpackNights } from '../../../../server/modules/supply/nightsBytes';
import { partnerKeys } from '../../../../server/modules/partner/keys';
import { uniquePhone } from '../../support/testApp';
import type { Answer, ChaosServer } from './server';

/** Chaos books in Chennai: no other API test books or sets rooms there. */
const CHENNAI = 1264527;
/** Check-in this many days after the sequence starts: pay later is offered, and every deadline passes within the sequence's slot. */
export const CHECKIN_AFTER_DAYS = 6;

export type PlanKind = 'payLater' | 'refundable' | 'nonRefundable';

export interface SequenceSpec {
  plan: PlanKind;
  /** Rooms per booking. */
  rooms: 1 | 2;
  nights: 1 | 2;
  /** Which of the city's hotels with such a lead option (counting round). */
  hotel: number;
  /** Rooms of the room type left free beyond one booking's: 0 (a second booking finds none), 1, or as seeded. */
  spare: 0 | 1 | 'seeded';
}

export interface Stay {
  checkin: string;
  checkout: string;
  hotelId: string;
  /** The option without its search id (`{hotelId}-{roomType}-{plan}`): the same room and plan in any later search. */
  option: string;
  searchId: string;
}

export class Sequence {
  /** The commands run, by name (the survey counts them). */
  readonly ran: string[] = [];
  /**
   * The rates the stay's plan has had on its nights, oldest first: as the sequence found them,
   * then each a partner pushed (Book). Every booking must have charged one of them whole.
   */
  readonly rates: number[][] = [];

  private constructor(
    readonly server: ChaosServer,
    readonly spec: SequenceSpec,
    /** The traveller's device token (a promise while a login is under way). */
    private token: Promise<string>,
    readonly userId: string,
    readonly stay: Stay,
  ) {}

  static async start(server: ChaosServer, spec: SequenceSpec): Promise<Sequence> {
    const userId = randomUUID();
    await server.shared.db.rows('insert into users (id, mobile_number, created_at, last_login_at) values ($1, $2, $3, $3)', [userId, uniquePhone(), server.shared.clock.now()]);
    const stay = await pickStay(server, spec);
    const sequence = new Sequence(server, spec, login(server, userId), userId, stay);
    // A channel manager's key of its own (each key has a rate of its own; partner/partnerAuth.ts).
    sequence.partnerKey = (await partnerKeys(server.shared.db).create('Chaos channel manager', [`PDV-${stay.hotelId}`])).key;
    sequence.rates.push(await sequence.stayRates());
    return sequence;
  }

  /** A channel manager's partner key for the stay's hotel (Book pushes rates with it). */
  private partnerKey = '';

  /** The room type and plan partners name the stay's option by. */
  private codes() {
    const [, position, planCode] = this.stay.option.split('-');
    const room = this.server.app.catalogue.shared.hotel(this.stay.hotelId)!.roomTypes.find((r) => r.position === Number(position))!;
    return { hotelCode: `PDV-${this.stay.hotelId}`, roomCode: room.code, planCode: room.plans.find((p) => p.code === planCode)!.partnerCode };
  }

  /** The stay's plan's rate on each of its nights, as its calendar has them now. */
  async stayRates(): Promise<number[]> {
    const [, position, planCode] = this.stay.option.split('-');
    const [row] = await this.server.shared.db.rows<{ firstNight: string; nightCount: number; nights: Uint8Array }>(
      'select first_night::text as "firstNight", night_count as "nightCount", nights from rate_calendars where room_type_id = $1 and plan_code = $2',
      [`${this.stay.hotelId}-${position}`, planCode],
    );
    const { rates } = unpackNights(row!.nights, row!.nightCount);
    const first = dayNumber(this.stay.checkin) - dayNumber(row!.firstNight);
    return Array.from({ length: this.spec.nights }, (_, n) => rates[first + n]!);
  }

  /** A partner pushes a new rate for the stay's nights, to every plan of its room type; answers it. */
  async pushRate(ratePaise: number): Promise<Answer> {
    const { hotelCode, roomCode } = this.codes();
    const answer = await this.server.call('POST', '/api/partner/v1/ari', {
      updates: [{ hotelCode, roomCode, from: this.stay.checkin, to: addDays(this.stay.checkout, -1), ratePaise }],
    }, `Bearer ${this.partnerKey}`);
    if (answer.status === 200) this.rates.push(Array.from({ length: this.spec.nights }, () => ratePaise));
    return answer;
  }

  /** A call as the traveller: logged in again when the session ended (the clock moved on), once for calls made at once. */
  async call(method: 'POST' | 'PUT', path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const token = await this.token;
    const answer = await this.server.call(method, path, body, token, headers);
    if (answer.status !== 401) return answer;
    if ((await this.token) === token) this.token = login(this.server, this.userId);
    return this.server.call(method, path, body, await this.token, headers);
  }

  /** POST /hotel-review of the stay's option; the stay is searched again when its search has expired. */
  async review(): Promise<Answer> {
    const ask = () => this.call('POST', '/hotel-review', { hotelId: this.stay.hotelId, optionId: `${this.stay.searchId}-${this.stay.option}` });
    const answer = await ask();
    if (answer.status !== 404) return answer;
    this.stay.searchId = (await search(this.server, this.stay.checkin, this.spec.rooms, this.stay.checkout)).hotelSearchId;
    return ask();
  }
}

/**
 * A login of the traveller, straight through the session service: the device token a
 * successful OTP check gives (identity tests cover the OTP flow; its rate limits are no part of
 * paying, and its round trips would double a sequence's time).
 */
async function login(server: ChaosServer, userId: string): Promise<string> {
  return server.app.sessions.rotateToUser(null, userId);
}

interface SearchAnswer {
  hotelSearchId: string;
  searchResult: { his: Array<{ id: string; ops: Array<{ id: string; fcd?: number | null; pl?: boolean }> }> };
}

async function search(server: ChaosServer, checkin: string, rooms: number, checkout = addDays(checkin, 1)): Promise<SearchAnswer> {
  const answer = await server.call('POST', '/hotel-search-v2', {
    cityName: 'Chennai',
    searchQuery: {
      checkinDate: checkin, checkoutDate: checkout, roomInfo: [{ numberOfRooms: rooms, numberOfAdults: 1, numberOfChild: 0, childAge: [] }],
      searchCriteria: { city: CHENNAI, nationality: '106', currency: 'INR' }, searchPreferences: { ratings: [3, 4, 5], fsc: true },
    },
    sync: true,
  });
  if (answer.status !== 200) throw new Error(`search: ${JSON.stringify(answer.body)}`);
  return answer.body.response;
}

const KINDS: Record<PlanKind, (op: { fcd?: number | null; pl?: boolean }) => boolean> = {
  payLater: (op) => op.pl === true,
  refundable: (op) => op.fcd != null && op.pl !== true,
  nonRefundable: (op) => op.fcd === null,
};

/**
 * Chennai's calendars, written from the formula as generated ones are, over the slot's nights
 * (the slot is long past, before any calendar the seed wrote): the city's hotels sell them.
 * The suite writes them back from today once it ends (chaos.test.ts).
 */
async function openSlotNights(server: ChaosServer, from: string): Promise<void> {
  const { db } = server.shared;
  const plans = await db.rows<{ roomTypeId: string; hotelId: string; code: string; meal: MealCode; refundable: boolean; baseRatePaise: number; stars: number }>(
    `select rt.id as "roomTypeId", rt.hotel_id as "hotelId", p->>'code' as code, p->>'meal' as meal, (p->>'refundable')::boolean as refundable,
            rt.base_rate_paise as "baseRatePaise", h.stars
       from room_types rt join hotels h on h.id = rt.hotel_id, jsonb_array_elements(rt.plans) p where h.city_id = $1`,
    [CHENNAI],
  );
  const firstDay = dayNumber(from);
  const packed = plans.map((p) => `\\x${packNights(formulaNights({ ...p, season: 'plains' }, firstDay, SLOT_NIGHTS)).toString('hex')}`);
  await db.rows(
    `insert into rate_calendars (room_type_id, plan_code, hotel_id, first_night, night_count, nights)
     select r, p, h, $4::date, $5::int, decode(substr(n, 3), 'hex') from unnest($1::text[], $2::text[], $3::text[], $6::text[]) as u(r, p, h, n)
     on conflict (room_type_id, plan_code) do update set first_night = excluded.first_night, night_count = excluded.night_count, nights = excluded.nights`,
    [plans.map((p) => p.roomTypeId), plans.map((p) => p.code), plans.map((p) => p.hotelId), from, SLOT_NIGHTS, packed],
  );
  await server.app.catalogue.feed.catchUp();
}

/** Nights a slot's calendars hold: from the slot's yesterday past its longest stay and deadlines. */
const SLOT_NIGHTS = 16;

/** The sequence's hotel: one whose lead option is of the plan asked for, its room type left as the spec says. */
async function pickStay(server: ChaosServer, spec: SequenceSpec): Promise<Stay> {
  const today = todayInIndia(server.shared.clock.now());
  await openSlotNights(server, addDays(today, -1));
  const checkin = addDays(today, CHECKIN_AFTER_DAYS);
  const checkout = addDays(checkin, spec.nights);
  const found = await search(server, checkin, spec.rooms, checkout);
  const hits = found.searchResult.his.filter((hit) => KINDS[spec.plan](hit.ops[0]!));
  if (hits.length === 0) throw new Error(`no hotel in Chennai has a ${spec.plan} lead option on ${checkin}`);
  const hit = hits[spec.hotel % hits.length]!;
  const optionId = hit.ops[0]!.id;
  const stay = { checkin, checkout, hotelId: hit.id, option: optionId.slice(found.hotelSearchId.length + 1), searchId: found.hotelSearchId };
  if (spec.spare !== 'seeded') await leaveRooms(server, stay, spec.rooms + spec.spare);
  return stay;
}

/** Leaves `free` rooms of the stay's room type on each of its nights (or fewer, if fewer are free). */
async function leaveRooms(server: ChaosServer, stay: Stay, free: number): Promise<void> {
  const { db } = server.shared;
  const roomTypeId = stay.option.split('-').slice(0, 2).join('-');
  await db.rows(
    `insert into room_allotments (room_type_id, night, hotel_id, city_id, total, taken)
     select rt.id, d::date, rt.hotel_id, h.city_id, rt.capacity, greatest(0, rt.capacity - $4)
       from room_types rt join hotels h on h.id = rt.hotel_id, generate_series($2::date, $3::date - 1, interval '1 day') d
      where rt.id = $1
     on conflict (room_type_id, night) do update set taken = greatest(room_allotments.taken, excluded.taken)`,
    [roomTypeId, stay.checkin, stay.checkout, free],
  );
  await server.app.catalogue.feed.catchUp();
}
