import { describe, expect, it } from 'vitest';
import { housekeeping } from '../../server/jobs/housekeeping';
import { hashToken } from '../../server/modules/session/tokens';
import { api, guestToken, testServer, uniqueIp } from './support/testApp';

describe('housekeeping', () => {
  it('removes sessions a day past their end and keeps live ones working', async () => {
    const { db } = await testServer();
    const live = await guestToken();
    const stale = await guestToken();
    await db.rows(`update sessions set expires_at = now() - interval '2 days' where token_hash = $1`, [hashToken(stale)]);
    const removed = await housekeeping(db, new Date());
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(await db.rows('select 1 from sessions where token_hash = $1', [hashToken(stale)])).toHaveLength(0);
    expect(await db.rows('select 1 from sessions where token_hash = $1', [hashToken(live)])).toHaveLength(1);
    const stillWorks = await api('POST', '/nearby-search', { body: { latitude: 12.97, longitude: 77.59, radius: 3000, type: 'Attractions' }, token: live });
    expect(stillWorks.status).not.toBe(401);
  });

  it('removes old OTP send and guest token records and expired searches, not recent ones', async () => {
    const { db } = await testServer();
    const ip = uniqueIp();
    await db.rows(`insert into guest_token_issues (client_ip, issued_at) values ($1, now() - interval '3 days'), ($1, now())`, [ip]);
    await db.rows(
      `insert into otp_sends (destination, client_ip, network, sent_at)
       values ('9990001111', '10.1.1.1', '10.1.1.0/24', now() - interval '3 days'), ('9990001112', '10.1.1.1', '10.1.1.0/24', now())`,
    );
    await db.rows(
      `insert into hotel_search_batches (id, searches, expires_at) values ('hk-old', '{}', now() - interval '3 days'), ('hk-new', '{}', now() + interval '20 minutes')`,
    );
    await housekeeping(db, new Date());
    expect(await db.rows(`select 1 from otp_sends where destination = '9990001111'`)).toHaveLength(0);
    expect(await db.rows(`select 1 from otp_sends where destination = '9990001112'`)).toHaveLength(1);
    expect(await db.rows(`select id from hotel_search_batches where id in ('hk-old', 'hk-new')`)).toEqual([{ id: 'hk-new' }]);
    expect(await db.rows(`select issued_at > now() - interval '1 hour' as recent from guest_token_issues where client_ip = $1`, [ip])).toEqual([{ recent: true }]);
  });
});
