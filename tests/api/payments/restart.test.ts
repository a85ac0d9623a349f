import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../contract/basePath';
import { bookingDetailResponse, bookingResponse, reviewResponse } from '../../../contract/booking';
import { initiatePaymentResponse } from '../../../contract/payments';
import { addDays, todayInIndia } from '../../../domain/dates';
import { openDatabase } from '../../../server/db/database';
import { startServerProcess, stopServerProcess } from '../support/serverProcess';

const root = path.resolve(import.meta.dirname, '../../..');
const MUMBAI = 1275339;

/**
 * The real server on a data folder, with the sandbox sending no webhooks: only reconciliation can
 * settle a payment. On a port the system says is free (support/serverProcess.ts).
 */
const start = (dataDir: string) =>
  startServerProcess(['--import', 'tsx', 'server/main.ts'], dataDir, { LOG_LEVEL: 'warn', OTP_DELIVERY: 'outbox', SANDBOX_WEBHOOKS: '0', RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' });

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('a payment the server never verified', () => {
  it('is settled after a kill -9 and a restart: reconciliation asks the provider about the order when due, the checkout\'s signature still verifies, and audit:money finds its money adds up', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'padaav-restart-'));
    folders.push(dataDir);
    let server = await start(dataDir);
    // The restart listens on a port of its own: every call goes to the server running now.
    const base = () => `http://127.0.0.1:${server.port}`;
    const call = async (method: string, url: string, body: unknown, token?: string) => {
      const res = await fetch(`${base()}${url.startsWith('/sandbox') ? '' : API_BASE}${url}`, {
        method, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    };
    try {
      // A traveller logs in, books to pay now, and pays in the checkout.
      const guest = (await (await fetch(`${base()}${API_BASE}/guest`)).json()).response.token as string;
      const mobileNumber = '9812345678';
      expect((await call('POST', '/signup', { mobileNumber }, guest)).status).toBe(200);
      const otp = (await (await fetch(`${base()}/api/dev/outbox?to=${mobileNumber}`)).json()).response[0].otp as string;
      const token = (await call('POST', '/signup/validate/otp', { mobileNumber, otp }, guest)).body.response.token as string;
      const checkinDate = addDays(todayInIndia(new Date()), 12);
      const searched = await call('POST', '/hotel-search-v2', {
        cityName: 'Mumbai',
        searchQuery: {
          checkinDate, checkoutDate: addDays(checkinDate, 2), roomInfo: [{ numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 0, childAge: [] }],
          searchCriteria: { city: MUMBAI, nationality: '106', currency: 'INR' }, searchPreferences: { ratings: [3, 4, 5], fsc: true },
        },
      });
      const hit = searched.body.response.searchResult.his[0];
      const review = reviewResponse.parse((await call('POST', '/hotel-review', { hotelId: hit.id, optionId: hit.ops[0].id }, token)).body).response;
      const booked = await call('PUT', '/bookFullPayment', {
        bookingId: review.bookingId, hotelId: review.hInfo.id,
        roomTravellerInfo: [{ travellerInfo: [{ fN: 'Asha', lN: 'Sharma', ti: 'Ms', pt: 'ADULT', ...(review.conditions.ipr ? { pan: 'ABCDE1234F' } : {}), ...(review.conditions.ipm ? { pNum: 'K1234567' } : {}) }] }],
        deliveryInfo: { emails: ['asha@example.in'], contacts: ['9812345678'], code: '+91' }, totalAmount: review.price.total,
      }, token);
      const result = bookingResponse.parse(booked.body).response;
      const order = initiatePaymentResponse.parse((await call('POST', '/initiate-payment', { bookingId: review.bookingId, amount: result.amountDue, gateway: 'RAZORPAY' }, token)).body).response;
      // Paid by card (Razorpay's RuPay test card): reconciliation lists the payment without its card, and asks for it.
      const card = { number: '6527658900001005', expiry_month: '12', expiry_year: '2035', cvv: '123' };
      const paid = await call('POST', '/sandbox/razorpay/checkout/pay', { key: order.key, order_id: order.order_id, method: 'card', card }, undefined);
      expect(paid.status).toBe(200);

      // The browser closes and the server dies before either verifies the payment. It is down a
      // minute (its clock moved back a minute in the folder): the order is due for its first check.
      await stopServerProcess(server, 'SIGKILL');
      const db = await openDatabase({ dataDir });
      await db.rows("update payment_orders set created_at = created_at - interval '1 minute', next_check_at = next_check_at - interval '1 minute' where id = $1", [order.order_id]);
      await db.close();
      server = await start(dataDir);

      // Reconciliation's first run after the start finds the paid order and confirms the booking.
      let detail;
      const t0 = Date.now();
      do {
        await new Promise((resolve) => setTimeout(resolve, 250));
        detail = bookingDetailResponse.parse((await call('POST', `/booking-detail/${review.bookingId}`, {}, token)).body).response;
      } while (detail.bookingStatus !== 'SUCCESS' && Date.now() - t0 < 30_000);
      expect(detail).toMatchObject({ bookingStatus: 'SUCCESS', paymentStatus: 'SUCCESS', amountDue: 0, amountPaid: result.amountDue });
      expect(detail.paidWith).toEqual({ method: 'card', vpa: null, bank: null, wallet: null, card: { network: 'RuPay', last4: '1005' } });
      // The checkout's signature, made before the restart, still verifies: the sandbox's keys were kept.
      const { razorpay_payment_id: paymentId, razorpay_signature: signature } = paid.body;
      const checked = await call('POST', '/razorpay/checkStatus', { paymentId, orderId: order.order_id, signature }, token);
      expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    } finally {
      await stopServerProcess(server, 'SIGKILL');
    }
    // With the server stopped, `npm run audit:money` reads its data folder: the booking's money adds up.
    const audit = spawnSync(process.execPath, ['--import', 'tsx', 'server/auditMoney.ts'], {
      cwd: root, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' },
    });
    expect(audit.stderr).toBe('');
    expect(audit.stdout.trim().split('\n').at(-1)).toBe('1 booking, 1 payment: 0 mismatches');
    expect(audit.status).toBe(0);
  }, 240_000);
});
