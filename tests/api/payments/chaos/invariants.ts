/**
 * What must hold after every sequence, read from the books themselves: the sandbox's (what the
 * provider really took and gave back), the bookings', the refunds' and the rooms'. Each check
 * returns the broken rules in words; none means the money adds up.
 *
 *   booking state        money kept (captured - refunded, by the provider's records)
 *   SUCCESS              its total
 *   CANCELLED            its penalty when it was confirmed, else 0
 *   EXPIRED, unpaid      0
 *
 * plus any refund the server marked failed (the provider refused it; the team pays it by hand).
 * And the server's own money audit of those bookings finds nothing else.
 */
import type { CancellationPolicy } from '../../../../contract/cancellationPolicy';
import { penaltyAt } from '../../../../server/modules/bookings/cancellationPenalty';
import { indiaDateTime } from '../../../../domain/dates';
import type { Database } from '../../../../server/db/database';
import { sandboxStore, paymentJson } from '../../../../server/adapters/payments/sandbox/store';
import { auditMoney, type AuditReport } from '../../../../server/modules/money/audit';
import type { Sequence, Stay } from './sequence';
import { nightByNight, prepareStay, priceStay, type RoomNightPrice, type StayQuery } from '../../../../server/rules/stayPrice';
import type { BookingRow } from '../../../../server/modules/bookings/repo';
import { invoiceContent } from '../../../../server/modules/documents/invoiceContent';

export interface BookingBooks {
  id: string;
  status: string;
  paymentStatus: string;
  totalPaise: number;
  policy: CancellationPolicy;
  /** Its last cancellation (a booking may be cancelled, confirmed again by a late payment, and cancelled again): when, and from what state. */
  cancelled: { at: string; from: string } | null;
  /** Captured minus refunded, over every payment of every order of the booking, as the sandbox has it. */
  keptPaise: number;
  /** What the server marked failed of its refunds (owed by hand). */
  failedPaise: number;
}

/** Each of the traveller's bookings with the provider's money for it. */
export async function booksOf(db: Database, userId: string): Promise<BookingBooks[]> {
  const rows = await db.rows<BookingBooks>(
    `select b.id, b.status, b.payment_status as "paymentStatus", b.total_paise as "totalPaise", b.policy,
            (select json_build_object('at', e.at, 'from', e.from_status) from booking_events e
              where e.booking_id = b.id and e.to_status = 'CANCELLED' and e.from_status <> 'CANCELLED' order by e.id desc limit 1) as cancelled,
            (select coalesce(sum(p.amount - p.amount_refunded), 0)::int from sandbox_orders o join sandbox_payments p on p.order_id = o.id
              where o.receipt = b.id and p.status in ('captured', 'refunded')) as "keptPaise",
            (select coalesce(sum(r.amount_paise), 0)::int from payment_ledger r where r.booking_id = b.id and r.entry = 'refund' and r.status = 'failed') as "failedPaise"
       from bookings b where b.user_id = $1 and b.status <> 'DRAFT' order by b.created_at`,
    [userId],
  );
  return rows;
}

/** What the provider should have kept for a booking in its state. */
function keptExpected(booking: BookingBooks): number {
  if (booking.status === 'SUCCESS') return booking.totalPaise;
  if (booking.status === 'CANCELLED' && booking.cancelled?.from === 'SUCCESS') return penaltyAt(booking.policy, indiaDateTime(new Date(booking.cancelled.at)), booking.totalPaise);
  return 0;
}

export function moneyBroken(books: BookingBooks[]): string[] {
  return books.flatMap((b) => {
    const expected = keptExpected(b);
    return b.keptPaise - b.failedPaise === expected
      ? []
      : [`${b.id} ${b.status} (payment ${b.paymentStatus}${b.cancelled ? `, cancelled from ${b.cancelled.from}` : ''}): the provider kept ${b.keptPaise} paise${b.failedPaise ? ` (${b.failedPaise} of it owed by failed refunds)` : ''}, ${expected} expected`];
  });
}

export interface RefundBooks {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: string;
  reason: string;
  /** What the provider captured of its payment (null when it never did). */
  paid: number | null;
}

/** The refunds the server asked for, of the traveller's bookings. */
export async function refundsOf(db: Database, userId: string): Promise<RefundBooks[]> {
  return db.rows<RefundBooks>(
    `select r.id, r.payment_id as "paymentId", r.amount_paise as "amountPaise", r.status, r.reason,
            (select p.amount from sandbox_payments p where p.id = r.payment_id and p.status in ('captured', 'refunded')) as paid
       from payment_ledger r join bookings b on b.id = r.booking_id where b.user_id = $1 and r.entry = 'refund' order by r.created_at`,
    [userId],
  );
}

/**
 * No refund exceeds what its payment has left, a failed one counted as given back (it is owed: the
 * team sends it again, so no other refund may give that money back too); every refund is finished
 * (processed) or marked failed, and failed only where the provider refused.
 */
export function refundsBroken(refunds: RefundBooks[], refusing: ReadonlySet<string>): string[] {
  const broken: string[] = [];
  const asked = new Map<string, number>();
  for (const r of refunds) {
    asked.set(r.paymentId, (asked.get(r.paymentId) ?? 0) + r.amountPaise);
    if (r.status !== 'processed' && r.status !== 'failed') broken.push(`refund ${r.id} (${r.reason}, ${r.amountPaise} paise of ${r.paymentId}) is still ${r.status} after reconciliation`);
    if (r.status === 'failed' && !refusing.has(r.paymentId)) broken.push(`refund ${r.id} (${r.reason}) of ${r.paymentId} is marked failed, but the provider never refused it`);
  }
  for (const [paymentId, amount] of asked) {
    const paid = refunds.find((r) => r.paymentId === paymentId)!.paid;
    if (paid === null) broken.push(`refunds of ${amount} paise were asked of ${paymentId}, which the provider never captured`);
    else if (amount > paid) broken.push(`refunds of ${amount} paise were asked of ${paymentId}, which took ${paid}`);
  }
  return broken;
}

/** The server's money audit of some bookings, reading the provider's records straight from the sandbox's books (as `npm run audit:money` may). */
export function auditOf(db: Database, bookingIds: string[], now: Date): Promise<AuditReport> {
  const store = sandboxStore(db.orm);
  return auditMoney(db.orm, { orderPayments: async (orderId) => (await store.orderPayments(orderId)).map((p) => paymentJson(p)) }, now, { bookingIds });
}

/**
 * The server's own audit (`npm run audit:money`) of the traveller's bookings agrees: its ledger
 * matches the provider's records and each booking's state. A refund the provider refused is
 * rightly reported failed, for the team: that is no mismatch here (refundsBroken checks it). What
 * it owes is not money kept, so its booking keeps what its state says, as any other.
 */
export function auditBroken(report: AuditReport, refusing: ReadonlySet<string>): string[] {
  return report.mismatches
    .filter((m) => !(m.problem === 'refund failed' && m.paymentId && refusing.has(m.paymentId)))
    .map((m) => `the money audit: ${m.bookingId}${m.paymentId ? ` ${m.paymentId}` : ''}: ${m.problem}: ${m.detail}`);
}

/**
 * Every payment the ledger recorded carries how the provider says it was paid: its method, and
 * the UPI ID, bank, wallet or card's network and last four, never anything else.
 */
export async function methodsBroken(db: Database, userId: string): Promise<string[]> {
  const rows = await db.rows<{ paymentId: string; recorded: string; provider: string }>(
    `select l.payment_id as "paymentId",
            concat_ws('|', l.method, l.vpa, l.bank, l.wallet, l.card_network, l.card_last4) as recorded,
            concat_ws('|', p.method, p.vpa, p.bank, p.wallet, p.card_network, p.card_last4) as provider
       from payment_ledger l join bookings b on b.id = l.booking_id join sandbox_payments p on p.id = l.payment_id
      where b.user_id = $1 and l.entry = 'capture' order by l.created_at`,
    [userId],
  );
  return rows.filter((r) => r.recorded !== r.provider).map((r) => `${r.paymentId} is recorded as paid by ${r.recorded || 'nothing'}; the provider has ${r.provider}`);
}

/** Every confirmed booking's voucher downloads (a PDF), as its traveller asks for it. */
/**
 * What each booking charged: the rates of its nights as one version had them, whole (those the
 * sequence found, or one a partner pushed), never a mix and never a rate that was never there: the
 * price is read again under the lock that takes the rooms. Its total is its nights' sum.
 */
export async function pricesBroken(sequence: Sequence): Promise<string[]> {
  const { db } = sequence.server.shared;
  const rows = await db.rows<{ id: string; roomTypeId: string; planCode: string; checkin: string; checkout: string; roomInfo: StayQuery['roomInfo']; totalPaise: number; basePaise: number; taxPaise: number; priceNights: RoomNightPrice[][] }>(
    `select id, room_type_id as "roomTypeId", plan_code as "planCode", checkin::text as checkin, checkout::text as checkout, room_info as "roomInfo",
            total_paise as "totalPaise", base_paise as "basePaise", tax_paise as "taxPaise", price_nights as "priceNights"
       from bookings where user_id = $1 and status <> 'DRAFT' order by created_at`,
    [sequence.userId],
  );
  const broken: string[] = [];
  for (const row of rows) {
    const nights = row.priceNights.flat();
    const sum = nights.reduce((total, n) => total + n.bf + n.taf, 0);
    if (sum !== row.totalPaise || row.basePaise + row.taxPaise !== row.totalPaise) broken.push(`${row.id} charges ${row.totalPaise} paise, its nights add up to ${sum}`);
    const plan = sequence.server.app.catalogue.shared.hotel(row.roomTypeId.split('-')[0]!)!.roomTypes.find((r) => r.id === row.roomTypeId)!.plans.find((p) => p.code === row.planCode)!;
    const stay = prepareStay({ checkinDate: row.checkin, checkoutDate: row.checkout, roomInfo: row.roomInfo });
    const charged = JSON.stringify(row.priceNights);
    const versions = sequence.rates.map((rates) => JSON.stringify(nightByNight(priceStay(rates, plan, stay), stay).map((r) => r.nights)));
    if (!versions.includes(charged)) broken.push(`${row.id} charged nights of no rates its plan had (${sequence.rates.map((r) => r.join('/')).join('; ')}): ${charged}`);
  }
  return broken;
}

/** Each confirmed booking's tax invoice, as it would be issued now, prints what was charged: its nights as sold, its total, what the provider kept. */
export function invoicesBroken(sequence: Sequence, books: BookingBooks[], rows: BookingRow[]): string[] {
  const broken: string[] = [];
  for (const b of books.filter((x) => x.status === 'SUCCESS')) {
    const row = rows.find((r) => r.id === b.id)!;
    const content = invoiceContent(row, 'stay', sequence.server.shared.config.supplier, 'PDV/2627/0000001', '2026-27', sequence.server.shared.clock.now());
    const sold = row.priceNights.flatMap((nights) => nights.map((n) => n.bf));
    // What the provider kept of it, less what it owes back by a refund it refused (moneyBroken).
    if (content.totals.totalPaise !== b.totalPaise || content.totals.totalPaise !== b.keptPaise - b.failedPaise) {
      broken.push(`${b.id}'s invoice totals ${content.totals.totalPaise} paise; it charged ${b.totalPaise} and the provider kept ${b.keptPaise - b.failedPaise} of it`);
    }
    if (JSON.stringify(content.roomNights.map((n) => n.taxablePaise).sort()) !== JSON.stringify(sold.sort())) broken.push(`${b.id}'s invoice prints other nights than it sold`);
  }
  return broken;
}

export async function vouchersBroken(sequence: Sequence, books: BookingBooks[]): Promise<string[]> {
  const broken: string[] = [];
  for (const b of books.filter((x) => x.status === 'SUCCESS')) {
    const answer = await sequence.call('POST', `/generate-voucher/${b.id}`, {});
    if (answer.status !== 200 || !Buffer.isBuffer(answer.body) || !answer.body.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
      broken.push(`${b.id} is confirmed (payment ${b.paymentStatus}) but its voucher answers ${answer.status} ${Buffer.isBuffer(answer.body) ? '' : JSON.stringify(answer.body)}`);
    }
  }
  return broken;
}

/**
 * Rooms of the stay's room type taken each night beyond those of its PENDING, HOLD and SUCCESS
 * bookings: what the sequence found there (other sequences' stays, or rooms it marked taken)
 * and must leave there.
 */
export async function roomsBeyondBookings(db: Database, stay: Stay): Promise<number[]> {
  const roomTypeId = stay.option.split('-').slice(0, 2).join('-');
  const rows = await db.rows<{ beyond: number }>(
    `select (coalesce(a.taken, 0) - (select coalesce(sum(b.rooms), 0) from bookings b
              where b.room_type_id = $1 and b.status in ('PENDING', 'HOLD', 'SUCCESS') and b.checkin <= d::date and b.checkout > d::date))::int as beyond
       from generate_series($2::date, $3::date - 1, interval '1 day') d
       left join room_allotments a on a.room_type_id = $1 and a.night = d::date order by d`,
    [roomTypeId, stay.checkin, stay.checkout],
  );
  return rows.map((r) => r.beyond);
}

export function roomsBroken(before: number[], after: number[]): string[] {
  return before.join() === after.join() ? [] : [`rooms taken beyond the bookings' own, night by night: ${before.join(', ')} at the start, ${after.join(', ')} now`];
}
