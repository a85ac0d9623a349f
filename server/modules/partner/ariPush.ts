/**
 * POST /api/partner/v1/ari: a channel manager's batch of availability, rates and restrictions
 * (docs/partner-api.md). All or nothing: the batch is checked whole first (a 400 lists every
 * problem with its update's index and field, and nothing changes), then written in one
 * transaction. Within it:
 *
 * - an update with a `sequence` leaves alone each night that this key set with a higher one
 *   (earlier in the batch too), and says so: a retried or reordered push never overwrites newer
 *   data;
 * - rooms to sell never go below what is booked or held on a night: the night keeps that, and
 *   the answer says so;
 * - the same batch under the same Idempotency-Key answers its first answer again.
 */
import { createHash } from 'node:crypto';
import { addDays, dayNumber, fromDayNumber, todayInIndia } from '../../../domain/dates';
import { formatRupees } from '../../../domain/money';
import { mealPerAdultPaise, RATE_ADULTS, type MealCode } from '../../../domain/pricing';
import { ariBatch, ariUpdate, ARI_MAX_NIGHTS, ARI_MAX_UPDATES, type AriProblem, type AriPushResult, type AriUpdate, type AriUpdateResult } from '../../../contract/partner';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/apiError';
import type { StoredPlan } from '../catalogue/store/hotelSource';
import { MAX_NIGHTS_AHEAD } from '../supply/importedCalendars';
import { CLOSED_TO_ARRIVAL, CLOSED_TO_DEPARTURE, MIN_STAY_BITS, STOP_SELL } from '../supply/restrictions';
import { earlierAnswer, keepAnswer, lockCalendars, roomsOfHotels, sequenceKey, sequencesOf, setRooms, writeCalendar, writeSequences, type LockedCalendar, type RoomRow } from './ariRepo';
import type { PartnerKey } from './keys';

/** The part of a sequence table a room type's rooms are kept under (its plans under their own codes). */
const ROOMS = '';

/** An update checked, with what it names. */
interface Checked {
  index: number;
  update: AriUpdate;
  room: RoomRow;
  /** The plans its rate and restriction fields set (none when it sets only rooms). */
  plans: StoredPlan[];
  firstDay: number;
  lastDay: number;
  /** The rate of night `day`, when it sets rates. */
  rate?: (day: number) => number;
  setsPlanNights: boolean;
}

/** Where a problem is, as the site's 400s name a field: `body.updates.3.ratePaise`. */
const whereOf = (p: AriProblem) => ['body', ...(p.index === null ? [] : ['updates', p.index]), ...(p.field ? [p.field] : [])].join('.');

export class BatchRefused extends ApiError {
  constructor(readonly problems: AriProblem[]) {
    const first = problems[0]!;
    super('invalidInput', `${whereOf(first)}: ${first.message} (the batch changed nothing: ${problems.length} problem${problems.length === 1 ? '' : 's'}, each in response.problems)`);
    this.withResponse({ problems });
  }
}

/**
 * The batch's updates that have the right shape, and every problem of those that do not, each
 * with its update's index and field: a partner sees all of a batch's problems at once.
 */
function shapeOf(body: unknown): { updates: Array<{ index: number; update: AriUpdate }>; problems: AriProblem[] } {
  const envelope = ariBatch.safeParse(body);
  if (envelope.success) return { updates: envelope.data.updates.map((update, index) => ({ index, update })), problems: [] };
  const updates = (body as { updates?: unknown } | null)?.updates;
  if (!Array.isArray(updates) || updates.length === 0 || updates.length > ARI_MAX_UPDATES || Object.keys(body as object).some((k) => k !== 'updates')) {
    const issue = envelope.error.issues.find((i) => i.path.length <= 1) ?? envelope.error.issues[0]!;
    return { updates: [], problems: [{ index: null, field: issue.path.join('.'), message: issue.message }] };
  }
  const problems: AriProblem[] = [];
  const valid: Array<{ index: number; update: AriUpdate }> = [];
  updates.forEach((raw, index) => {
    const one = ariUpdate.safeParse(raw);
    if (one.success) valid.push({ index, update: one.data });
    else for (const issue of one.error.issues) problems.push({ index, field: issue.path.join('.'), message: issue.message });
  });
  return { updates: valid, problems };
}

const hasPlanFields = (u: AriUpdate) =>
  u.ratePaise !== undefined || u.rateRupees !== undefined || u.ratesPaise !== undefined || u.stopSell !== undefined || u.minStay !== undefined ||
  u.closedToArrival !== undefined || u.closedToDeparture !== undefined;

/** Checks a batch whole for `key`: 403 for a hotel not its own, 400 with every problem, or the updates with what they name. */
async function checkBatch(db: Database, key: PartnerKey, body: unknown, now: Date): Promise<Checked[]> {
  const shaped = shapeOf(body);
  const foreign = shaped.updates.flatMap(({ index, update }) => (key.hotels.has(update.hotelCode) ? [] : [`updates.${index}.hotelCode ${update.hotelCode}`]));
  if (foreign.length) throw new ApiError('forbidden', `this key may not change these hotels: ${foreign.slice(0, 10).join(', ')}${foreign.length > 10 ? ', ...' : ''}`);
  const rooms = await roomsOfHotels(db, [...new Set(shaped.updates.map(({ update }) => key.hotels.get(update.hotelCode)!))]);
  const today = todayInIndia(now);
  const firstAllowed = dayNumber(addDays(today, -1));
  const lastAllowed = dayNumber(addDays(today, MAX_NIGHTS_AHEAD));
  const problems: AriProblem[] = [...shaped.problems];
  const checked: Checked[] = [];
  shaped.updates.forEach(({ index, update }) => {
    const problem = (field: string, message: string) => problems.push({ index, field, message });
    const hotelId = key.hotels.get(update.hotelCode)!;
    const ofHotel = rooms.filter((r) => r.hotelId === hotelId);
    const room = ofHotel.find((r) => r.code === update.roomCode);
    if (!room) return problem('roomCode', `hotel ${update.hotelCode} has no room type ${update.roomCode} (its room types: ${ofHotel.map((r) => r.code).join(', ')})`);
    if (room.plans.length === 0) return problem('roomCode', `room type ${update.roomCode} is withdrawn: it has no rate plans, so nothing of it is sold`);
    const firstDay = dayNumber(update.from);
    const lastDay = dayNumber(update.to);
    const nights = lastDay - firstDay + 1;
    if (lastDay < firstDay) problem('to', 'must not be before from');
    else if (nights > ARI_MAX_NIGHTS) problem('to', `may cover at most ${ARI_MAX_NIGHTS} nights (this covers ${nights})`);
    if (firstDay < firstAllowed) problem('from', `must not be before ${addDays(today, -1)}: past nights are not sold`);
    if (lastDay > lastAllowed) problem('to', `must not be after ${addDays(today, MAX_NIGHTS_AHEAD)} (at most ${MAX_NIGHTS_AHEAD} days ahead)`);
    const plan = update.planCode === undefined ? undefined : room.plans.find((p) => p.partnerCode === update.planCode);
    if (update.planCode !== undefined && !plan) problem('planCode', `room type ${update.roomCode} has no rate plan ${update.planCode} (its plans: ${room.plans.map((p) => p.partnerCode).join(', ')})`);
    if (update.rooms !== undefined && update.planCode !== undefined) problem('rooms', 'rooms are a room type\'s, shared by its plans: send them without planCode');
    const rates = [update.ratePaise, update.rateRupees, update.ratesPaise].filter((r) => r !== undefined).length;
    if (rates > 1) problem('ratePaise', 'give one of ratePaise, rateRupees and ratesPaise');
    if (update.ratesPaise && nights > 0 && update.ratesPaise.length !== nights) problem('ratesPaise', `must hold one rate for each of the ${nights} nights from ${update.from} to ${update.to} (it holds ${update.ratesPaise.length})`);
    const setsPlanNights = hasPlanFields(update);
    if (!setsPlanNights && update.rooms === undefined) problem('', 'sets nothing: give rooms, a rate or a restriction');
    const plans = setsPlanNights ? (plan ? [plan] : update.planCode === undefined ? room.plans : []) : [];
    const single = update.ratePaise ?? (update.rateRupees === undefined ? undefined : Math.round(update.rateRupees * 100));
    const rate = update.ratesPaise ? (day: number) => update.ratesPaise![day - firstDay]! : single !== undefined ? () => single : undefined;
    if (rate) {
      const lowest = update.ratesPaise ? Math.min(...update.ratesPaise) : single!;
      for (const p of plans) {
        const meals = mealPerAdultPaise(p.meal as MealCode, room.stars) * RATE_ADULTS;
        if (lowest <= meals) problem(update.ratesPaise ? 'ratesPaise' : 'ratePaise', `must be more than plan ${p.partnerCode}'s meals for two adults (${formatRupees(meals / 100)}): a plan's rate includes them`);
      }
    }
    checked.push({ index, update, room, plans, firstDay, lastDay, setsPlanNights, ...(rate ? { rate } : {}) });
  });
  if (problems.length) throw new BatchRefused(problems.sort((a, b) => (a.index ?? -1) - (b.index ?? -1)));
  return checked;
}

/** The restriction byte of a night after an update's restriction fields. */
function restricted(before: number, u: AriUpdate): number {
  let byte = before;
  if (u.minStay !== undefined) byte = (byte & ~MIN_STAY_BITS) | (u.minStay <= 1 ? 0 : u.minStay);
  if (u.stopSell !== undefined) byte = u.stopSell ? byte | STOP_SELL : byte & ~STOP_SELL;
  if (u.closedToArrival !== undefined) byte = u.closedToArrival ? byte | CLOSED_TO_ARRIVAL : byte & ~CLOSED_TO_ARRIVAL;
  if (u.closedToDeparture !== undefined) byte = u.closedToDeparture ? byte | CLOSED_TO_DEPARTURE : byte & ~CLOSED_TO_DEPARTURE;
  return byte;
}

/** A calendar widened to hold [firstDay, lastDay] and cut to start no earlier than `from` (yesterday). */
function widened(calendar: LockedCalendar, from: number, firstDay: number, lastDay: number): LockedCalendar {
  const start = Math.max(from, Math.min(calendar.firstDay, firstDay));
  const end = Math.max(calendar.firstDay + calendar.nights.rates.length - 1, lastDay);
  if (start === calendar.firstDay && end === calendar.firstDay + calendar.nights.rates.length - 1) return calendar;
  const rates = new Int32Array(end - start + 1);
  const restrictions = new Uint8Array(end - start + 1);
  for (let day = Math.max(start, calendar.firstDay); day <= Math.min(end, calendar.firstDay + calendar.nights.rates.length - 1); day++) {
    rates[day - start] = calendar.nights.rates[day - calendar.firstDay]!;
    restrictions[day - start] = calendar.nights.restrictions[day - calendar.firstDay]!;
  }
  return { ...calendar, firstDay: start, nights: { rates, restrictions } };
}

export interface AriPushDeps {
  db: Database;
  clock: () => Date;
  /** The hotels the batch changed: this server sells the change at once (others hear it from the feed). */
  supplyChanged: (hotelIds: string[]) => Promise<void>;
  counted: (keyId: string, outcome: 'applied' | 'refused' | 'stale', updates: number) => void;
}

export function ariPush({ db, clock, supplyChanged, counted }: AriPushDeps) {
  async function apply(key: PartnerKey, checked: Checked[], now: Date, idempotency: { key: string; hash: string } | null): Promise<AriPushResult> {
    const from = dayNumber(addDays(todayInIndia(now), -1));
    const roomTypeIds = [...new Set(checked.map((c) => c.room.id))];
    const sequenced = checked.filter((c) => c.update.sequence !== undefined);
    const seqFrom = Math.min(...sequenced.map((c) => c.firstDay));
    const seqTo = Math.max(...sequenced.map((c) => c.lastDay));
    return db.orm.transaction(async (tx) => {
      const last = sequenced.length ? await sequencesOf(tx, key.id, roomTypeIds, seqFrom, seqTo) : new Map<string, number>();
      const newSequences = new Map<string, { roomTypeId: string; planCode: string; day: number; sequence: number }>();
      /** Whether this update may set this part of the night (the last sequence set there is not higher); notes its sequence if so. */
      const mayWrite = (c: Checked, part: string, day: number): boolean => {
        const sequence = c.update.sequence;
        if (sequence === undefined) return true;
        const at = sequenceKey(c.room.id, part, day);
        const before = newSequences.get(at)?.sequence ?? last.get(at);
        if (before !== undefined && before > sequence) return false;
        newSequences.set(at, { roomTypeId: c.room.id, planCode: part, day, sequence });
        return true;
      };
      const results: AriUpdateResult[] = checked.map((c) => ({ index: c.index, status: 'applied', nights: 0, staleNights: [], roomsKept: [] }));
      const staleDays = checked.map(() => new Set<number>());
      const writtenDays = checked.map(() => new Set<number>());
      // Which nights each update writes, part by part, in batch order.
      const roomNights = new Map<string, Map<number, { rooms: number; update: number }>>();
      const planWrites: Array<{ c: Checked; i: number; plan: StoredPlan; days: number[] }> = [];
      checked.forEach((c, i) => {
        for (let day = c.firstDay; day <= c.lastDay; day++) {
          if (c.update.rooms !== undefined) {
            if (mayWrite(c, ROOMS, day)) {
              const nights = roomNights.get(c.room.id) ?? new Map();
              nights.set(day, { rooms: c.update.rooms, update: i });
              roomNights.set(c.room.id, nights);
              writtenDays[i]!.add(day);
            } else staleDays[i]!.add(day);
          }
        }
        for (const plan of c.plans) {
          const days: number[] = [];
          for (let day = c.firstDay; day <= c.lastDay; day++) {
            if (mayWrite(c, plan.code, day)) {
              days.push(day);
              writtenDays[i]!.add(day);
            } else staleDays[i]!.add(day);
          }
          planWrites.push({ c, i, plan, days });
        }
      });
      // Rooms first, each room type's nights in date order (as a booking takes them), then calendars.
      for (const roomTypeId of [...roomNights.keys()].sort()) {
        const nights = roomNights.get(roomTypeId)!;
        const room = checked.find((c) => c.room.id === roomTypeId)!.room;
        const kept = await setRooms(tx, room, [...nights].map(([day, n]) => ({ day, rooms: n.rooms })));
        for (const k of kept) results[nights.get(dayNumber(k.night))!.update]!.roomsKept.push(k);
      }
      const touched = [...new Map(planWrites.map((w) => [`${w.c.room.id} ${w.plan.code}`, { roomTypeId: w.c.room.id, planCode: w.plan.code, hotelId: w.c.room.hotelId }])).values()]
        .sort((a, b) => (a.roomTypeId < b.roomTypeId ? -1 : a.roomTypeId > b.roomTypeId ? 1 : a.planCode < b.planCode ? -1 : a.planCode > b.planCode ? 1 : 0));
      const locked = new Map((await lockCalendars(tx, touched)).map((cal) => [`${cal.roomTypeId} ${cal.planCode}`, cal]));
      for (const w of planWrites) {
        if (w.days.length === 0) continue;
        const id = `${w.c.room.id} ${w.plan.code}`;
        const base = locked.get(id) ?? { roomTypeId: w.c.room.id, planCode: w.plan.code, hotelId: w.c.room.hotelId, firstDay: from, nights: { rates: new Int32Array(0), restrictions: new Uint8Array(0) } };
        const calendar = widened(base, from, w.days[0]!, w.days.at(-1)!);
        for (const day of w.days) {
          const night = day - calendar.firstDay;
          if (w.c.rate) calendar.nights.rates[night] = w.c.rate(day);
          calendar.nights.restrictions[night] = restricted(calendar.nights.restrictions[night]!, w.c.update);
        }
        locked.set(id, calendar);
      }
      for (const calendar of locked.values()) await writeCalendar(tx, calendar);
      if (newSequences.size) await writeSequences(tx, key.id, [...newSequences.values()]);
      checked.forEach((c, i) => {
        const result = results[i]!;
        result.nights = writtenDays[i]!.size;
        result.staleNights = ranges([...staleDays[i]!].sort((a, b) => a - b));
        result.status = staleDays[i]!.size === 0 ? 'applied' : writtenDays[i]!.size === 0 ? 'stale' : 'partlyStale';
      });
      const answer: AriPushResult = { applied: results.filter((r) => r.status !== 'stale').length, stale: results.filter((r) => r.status === 'stale').length, results };
      if (idempotency) await keepAnswer(tx, key.id, idempotency.key, idempotency.hash, answer);
      return answer;
    });
  }

  return {
    async push(key: PartnerKey, body: unknown, idempotencyKey: string | undefined): Promise<AriPushResult> {
      // Hashed only once it has the batch's shape (at most ARI_MAX_UPDATES flat updates): a body of
      // any other depth is refused below without being walked.
      const shaped = ariBatch.safeParse(body);
      const hash = shaped.success ? createHash('sha256').update(JSON.stringify(shaped.data)).digest('hex') : null;
      if (idempotencyKey && hash) {
        const earlier = await earlierAnswer(db, key.id, idempotencyKey);
        if (earlier) return replay(earlier, hash);
      }
      const now = clock();
      let checked: Checked[];
      try {
        checked = await checkBatch(db, key, body, now);
      } catch (error) {
        const updates = (body as { updates?: unknown } | null)?.updates;
        counted(key.id, 'refused', Array.isArray(updates) ? updates.length : 0);
        throw error;
      }
      let answer: AriPushResult;
      try {
        answer = await apply(key, checked, now, idempotencyKey && hash ? { key: idempotencyKey, hash } : null);
      } catch (error) {
        // The same Idempotency-Key raced in: its first answer stands.
        if (idempotencyKey && hash && isUniqueViolation(error)) {
          const earlier = await earlierAnswer(db, key.id, idempotencyKey);
          if (earlier) return replay(earlier, hash);
        }
        throw error;
      }
      counted(key.id, 'applied', answer.applied);
      counted(key.id, 'stale', answer.stale);
      await supplyChanged([...new Set(checked.map((c) => c.room.hotelId))]);
      return answer;
    },
  };
}
export type AriPush = ReturnType<typeof ariPush>;

function replay(earlier: { requestHash: string; response: unknown }, hash: string): AriPushResult {
  if (earlier.requestHash !== hash) throw new ApiError('conflict', 'Idempotency-Key: already used for another batch');
  return earlier.response as AriPushResult;
}

/** Day numbers in order as runs of consecutive nights. */
function ranges(days: number[]): Array<{ from: string; to: string }> {
  const out: Array<{ from: string; to: string }> = [];
  let start = days[0];
  for (let i = 1; i <= days.length; i++) {
    if (i < days.length && days[i] === days[i - 1]! + 1) continue;
    if (start !== undefined) out.push({ from: fromDayNumber(start), to: fromDayNumber(days[i - 1]!) });
    start = days[i];
  }
  return out;
}


function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
