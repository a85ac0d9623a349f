import type { APIRequestContext, Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine, CheckoutInput } from '../../../machines/checkout.machine';
import type { Step, StepEvent } from '../../machines/support/graph';
import { BOOKING_ID, loggedOut, order, refused2503, refusedOther, verified, withOrder, withoutOrder } from '../../machines/checkout.fixtures';
import { expect } from './fixtures';
import { holdNext, type Hold } from './holdRequest';
import { asNewClient, loginThroughApi } from './identity';
import { walkSteps, type BrowserPath, type SelectionRules } from './modelPaths';
import { bookThroughApi, rupeesText, sandboxSheet } from './payment';

/**
 * The check-status model's paths through the real pages (tests/e2e/modelPaths.spec.ts). A path
 * with the order data starts from a booking made through the API, on its payment page, with Pay;
 * without it, /check-status is opened on its own; logged out, it is opened with the payment
 * page's state but no login. Each model event becomes what happens in the browser:
 *
 * - loadGateway done: the sandbox's checkout script loads. Failed: its URL is blocked.
 * - checkout.paid: Pay in the sandbox's sheet with the UPI ID success@razorpay. The sandbox always
 *   answers with the payment id and a valid signature; the outcomes that need another answer
 *   change the sandbox's answer on its way to the page, as a checkout could give it: no payment id
 *   (no id), a signature that does not match (the server's 2503), a payment id the server refuses
 *   to read (another refusal).
 * - checkout.dismissed: the sheet's Close. checkout.failed: netbanking's Fail payment with the
 *   fixture's reason.
 * - verifyPayment done: the real server answers. Failed: the call is aborted (a dropped connection).
 * - the 3 s and 5 s delays: the real time passes.
 */

export const checkoutRules: SelectionRules = {
  unproducible: (path) => {
    for (const { event } of path.steps) {
      if (event.type === 'checkout.failed' && !(event as { reason?: string | null }).reason) return "the sandbox's failures always carry the reason chosen in its sheet";
    }
    return null;
  },
};

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

/** What the sandbox's Pay answer is changed into before the page's checkout handler gets it. */
type PayAnswerChange = 'noPaymentId' | 'badSignature' | 'unreadablePaymentId';

export class CheckoutPaths {
  private steps: Step[] = [];
  private hold: Hold | null = null;
  private amount = '';
  private bookingId = '';
  private refuseGateway: (() => void) | null = null;

  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
    private readonly days: number,
  ) {}

  async run({ path, snapshots }: BrowserPath): Promise<void> {
    const page = this.page;
    const steps = (this.steps = path.steps as Step[]);
    const input = path.input as CheckoutInput;
    if (input === withOrder) {
      const { token } = await loginThroughApi(page, this.request);
      const booking = await bookThroughApi(this.request, token, { days: this.days });
      this.bookingId = booking.bookingId;
      this.amount = rupeesText(booking.total);
      // A refused script is held until its step, so the page is first seen loading it.
      if (steps[0]?.event.type === 'xstate.error.actor.loadGateway') {
        const refused = new Promise<void>((resolve) => (this.refuseGateway = resolve));
        await page.route('**/sandbox/razorpay/checkout.js', async (route) => {
          await refused;
          await route.abort('blockedbyclient');
        });
      }
      await page.goto(`/payment?bookingId=${booking.bookingId}`);
      await page.getByRole('button', { name: `Pay ${this.amount}` }).click();
    } else if (input === withoutOrder) {
      await loginThroughApi(page, this.request);
      await page.goto('/check-status');
    } else if (input === loggedOut) {
      // The payment page's state in this tab's history, but nobody logged in.
      await asNewClient(page);
      this.bookingId = BOOKING_ID;
      await page.goto('/about');
      await page.evaluate((state) => history.replaceState(state, '', '/check-status'), { paymentResponse: order, bookingId: BOOKING_ID });
      // A reload keeps the entry's state: the page starts with it, and without a login.
      await page.reload();
    } else throw new Error('no browser start for this input');
    await this.expectState(snapshots[0]!, 'start');
    await walkSteps(
      steps.length,
      (i) => steps[i]!.event.type.replace(/^xstate\./, ''),
      (i) => this.perform(i),
      (i, label) => this.expectState(snapshots[i]!, label),
    );
  }

  private async perform(index: number): Promise<void> {
    const page = this.page;
    const event: StepEvent = this.steps[index]!.event;
    const next: StepEvent | undefined = this.steps[index + 1]?.event;
    const sheet = sandboxSheet(page);
    switch (event.type) {
      case 'xstate.done.actor.loadGateway':
        // Loaded by itself once Pay was pressed.
        return;
      case 'xstate.error.actor.loadGateway':
        if (!this.refuseGateway) throw new Error('no checkout script held');
        this.refuseGateway();
        return;
      case 'checkout.paid': {
        if (!event.paymentId) await this.changePayAnswer('noPaymentId');
        else if (next?.type === 'xstate.done.actor.verifyPayment' && next.output === refused2503) await this.changePayAnswer('badSignature');
        else if (next?.type === 'xstate.done.actor.verifyPayment' && next.output === refusedOther) await this.changePayAnswer('unreadablePaymentId');
        else if (next?.type === 'xstate.error.actor.verifyPayment') this.hold = await holdNext(page, '/razorpay/checkStatus', 'abort');
        else if (next && !(next.type === 'xstate.done.actor.verifyPayment' && next.output === verified)) throw new Error(`no browser set-up for ${next.type} after a payment`);
        // The verification is held until its outcome's step, so the page is seen verifying first.
        if (event.paymentId && next?.type === 'xstate.done.actor.verifyPayment') this.hold = await holdNext(page, '/razorpay/checkStatus', 'continue');
        await sheet.getByLabel('UPI ID').fill('success@razorpay');
        await sheet.getByRole('button', { name: `Pay ${this.amount}` }).click();
        return;
      }
      case 'checkout.dismissed':
        await sheet.getByRole('button', { name: 'Close' }).click();
        return;
      case 'checkout.failed':
        // The bank's page says no: netbanking, a bank, and the reason chosen.
        await sheet.getByRole('tab', { name: 'Netbanking' }).click();
        await sheet.getByRole('radio', { name: 'State Bank of India' }).check();
        await sheet.getByLabel('Failure reason').selectOption(String(event.reason));
        await sheet.getByRole('button', { name: 'Fail payment' }).click();
        return;
      case 'xstate.done.actor.verifyPayment': {
        if (!this.hold) throw new Error('no verification call held');
        await this.hold.release('continue');
        await this.hold.answered;
        this.hold = null;
        return;
      }
      case 'xstate.error.actor.verifyPayment': {
        if (!this.hold) throw new Error('no verification call held');
        // The client's one retry is aborted too: the hold stays for the rest of the path.
        await this.hold.release('abort');
        this.hold = null;
        return;
      }
      case 'xstate.after.invalidDataRedirect.checkout.invalidData':
      case 'xstate.after.verificationRedirect.checkout.returningToPayment':
        // The real time passes: expectState waits for the page to return.
        return;
      default:
        throw new Error(`no browser action for ${event.type}`);
    }
  }

  /** Changes the sandbox's answer to the sheet's Pay on its way to the page (the payment itself is made). */
  private async changePayAnswer(change: PayAnswerChange): Promise<void> {
    await this.page.route(
      '**/sandbox/razorpay/checkout/pay',
      async (route: Route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, string>;
        if (change === 'noPaymentId') delete body.razorpay_payment_id;
        if (change === 'badSignature') body.razorpay_signature = '0'.repeat(64);
        if (change === 'unreadablePaymentId') body.razorpay_payment_id = 'not-a-payment';
        await route.fulfill({ response, json: body });
      },
      { times: 1 },
    );
  }

  /** The page shows the state the machine is in after this step. */
  private async expectState(snapshot: Snapshot, label: string): Promise<void> {
    const page = this.page;
    const at = (path: RegExp) => expect(page, label).toHaveURL(path, { timeout: 10_000 });
    const toast = (text: string) => expect(page.getByText(text, { exact: true }).first(), label).toBeVisible();
    /** A failed payment whose rooms are still held: the page leads with the hold, the spec's failure texts below it. */
    const failedHeld = async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Your rooms are still held' }), label).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Sorry, your booking could not be completed!' }), label).toBeVisible();
    };
    const confirmed = (timeout?: number) => expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed successfully' }), label).toBeVisible({ timeout });
    /** The booking's rooms are still held, and the page says until when. */
    const held = () => expect(page.getByTestId('status-hold'), label).toHaveText(/^Your rooms are still held until \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M\.$/);
    const atStatus = () => at(new RegExp(`/booking-status\\?bookingId=${this.bookingId}$`));
    const value = snapshot.value as string;
    switch (value) {
      case 'loadingGateway':
      case 'verifying':
        await at(/\/check-status$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Processing Payment...' }), label).toBeVisible();
        return;
      case 'checkout':
        await at(/\/check-status$/);
        await expect(sandboxSheet(page), label).toBeVisible();
        await expect(sandboxSheet(page).getByText(this.amount, { exact: true }), label).toBeVisible();
        return;
      case 'invalidData':
      case 'returningToPayment':
        await at(/\/check-status$/);
        await expect(page.getByRole('alert').filter({ hasText: snapshot.context.message ?? '' }).first(), label).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Processing Payment...' }), label).toHaveCount(0);
        return;
      case 'returned':
        await at(this.bookingId ? new RegExp(`/payment\\?bookingId=${this.bookingId}$`) : /\/payment$/);
        return;
      // The toast first: it hides by itself after 4 s.
      case 'confirmed':
        await toast('Payment successful! Booking confirmed.');
        await atStatus();
        await confirmed();
        await expect(page.getByTestId('summary-reference-number'), label).toHaveText(this.bookingId);
        return;
      // The payment was made in the sandbox, but the browser's check did not confirm it: the page
      // reads the booking again while the provider's webhook settles it, and then says so.
      case 'verificationRefused':
      case 'noPaymentId':
      case 'verifyCallFailed': {
        const messages: Record<string, string> = {
          verificationRefused: snapshot.context.message ?? '',
          noPaymentId: 'Something went wrong with the payment',
          verifyCallFailed: 'Failed to verify payment. Please try again.',
        };
        await toast(messages[value]!);
        await atStatus();
        await confirmed(15_000);
        return;
      }
      // The checkout closed: nothing failed, the rooms are still held.
      case 'cancelled':
        await toast('Payment cancelled.');
        await atStatus();
        await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' }), label).toBeVisible();
        await held();
        return;
      // No payment: the spec's failure texts, and the hold.
      case 'paymentFailed':
      case 'gatewayFailed':
        await toast(value === 'paymentFailed' ? (snapshot.context.message ?? '') : 'Failed to load payment gateway. Please try again.');
        await atStatus();
        await failedHeld();
        await held();
        return;
      default:
        throw new Error(`no page check for state ${JSON.stringify(snapshot.value)}`);
    }
  }
}
