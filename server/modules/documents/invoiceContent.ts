/**
 * What a GST tax invoice for a booking says, worked out once when it is issued and kept as it is:
 * the supplier, the customer, SAC 996311 (accommodation services), the taxable value and the tax
 * of each GST rate the pricing used (a stay may mix the 5% and 18% slabs night by night), split
 * into CGST and SGST halves, and the totals in figures and words.
 */
import { rupeesInWords } from '../../../domain/amountInWords';
import { indiaDateTime } from '../../../domain/dates';
import { gstBp } from '../../../domain/pricing';
import type { BookingRow } from '../bookings/repo';

export const SAC_ACCOMMODATION = '996311';

export interface Supplier {
  name: string;
  address: string[];
  gstin: string;
  state: string;
}

export interface InvoiceLine {
  /** GST rate in basis points (500 = 5%). */
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

export interface InvoiceContent {
  number: string;
  financialYear: string;
  /** India local date-time of issue, `YYYY-MM-DDTHH:mm`. */
  issuedAt: string;
  supplier: Supplier;
  customer: { name: string; company: string | null; gstin: string | null; companyAddress: string | null };
  booking: { id: string; hotel: string; hotelAddress: string; checkin: string; checkout: string; nights: number; rooms: number; room: string; meal: string };
  sac: string;
  lines: InvoiceLine[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; totalPaise: number; words: string };
}

/** The financial year (April to March) of an India local date: '2026-27'. */
export function financialYear(indiaDate: string): string {
  const year = Number(indiaDate.slice(0, 4));
  const month = Number(indiaDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const invoiceNumber = (year: string, n: number) => `PDV/${year}/${String(n).padStart(6, '0')}`;

/** The taxable value and tax of each rate, from the booking's room nights as priced. */
export function invoiceLines(priceNights: BookingRow['priceNights']): InvoiceLine[] {
  const byRate = new Map<number, { taxable: number; tax: number }>();
  for (const room of priceNights) {
    for (const night of room) {
      const rate = gstBp(night.bf);
      const line = byRate.get(rate) ?? { taxable: 0, tax: 0 };
      line.taxable += night.bf;
      line.tax += night.taf;
      byRate.set(rate, line);
    }
  }
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, { taxable, tax }]) => {
      const cgst = Math.floor(tax / 2);
      return { rateBp, taxablePaise: taxable, cgstPaise: cgst, sgstPaise: tax - cgst };
    });
}

export function invoiceContent(booking: BookingRow, supplier: Supplier, number: string, year: string, issuedAt: Date): InvoiceContent {
  const lines = invoiceLines(booking.priceNights);
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const taxable = sum((l) => l.taxablePaise);
  const cgst = sum((l) => l.cgstPaise);
  const sgst = sum((l) => l.sgstPaise);
  const primary = booking.guests?.[0]?.travellerInfo[0];
  const hotel = booking.hotel;
  return {
    number,
    financialYear: year,
    issuedAt: indiaDateTime(issuedAt),
    supplier,
    customer: {
      name: primary ? `${primary.ti} ${primary.fN} ${primary.lN}` : 'Guest',
      company: booking.companyName,
      gstin: booking.gstNumber,
      companyAddress: booking.companyAddress,
    },
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
    sac: SAC_ACCOMMODATION,
    lines,
    totals: { taxablePaise: taxable, cgstPaise: cgst, sgstPaise: sgst, totalPaise: taxable + cgst + sgst, words: rupeesInWords(taxable + cgst + sgst) },
  };
}
