import type { Database } from '../db/database';

const DAY_MS = 86_400_000;

/**
 * Removes what no request can use any more, a day after it stopped being usable: ended or
 * expired sessions, spent or expired OTP codes, OTP send and guest token records older than the
 * longest rate window (1 hour), batches of expired hotel searches, and booking reviews (drafts)
 * never booked. Returns how many rows each step removed.
 */
export async function housekeeping(db: Database, now: Date): Promise<Record<string, number>> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const steps: Record<string, string> = {
    sessions: 'delete from sessions where coalesce(ended_at, expires_at) < $1 returning 1',
    otpCodes: 'delete from otp_codes where coalesce(consumed_at, expires_at) < $1 returning 1',
    otpSends: 'delete from otp_sends where sent_at < $1 returning 1',
    guestTokenIssues: 'delete from guest_token_issues where issued_at < $1 returning 1',
    // A spent proof-of-work solution is kept only until its challenge would have expired anyway.
    spentProofs: 'delete from spent_proofs where expires_at < $1 returning 1',
    hotelSearchBatches: 'delete from hotel_search_batches where expires_at < $1 returning 1',
    bookingDrafts: "delete from bookings where status = 'DRAFT' and created_at < $1 returning 1",
    // A partner's answer under its Idempotency-Key is kept a day, as a booking's is.
    partnerRequests: 'delete from partner_requests where created_at < $1 returning 1',
    // Sequences of nights before yesterday: no update can name those nights any more.
    ariSequences: "delete from ari_sequences where night < ($1::timestamptz - interval '1 day')::date returning 1",
  };
  const removed: Record<string, number> = {};
  for (const [name, sql] of Object.entries(steps)) removed[name] = (await db.rows(sql, [dayAgo])).length;
  removed.catalogueChanges = await trimChanges(db, dayAgo);
  return removed;
}

/**
 * The change feed's rows older than a day go, every server having read them long since; the
 * newest transaction removed is recorded (`catalogue_meta.changes_trimmed_to`), so that a
 * catalogue copy older than that is known to have missed some (storeImage.ts).
 */
async function trimChanges(db: Database, before: string): Promise<number> {
  const [row] = await db.rows<{ removed: number; newest: string | null }>(
    'with gone as (delete from catalogue_changes where at < $1 returning xid) select count(*)::int as removed, max(xid::text::numeric)::text as newest from gone',
    [before],
  );
  if (row?.newest) {
    await db.rows(
      `insert into catalogue_meta (key, value) values ('changes_trimmed_to', $1) on conflict (key) do update set value = excluded.value
        where excluded.value::numeric > catalogue_meta.value::numeric`,
      [row.newest],
    );
  }
  return row?.removed ?? 0;
}
