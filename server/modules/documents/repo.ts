/**
 * Issued invoices: numbered in one sequence per financial year, in the transaction that issues
 * them (so a number is never skipped or given twice), and kept as issued.
 */
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { invoiceCounters, invoices } from '../../db/schema';
import { rowsOf } from '../../db/transaction';
import type { InvoiceContent, InvoiceKind } from './invoiceContent';

export type InvoiceRow = typeof invoices.$inferSelect;

export function documentRepo(orm: Orm) {
  return {
    async invoice(bookingId: string): Promise<InvoiceRow | undefined> {
      const [row] = await orm.select().from(invoices).where(eq(invoices.bookingId, bookingId));
      return row;
    },

    /** Takes the year's next number and keeps the invoice `make` writes with it; one per booking, either kind. */
    async issue(bookingId: string, kind: InvoiceKind, year: string, at: Date, make: (n: number) => InvoiceContent): Promise<InvoiceRow> {
      return orm.transaction(async (tx) => {
        const [counter] = await rowsOf<{ last_number: number }>(
          tx,
          sql`insert into invoice_counters (financial_year, last_number) values (${year}, 1)
              on conflict (financial_year) do update set last_number = ${invoiceCounters.lastNumber} + 1
              returning last_number`,
        );
        const content = make(counter!.last_number);
        const [row] = await tx.insert(invoices).values({ bookingId, kind, number: content.number, financialYear: year, issuedAt: at, content }).returning();
        return row!;
      });
    },
  };
}
export type DocumentRepo = ReturnType<typeof documentRepo>;
