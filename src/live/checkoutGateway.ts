/**
 * The provider's checkout in the page : its script, loaded
 * from the URL GET /site-config names (Razorpay's checkout.js, or this server's sandbox script,
 * which gives the same `window.Razorpay`) when the page lacks it, and the checkout opened with
 * the machine's options, its handler, `modal.ondismiss` and `payment.failed` reported back.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { CheckoutEvent, CheckoutReport } from '../../machines/checkout.machine';
import { cached } from '../api/cache';
import { siteConfig } from '../api/siteConfig';
import { checkoutFailureOf, checkoutSuccessOf, type CheckoutOptions } from '../../machines/rules/paymentFlow';

/** What checkout.js gives (the part used here). */
interface RazorpayCheckout {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', handler: (response: unknown) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** A script that neither loads nor fails within this long (a stalled connection) counts as failed. */
const SCRIPT_TIMEOUT_MS = 20_000;

let loading: Promise<void> | null = null;

/** Resolves once `window.Razorpay` is there; a failure is not kept, so the next checkout tries again. */
export function loadCheckoutScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= (async () => {
    const config = await cached(siteConfig.key, siteConfig.load, undefined, { staleTime: siteConfig.staleTime });
    await addScript(config.payments.scriptUrl);
    if (!window.Razorpay) throw new Error('the checkout script gave no Razorpay');
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(() => fail(new Error(`${src} did not load in time`)), SCRIPT_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      script.remove();
      reject(error);
    };
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error(`${src} did not load`));
    document.head.appendChild(script);
  });
}

export const loadGateway = fromPromise<void, void>(() => loadCheckoutScript());

/**
 * Opens the checkout and reports its first outcome. Stopped while it is still open (the page
 * left), or after a failed payment (no retry inside the checkout), it closes the checkout.
 */
export const openCheckout = fromCallback<CheckoutEvent, CheckoutOptions>(({ input, sendBack }) => {
  const Razorpay = window.Razorpay;
  let reported: CheckoutReport['type'] | null = null;
  const report = (event: CheckoutReport) => {
    if (reported) return;
    reported = event.type;
    sendBack(event);
  };
  if (!Razorpay) throw new Error('the checkout script is not loaded');
  const checkout = new Razorpay({
    ...input,
    handler: (response: unknown) => {
      const { paymentId, signature } = checkoutSuccessOf(response);
      report({ type: 'checkout.paid', paymentId, signature });
    },
    modal: { ondismiss: () => report({ type: 'checkout.dismissed' }) },
  });
  checkout.on('payment.failed', (response) => report({ type: 'checkout.failed', ...checkoutFailureOf(response) }));
  checkout.open();
  return () => {
    if (reported !== null && reported !== 'checkout.failed') return;
    try {
      checkout.close?.();
    } catch {
      // Already closed.
    }
  };
});
