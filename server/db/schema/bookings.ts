import { bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bookingStates, lifecycleCauses, paymentStates, type LifecycleCause } from '../../../contract/bookingLifecycle';

const lifecycleCauseNames = Object.keys(lifecycleCauses) as [LifecycleCause, ...LifecycleCause[]];

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Bookings from review to their end. Created by migrations/0010_bookings.sql (the states are described there). */
export const bookings = pgTable('bookings', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  status: text('status', { enum: bookingStates }).notNull(),
  paymentStatus: text('payment_status', { enum: paymentStates }).notNull(),
  optionId: text('option_id').notNull(),
  hotelId: text('hotel_id').notNull(),
  cityId: integer('city_id').notNull(),
  roomTypeId: text('room_type_id').notNull(),
  planCode: text('plan_code').notNull(),
  checkin: date('checkin', { mode: 'string' }).notNull(),
  checkout: date('checkout', { mode: 'string' }).notNull(),
  rooms: smallint('rooms').notNull(),
  adults: smallint('adults').notNull(),
  children: smallint('children').notNull(),
  roomInfo: jsonb('room_info').$type<Array<{ numberOfRooms: number; numberOfAdults: number; numberOfChild: number; childAge: number[] }>>().notNull(),
  hotel: jsonb('hotel').$type<SoldHotel>().notNull(),
  basePaise: integer('base_paise').notNull(),
  taxPaise: integer('tax_paise').notNull(),
  totalPaise: integer('total_paise').notNull(),
  nights: smallint('nights').notNull(),
  /** Per room, night by night as sold: taxable value (bf), GST (taf) in paise and its rate in basis points (migration 0015). */
  priceNights: jsonb('price_nights').$type<Array<Array<{ bf: number; taf: number; rateBp: number }>>>().notNull(),
  policy: jsonb('policy').$type<import('../../../contract/cancellationPolicy').CancellationPolicy>().notNull(),
  freeCancelUntil: at('free_cancel_until'),
  payLater: boolean('pay_later').notNull(),
  payBy: at('pay_by'),
  holdUntil: at('hold_until'),
  guests: jsonb('guests').$type<Array<{ travellerInfo: Array<{ fN: string; lN: string; ti: string; pt: 'ADULT' | 'CHILD'; pan?: string; pNum?: string }> }>>(),
  email: text('email'),
  phone: text('phone'),
  dialCode: text('dial_code'),
  specialRequest: jsonb('special_request').$type<import('../../../contract/booking').SpecialRequest>(),
  companyName: text('company_name'),
  gstNumber: text('gst_number'),
  companyAddress: text('company_address'),
  /** What its cancellation kept (never more than was paid); null unless cancelled. Money paid and refunded is in the ledger. */
  penaltyPaise: integer('penalty_paise'),
  /** Whether its hold was extended to cover a checkout (once only). */
  holdExtended: boolean('hold_extended').notNull().default(false),
  cancelReason: text('cancel_reason'),
  createdAt: at('created_at').notNull(),
  bookedAt: at('booked_at'),
  cancelledAt: at('cancelled_at'),
});

/** What a booking keeps of its hotel and room as sold. */
export interface SoldHotel {
  name: string;
  stars: number;
  adr: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  img: string;
  ph: string;
  room: { name: string; category: string; mb: string; beds: Array<{ bc: number; bt: string }> };
}

/** Every status change of a booking. */
export const bookingEvents = pgTable('booking_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bookingId: text('booking_id').notNull().references(() => bookings.id),
  at: at('at').notNull(),
  actor: text('actor').notNull(),
  fromStatus: text('from_status').notNull(),
  toStatus: text('to_status').notNull(),
  note: text('note'),
  /** The lifecycle's cause of the move and the payment status either side (migration 0026; null on older events). */
  cause: text('cause', { enum: lifecycleCauseNames }),
  fromPaymentStatus: text('from_payment_status', { enum: paymentStates }),
  toPaymentStatus: text('to_payment_status', { enum: paymentStates }),
});

/** The first answer of each Idempotency-Key a user sent to a booking call. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
