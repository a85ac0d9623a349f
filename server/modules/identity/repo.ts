import { and, count, eq, gt, isNull, lt, min, sql, type SQL } from 'drizzle-orm';
import { dateOf } from '../../db/aggregates';
import { lockKey, LOCKS } from '../../db/advisoryLocks';
import type { Orm } from '../../db/database';
import { otpCodes, otpSends, users } from '../../db/schema';
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

/**
 * What a code is for: logging in to the account of its destination, from the device (a digest of
 * its device token, service.ts) that asked for it, or adding its destination to the account `userId` (and to no other). Each
 * purpose has its own live code per destination, a login code one per device.
 */
export type CodePurpose = { purpose: 'login'; device: string } | { purpose: 'link'; userId: string };
/** A login code for the device `device` ('' for a caller without a device token). */
export const loginFrom = (device: string): CodePurpose => ({ purpose: 'login', device });

/** The key columns of a code row beside its destination (a login code belongs to no user, a link code to no device). */
const purposeColumns = (p: CodePurpose) => ({ purpose: p.purpose, userId: p.purpose === 'link' ? p.userId : '', device: p.purpose === 'login' ? p.device : '' });

/** Who asked, as the per-device send limits count it: the device of a login code, the account of a link code. */
export const requesterOf = (p: CodePurpose) => (p.purpose === 'login' ? p.device : `user:${p.userId}`);

/** The one code row of this destination and purpose. */
function codeRow(destination: string, p: CodePurpose): SQL {
  const { purpose, userId, device } = purposeColumns(p);
  return and(eq(otpCodes.destination, destination), eq(otpCodes.purpose, purpose), eq(otpCodes.userId, userId), eq(otpCodes.device, device))!;
}

/** A code that can still be spent: this very code (by hash), unused, with guesses left, not expired. */
function spendable(destination: string, p: CodePurpose, codeHash: string, maxAttempts: number, now: Date): SQL {
  return and(codeRow(destination, p), eq(otpCodes.codeHash, codeHash), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, maxAttempts), gt(otpCodes.expiresAt, now))!;
}

/** How adding an identity to an account ended; anything but 'linked' changed nothing. */
export type LinkOutcome = 'linked' | 'spent' | 'hasOne' | 'alreadyYours' | 'taken' | 'noAccount';

class LinkRefused extends Error {
  constructor(readonly outcome: Exclude<LinkOutcome, 'linked'>) {
    super(outcome);
  }
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle wraps it as the cause). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}


export function identityRepo(orm: Orm) {
  return {
    /**
     * One OTP send as a unit: under locks on the client address and the destination (so two
     * racing requests cannot both slip under a limit), `decide` sees the send log of the last
     * hour (the destination's sends from the requesting device and from its `network`, the
     * client's); when it allows
     * the send, the send is logged and the code replaces any earlier one of its purpose. The
     * replaced code comes back as `previous`, so a failed delivery can put it back. Sends count
     * by destination whatever their purpose: a link code obeys the limits of a login code.
     */
    async send<T>(
      input: { contact: Contact; purpose: CodePurpose; clientIp: string; network: string; now: Date; windowStart: Date },
      decide: (facts: SendFacts) => { allow: false; result: T } | { allow: true; code: { codeHash: string; salt: string; expiresAt: Date }; result: T },
    ): Promise<{ sendId: string | null; previous: OtpCodeRow | null; result: T }> {
      const { contact, purpose, clientIp, network, now, windowStart } = input;
      const device = requesterOf(purpose);
      return orm.transaction(async (tx) => {
        await lockKey(tx, LOCKS.otpClient, clientIp);
        await lockKey(tx, LOCKS.otpDestination, contact.destination);
        const fromNetwork = sql<boolean>`${otpSends.network} = ${network}`;
        // A caller without a device token has no device to count by: its network counts for it.
        const fromDevice = device ? sql<boolean>`${otpSends.device} = ${device}` : sql<boolean>`false`;
        const fromHere = sql<boolean>`${otpSends.network} = ${network} and ${otpSends.device} = ${device}`;
        const [dest] = await tx
          .select({
            networkN: sql<number>`count(*) filter (where ${fromNetwork})`,
            networkOldest: sql<Date | string | null>`min(${otpSends.sentAt}) filter (where ${fromNetwork})`,
            deviceN: sql<number>`count(*) filter (where ${fromDevice})`,
            deviceOldest: sql<Date | string | null>`min(${otpSends.sentAt}) filter (where ${fromDevice})`,
            hereLatest: sql<Date | string | null>`max(${otpSends.sentAt}) filter (where ${fromHere})`,
          })
          .from(otpSends)
          .where(and(eq(otpSends.destination, contact.destination), gt(otpSends.sentAt, windowStart)));
        const [client] = await tx
          .select({ n: count(), oldest: min(otpSends.sentAt) })
          .from(otpSends)
          .where(and(eq(otpSends.clientIp, clientIp), gt(otpSends.sentAt, windowStart)));
        const decision = decide({
          lastSentFromHere: dateOf(dest?.hereLatest),
          networkSendsInWindow: Number(dest?.networkN ?? 0),
          oldestNetworkSendInWindow: dateOf(dest?.networkOldest),
          deviceSendsInWindow: Number(dest?.deviceN ?? 0),
          oldestDeviceSendInWindow: dateOf(dest?.deviceOldest),
          clientSendsInWindow: Number(client?.n ?? 0),
          oldestClientSendInWindow: dateOf(client?.oldest),
        });
        if (!decision.allow) return { sendId: null, previous: null, result: decision.result };
        const [previous] = await tx.select().from(otpCodes).where(codeRow(contact.destination, purpose)).limit(1);
        const [logged] = await tx
          .insert(otpSends)
          .values({ destination: contact.destination, clientIp, network, device, sentAt: now })
          .returning({ id: otpSends.id });
        const code = { channel: contact.channel, createdAt: now, attempts: 0, consumedAt: null, ...decision.code };
        await tx
          .insert(otpCodes)
          .values({ destination: contact.destination, ...purposeColumns(purpose), ...code })
          .onConflictDoUpdate({ target: [otpCodes.destination, otpCodes.purpose, otpCodes.userId, otpCodes.device], set: code });
        return { sendId: logged!.id, previous: previous ?? null, result: decision.result };
      });
    },

    /**
     * Undoes a send whose delivery failed: the send does not count, and the code it stored gives
     * way to the one it replaced (`previous`, exactly as it was: expiry, attempts, use), or to
     * none. Nothing changes when a later send has replaced the code in between.
     */
    async undoSend(sendId: string, destination: string, purpose: CodePurpose, codeHash: string, previous: OtpCodeRow | null) {
      await orm.transaction(async (tx) => {
        await tx.delete(otpSends).where(eq(otpSends.id, sendId));
        const ours = and(codeRow(destination, purpose), eq(otpCodes.codeHash, codeHash));
        if (!previous) {
          await tx.delete(otpCodes).where(ours);
          return;
        }
        const { channel, codeHash: previousHash, salt, createdAt, expiresAt, attempts, consumedAt } = previous;
        await tx.update(otpCodes).set({ channel, codeHash: previousHash, salt, createdAt, expiresAt, attempts, consumedAt }).where(ours);
      });
    },

    async findCode(destination: string, purpose: CodePurpose): Promise<OtpCodeRow | undefined> {
      const [row] = await orm.select().from(otpCodes).where(codeRow(destination, purpose)).limit(1);
      return row;
    },

    /** Counts a wrong guess against this very code; the new count, or null when the code is already spent. */
    async addWrongAttempt(destination: string, purpose: CodePurpose, codeHash: string, maxAttempts: number): Promise<number | null> {
      const [row] = await orm
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(
          and(
            codeRow(destination, purpose),
            eq(otpCodes.codeHash, codeHash),
            isNull(otpCodes.consumedAt),
            lt(otpCodes.attempts, maxAttempts),
          ),
        )
        .returning({ attempts: otpCodes.attempts });
      return row ? row.attempts : null;
    },

    /** Marks a login code used, once: false when another request used it, it expired or it was replaced. */
    async consume(destination: string, purpose: CodePurpose, codeHash: string, maxAttempts: number, now: Date): Promise<boolean> {
      const rows = await orm
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(spendable(destination, purpose, codeHash, maxAttempts, now))
        .returning({ destination: otpCodes.destination });
      return rows.length === 1;
    },

    /**
     * Spends the account's link code for `contact` and adds the contact to the account as its
     * phone number or e-mail address, in one transaction: 'linked'. Else nothing changes:
     * 'spent' (the code was used, replaced or ran out in between), 'noAccount', 'hasOne' (the
     * account has one of that kind by now), 'alreadyYours', or 'taken' when another account
     * holds it. Two accounts linking the same contact at once: the unique constraint lets one
     * through and the other's update fails, which reads as 'taken'.
     */
    async link(userId: string, contact: Contact, codeHash: string, maxAttempts: number, now: Date): Promise<LinkOutcome> {
      const column = contact.channel === 'sms' ? users.mobileNumber : users.emailId;
      try {
        return await orm.transaction(async (tx) => {
          // The account's row first, as deleting the account locks it before its codes.
          const [account] = await tx.select({ held: column }).from(users).where(eq(users.id, userId)).for('update');
          if (!account) return 'noAccount';
          const spent = await tx
            .update(otpCodes)
            .set({ consumedAt: now })
            .where(spendable(contact.destination, { purpose: 'link', userId }, codeHash, maxAttempts, now))
            .returning({ destination: otpCodes.destination });
          if (spent.length !== 1) return 'spent';
          if (account.held === contact.destination) throw new LinkRefused('alreadyYours');
          if (account.held !== null) throw new LinkRefused('hasOne');
          const [holder] = await tx.select({ id: users.id }).from(users).where(eq(column, contact.destination)).limit(1);
          if (holder) throw new LinkRefused('taken');
          await tx
            .update(users)
            .set(contact.channel === 'sms' ? { mobileNumber: contact.destination } : { emailId: contact.destination })
            .where(eq(users.id, userId));
          return 'linked';
        });
      } catch (error) {
        if (error instanceof LinkRefused) return error.outcome;
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
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
