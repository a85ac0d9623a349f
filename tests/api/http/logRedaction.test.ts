import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { buildApp } from '../../../server/app';
import { loginAs, testServer } from '../support/testApp';
import { payloadFor, reviewFor } from '../bookings/support';

/**
 * What the log keeps when a query fails mid-booking: the SQL and where it failed, never its
 * parameters (the guest's e-mail, phone and names went to three places of one line before: the
 * message, the stack and a field of their own), and no e-mail address or phone number in any line.
 */
describe('the log of a failed query', () => {
  it('carries the SQL and the constraint, without the parameters, the e-mail, the phone or the names', async () => {
    const shared = await testServer();
    const lines: string[] = [];
    const app = await buildApp({ config: { ...shared.config, logLevel: 'info' }, db: shared.db, clock: shared.clock.now, logStream: { write: (line) => void lines.push(line) } });
    const user = await loginAs();
    const review = await reviewFor(user.userId);
    const email = 'kavya.menon.logtest@example.in';
    const phone = '9123456780';
    const payload = payloadFor(review, { deliveryInfo: { emails: [email], contacts: [phone], code: '+91' } });
    payload.roomTravellerInfo[0]!.travellerInfo[0]!.fN = 'Kavyalakshmi';
    // The booking's write fails as a broken database would: a rule no booking can keep.
    await shared.db.rows('alter table bookings add constraint log_test_refuses_contacts check (email is null) not valid');
    try {
      await app.ready();
      const res = await app.inject({ method: 'PUT', url: `${API_BASE}/bookFullPayment`, headers: { authorization: user.token }, payload });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain(email);
    } finally {
      await shared.db.rows('alter table bookings drop constraint log_test_refuses_contacts');
      await app.close();
    }
    const failure = lines.find((line) => line.includes('unexpected error'));
    expect(failure, lines.join('\n')).toBeDefined();
    const logged = JSON.parse(failure!) as { err: { message: string; stack: string; params?: unknown; cause?: { constraint?: string } } };
    expect(logged.err.message).toMatch(/^Failed query: update "bookings"/);
    expect(logged.err.cause?.constraint).toBe('log_test_refuses_contacts');
    expect(logged.err.params).toBeUndefined();
    for (const secret of [email, phone, 'Kavyalakshmi', 'params:', 'A quiet room']) expect(failure, secret).not.toContain(secret);
    // Nothing else the server wrote meanwhile has a contact in it either.
    for (const line of lines) expect(line).not.toMatch(/kavya\.menon|9123456780/);
  });
});
