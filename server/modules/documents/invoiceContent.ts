/**
 * What a GST tax invoice says, worked out once when it is issued and kept as it is: the supplier's
 * registration that issues it, the customer (with the company, GSTIN and address given at booking:
 * a B2B invoice), the place of supply (the hotel's state and state code), SAC 996311
 * (accommodation services), every room night's taxable value and rate as sold, the tax of each
 * rate as CGST and SGST (or UTGST) within the supplier's state or IGST across states, and the
 * totals in figures and words. Two kinds share one number series: the invoice of a completed stay,
 * and of the charge a cancellation kept.
 */
import { rupeesInWords } from './amountInWords';
import { addDays, indiaDateTime } from '../../../domain/dates';
import { gstStateNamed, gstStateOfGstin } from '../../rules/gstStates';
import type { SupplierConfig } from '../../supplierConfig';
import type { BookingRow } from '../bookings/repo';
import { chargeByRate, invoiceLines, stayByRate, type InvoiceLine } from './invoiceTaxes';

export const SAC_ACCOMMODATION = '996311';

export type InvoiceKind = 'stay' | 'cancellation';

export interface InvoiceContent {
  kind: InvoiceKind;
  number: string;
  financialYear: string;
  /** India local date-time of issue, `YYYY-MM-DDTHH:mm`. */
  issuedAt: string;
  supplier: { name: string; address: string[]; gstin: string; state: string; stateCode: string };
  customer: { name: string; company: string | null; gstin: string | null; companyAddress: string | null };
  /** The hotel's state (IGST Act s.12(3)). */
  placeOfSupply: { state: string; stateCode: string };
  /** CGST + SGST (or UTGST) within the supplier's state; IGST across states. */
  tax: 'intra' | 'inter';
  /** What the state half is called: SGST, or UTGST in a union territory without a legislature. */
  stateTax: 'SGST' | 'UTGST';
  booking: { id: string; hotel: string; hotelAddress: string; checkin: string; checkout: string; nights: number; rooms: number; room: string; meal: string };
  /** Each room night as sold: its date, room, taxable value and GST rate. */
  roomNights: Array<{ date: string; room: number; taxablePaise: number; rateBp: number }>;
  /** A cancellation's invoice: when it was cancelled and the charge it kept (tax included). */
  cancellation: { at: string; chargePaise: number } | null;
  sac: string;
  lines: InvoiceLine[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number; words: string };
}

/** The financial year (April to March) of an India local date: '2026-27'. */
export function financialYear(indiaDate: string): string {
  const year = Number(indiaDate.slice(0, 4));
  const month = Number(indiaDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * A tax invoice's number: at most 16 characters, letters, digits, hyphens and slashes, consecutive
 * within a financial year (CGST Rules, rule 46(b)). 'PDV/2627/0000001' is the first of 2026-27:
 * the series, the year's two halves, and room for ten million a year. A year's counter carries on
 * from an earlier form of the number, so a year's numbers stay consecutive.
 */
export const INVOICE_NUMBER_MAX = 16;
const SERIAL_DIGITS = 7;
export function invoiceNumber(year: string, n: number): string {
  if (!Number.isInteger(n) || n < 1 || String(n).length > SERIAL_DIGITS) throw new RangeError(`invoice serial ${n} does not fit ${SERIAL_DIGITS} digits`);
  return `PDV/${year.slice(2, 4)}${year.slice(5, 7)}/${String(n).padStart(SERIAL_DIGITS, '0')}`;
}

/** The money a cancelled booking kept (paid less refunded): what its cancellation-charge invoice is for. */
export const keptOnCancellation = (booking: Pick<BookingRow, 'status' | 'amountPaidPaise' | 'refundPaise'>) =>
  booking.status === 'CANCELLED' ? Math.max(0, booking.amountPaidPaise - booking.refundPaise) : 0;

/** The registration an invoice for a hotel in `stateCode` is issued from: that state's, else the principal one. */
export function registrationFor(supplier: SupplierConfig, stateCode: string): string {
  return supplier.gstins[stateCode] ?? supplier.gstin;
}

export function invoiceContent(booking: BookingRow, kind: InvoiceKind, supplier: SupplierConfig, number: string, year: string, issuedAt: Date): InvoiceContent {
  const place = gstStateNamed(booking.hotel.state);
  if (!place) throw new Error(`booking ${booking.id}: the hotel's state "${booking.hotel.state}" has no GST state code`);
  const gstin = registrationFor(supplier, place.code);
  const registered = gstStateOfGstin(gstin)!;
  const intraState = registered.code === place.code;
  const stay = stayByRate(booking.priceNights);
  const charge = kind === 'cancellation' ? keptOnCancellation(booking) : 0;
  const lines = invoiceLines(kind === 'cancellation' ? chargeByRate(charge, stay) : stay, intraState);
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const taxable = sum((l) => l.taxablePaise);
  const cgst = sum((l) => l.cgstPaise);
  const sgst = sum((l) => l.sgstPaise);
  const igst = sum((l) => l.igstPaise);
  const total = taxable + cgst + sgst + igst;
  const primary = booking.guests?.[0]?.travellerInfo[0];
  const hotel = booking.hotel;
  return {
    kind,
    number,
    financialYear: year,
    issuedAt: indiaDateTime(issuedAt),
    supplier: { name: supplier.name, address: supplier.address, gstin, state: registered.name, stateCode: registered.code },
    customer: {
      name: primary ? `${primary.ti} ${primary.fN} ${primary.lN}` : 'Guest',
      company: booking.companyName,
      gstin: booking.gstNumber,
      companyAddress: booking.companyAddress,
    },
    placeOfSupply: { state: place.name, stateCode: place.code },
    tax: intraState ? 'intra' : 'inter',
    stateTax: place.utgst ? 'UTGST' : 'SGST',
    booking: {
      id: booking.id,
      hotel: hotel.name,
      hotelAddress: [hotel.adr, hotel.city, `${hotel.state} ${hotel.postalCode}`.trim()].filter(Boolean).join(', '),
      checkin: booking.checkin,
      checkout: booking.checkout,
      nights: booking.nights,
      rooms: booking.rooms,
      room: hotel.room.name,
      meal: hotel.room.mb,
    },
    roomNights: booking.priceNights.flatMap((nights, room) =>
      nights.map((night, n) => ({ date: addDays(booking.checkin, n), room: room + 1, taxablePaise: night.bf, rateBp: night.rateBp })),
    ),
    cancellation: kind === 'cancellation' ? { at: indiaDateTime(booking.cancelledAt ?? issuedAt), chargePaise: charge } : null,
    sac: SAC_ACCOMMODATION,
    lines,
    totals: { taxablePaise: taxable, cgstPaise: cgst, sgstPaise: sgst, igstPaise: igst, totalPaise: total, words: rupeesInWords(total) },
  };
}
