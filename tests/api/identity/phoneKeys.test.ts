import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginAs, testServer, uniquePhone } from '../support/testApp';

/** The migration that keys phone numbers with their dial code, as it runs on a database from before it. */
const migration = readFileSync(path.resolve(import.meta.dirname, '../../../server/db/migrations/0007_phone_keys_with_dial_code.sql'), 'utf8');

describe('phone numbers kept before dial codes were (migration 0007)', () => {
  it('become +91 numbers: the account is the same person on the next login, the send log still counts, a live code is dropped', async () => {
    const { db } = await testServer();
    const phone = uniquePhone();
    const userId = `before-dial-codes-${phone}`;
    const now = new Date();
    await db.rows('insert into users (id, mobile_number, created_at) values ($1, $2, $3)', [userId, phone, now]);
    await db.rows('insert into otp_sends (destination, client_ip, network, sent_at) values ($1, $2, $3, $4)', [phone, '10.9.9.9', '10.9.9.0/24', new Date(now.getTime() - 3_600_000 * 2)]);
    await db.rows(
      `insert into otp_codes (destination, channel, code_hash, salt, created_at, expires_at) values ($1, 'sms', $2, 'salt', $3, $4)`,
      [phone, 'f'.repeat(64), now, new Date(now.getTime() + 300_000)],
    );
    const email = `before.${phone}@example.in`;
    await db.rows('insert into users (id, email_id) values ($1, $2)', [`${userId}-mail`, email]);

    await db.exec(migration);

    expect(await db.rows('select mobile_number from users where id = $1', [userId])).toEqual([{ mobile_number: `+91${phone}` }]);
    expect(await db.rows('select email_id from users where id = $1', [`${userId}-mail`])).toEqual([{ email_id: email }]);
    expect(await db.rows('select destination from otp_sends where client_ip = $1 and destination like $2', ['10.9.9.9', `%${phone}`])).toEqual([
      { destination: `+91${phone}` },
    ]);
    expect(await db.rows('select 1 from otp_codes where destination like $1', [`%${phone}`])).toEqual([]);

    // Run again, it changes nothing.
    await db.exec(migration);
    expect(await db.rows('select mobile_number from users where id = $1', [userId])).toEqual([{ mobile_number: `+91${phone}` }]);

    // The person logs in with the number as before (no country sent is +91) and is the same user.
    expect((await loginAs(phone)).userId).toBe(userId);
  });
});
