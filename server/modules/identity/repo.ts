import { and, count, eq, gt, isNull, lt, min, sql } from 'drizzle-orm';
import { dateOf } from '../../db/aggregates';
import { lockKey, LOCKS } from '../../db/advisoryLocks';
import type { Orm } from '../../db/database';
import { otpCodes, otpLoginNetworks, otpSends, users } from '../../db/schema';
import type { SendFacts } from './rateLimits';

export type OtpCodeRow = typeof otpCodes.$inferSelect;
/**
 * Where a code goes and whose account it opens. `destination` keys the code, its send limits and
 * the account: a lower-cased e-mail address, or a phone number with its dial code
 * (`phoneDestination`), since the same 10 digits are different phones in different countries.
 */
export type Contact = { channel: 'sms'; destination: string; number: string; countryCode: string } | { channel: 'email'; destination: string };

/** A phone number's key: its dial code and its 10 digits ('+919876543210'). */
export const phoneDestination = (countryCode: string, number: string) => `${countryCode}${number}`;


export function identityRepo(orm: Orm) {
  return {
    /**
     * One OTP send as a unit: under locks on the client address and the destination (so two
     * racing requests cannot both slip under a limit), `decide` sees the send log of the last
     * hour (the destination's sends from the requesting `network` and from all, the client's) and
     * whether the destination logged in from that network since `trustedSince`; when it allows
     * the send, the send is logged and the code replaces any earlier one. The replaced code comes
     * back as `previous`, so a failed delivery can put it back.
     */
    async send<T>(
      input: { contact: Contact; clientIp: string; network: string; now: Date; windowStart: Date; trustedSince: Date },
      decide: (facts: SendFacts) => { allow: false; result: T } | { allow: true; code: { codeHash: string; salt: string; expiresAt: Date }; result: T },
    ): Promise<{ sendId: string | null; previous: OtpCodeRow | null; result: T }> {
      const { contact, clientIp, network, now, windowStart, trustedSince } = input;
      return orm.transaction(async (tx) => {
        await lockKey(tx, LOCKS.otpClient, clientIp);
        await lockKey(tx, LOCKS.otpDestination, contact.destination);
        const fromNetwork = sql<boolean>`${otpSends.network} = ${network}`;
        const [dest] = await tx
          .select({
            n: count(),
            oldest: min(otpSends.sentAt),
            networkN: sql<number>`count(*) filter (where ${fromNetwork})`,
            networkOldest: sql<Date | string | null>`min(${otpSends.sentAt}) filter (where ${fromNetwork})`,
            networkLatest: sql<Date | string | null>`max(${otpSends.sentAt}) filter (where ${fromNetwork})`,
          })
          .from(otpSends)
          .where(and(eq(otpSends.destination, contact.destination), gt(otpSends.sentAt, windowStart)));
        const [client] = await tx
          .select({ n: count(), oldest: min(otpSends.sentAt) })
          .from(otpSends)
          .where(and(eq(otpSends.clientIp, clientIp), gt(otpSends.sentAt, windowStart)));
        const [trusted] = await tx
          .select({ network: otpLoginNetworks.network })
          .from(otpLoginNetworks)
          .where(and(eq(otpLoginNetworks.destination, contact.destination), eq(otpLoginNetworks.network, network), gt(otpLoginNetworks.lastLoginAt, trustedSince)))
          .limit(1);
        const decision = decide({
          lastSentFromNetwork: dateOf(dest?.networkLatest),
          networkSendsInWindow: Number(dest?.networkN ?? 0),
          oldestNetworkSendInWindow: dateOf(dest?.networkOldest),
          destinationSendsInWindow: Number(dest?.n ?? 0),
          oldestDestinationSendInWindow: dateOf(dest?.oldest),
          networkTrusted: trusted !== undefined,
          clientSendsInWindow: Number(client?.n ?? 0),
          oldestClientSendInWindow: dateOf(client?.oldest),
        });
        if (!decision.allow) return { sendId: null, previous: null, result: decision.result };
        const [previous] = await tx.select().from(otpCodes).where(eq(otpCodes.destination, contact.destination)).limit(1);
        const [logged] = await tx
          .insert(otpSends)
          .values({ destination: contact.destination, clientIp, network, sentAt: now })
          .returning({ id: otpSends.id });
        const code = { channel: contact.channel, createdAt: now, attempts: 0, consumedAt: null, ...decision.code };
        await tx
          .insert(otpCodes)
          .values({ destination: contact.destination, ...code })
          .onConflictDoUpdate({ target: otpCodes.destination, set: code });
        return { sendId: logged!.id, previous: previous ?? null, result: decision.result };
      });
    },

    /**
     * Undoes a send whose delivery failed: the send does not count, and the code it stored gives
     * way to the one it replaced (`previous`, exactly as it was: expiry, attempts, use), or to
     * none. Nothing changes when a later send has replaced the code in between.
     */
    async undoSend(sendId: string, destination: string, codeHash: string, previous: OtpCodeRow | null) {
      await orm.transaction(async (tx) => {
        await tx.delete(otpSends).where(eq(otpSends.id, sendId));
        const ours = and(eq(otpCodes.destination, destination), eq(otpCodes.codeHash, codeHash));
        if (!previous) {
          await tx.delete(otpCodes).where(ours);
          return;
        }
        const { channel, codeHash: previousHash, salt, createdAt, expiresAt, attempts, consumedAt } = previous;
        await tx.update(otpCodes).set({ channel, codeHash: previousHash, salt, createdAt, expiresAt, attempts, consumedAt }).where(ours);
      });
    },

    async findCode(destination: string): Promise<OtpCodeRow | undefined> {
      const [row] = await orm.select().from(otpCodes).where(eq(otpCodes.destination, destination)).limit(1);
      return row;
    },

    /** Counts a wrong guess against this very code; the new count, or null when the code is already spent. */
    async addWrongAttempt(destination: string, codeHash: string, maxAttempts: number): Promise<number | null> {
      const [row] = await orm
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(
          and(
            eq(otpCodes.destination, destination),
            eq(otpCodes.codeHash, codeHash),
            isNull(otpCodes.consumedAt),
            lt(otpCodes.attempts, maxAttempts),
          ),
        )
        .returning({ attempts: otpCodes.attempts });
      return row ? row.attempts : null;
    },

    /** Marks the code used, once: false when another request used it, it expired or it was replaced. */
    async consume(destination: string, codeHash: string, maxAttempts: number, now: Date): Promise<boolean> {
      const rows = await orm
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(otpCodes.destination, destination),
            eq(otpCodes.codeHash, codeHash),
            isNull(otpCodes.consumedAt),
            lt(otpCodes.attempts, maxAttempts),
            gt(otpCodes.expiresAt, now),
          ),
        )
        .returning({ destination: otpCodes.destination });
      return rows.length === 1;
    },

    /**
     * Moves a destination's codes and sends `ms` back in time, as if that long had passed for it
     * alone (the dev route tests use instead of waiting; devRoutes.ts).
     */
    async rewind(destination: string, ms: number): Promise<void> {
      const back = sql`make_interval(secs => ${ms / 1000}::float8)`;
      await orm.transaction(async (tx) => {
        await tx.update(otpSends).set({ sentAt: sql`${otpSends.sentAt} - ${back}` }).where(eq(otpSends.destination, destination));
        await tx
          .update(otpCodes)
          .set({ createdAt: sql`${otpCodes.createdAt} - ${back}`, expiresAt: sql`${otpCodes.expiresAt} - ${back}` })
          .where(eq(otpCodes.destination, destination));
      });
    },

    /** Notes that the destination logged in from `network` (its ceiling spares that network from now on). */
    async loggedInFrom(destination: string, network: string, now: Date): Promise<void> {
      await orm
        .insert(otpLoginNetworks)
        .values({ destination, network, lastLoginAt: now })
        .onConflictDoUpdate({ target: [otpLoginNetworks.destination, otpLoginNetworks.network], set: { lastLoginAt: now } });
    },

    /** The user with this phone number or address, created with `newId` on first login. */
    async upsertUser(contact: Contact, newId: string, now: Date): Promise<{ id: string; created: boolean }> {
      const values =
        contact.channel === 'sms'
          ? { id: newId, mobileNumber: contact.destination, createdAt: now, lastLoginAt: now }
          : { id: newId, emailId: contact.destination, createdAt: now, lastLoginAt: now };
      const target = contact.channel === 'sms' ? users.mobileNumber : users.emailId;
      const [row] = await orm
        .insert(users)
        .values(values)
        .onConflictDoUpdate({ target, set: { lastLoginAt: now } })
        .returning({ id: users.id });
      return { id: row!.id, created: row!.id === newId };
    },

    async findUser(id: string) {
      const [row] = await orm.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
  };
}
export type IdentityRepo = ReturnType<typeof identityRepo>;
