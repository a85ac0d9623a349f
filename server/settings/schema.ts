/**
 * Every setting the server reads from its environment, in one schema: its kind of value, its
 * default (`meta.default`, as the README's table of settings shows it; a test keeps the two the
 * same), and the rules between settings. Unknown variables are ignored.
 */
import { z } from 'zod';
import { MADE_UP_GSTIN, readSupplier } from '../supplierConfig';
import { count, flag, listOf, oneOf, oneOfOr, port, proxies, text, textKeepingEmpty, textOr, url, wholeNumber } from './fields';

export const otpDeliveryKinds = ['console', 'outbox', 'smtp', 'sms'] as const;
export type OtpDeliveryKind = (typeof otpDeliveryKinds)[number];

/** pino's levels; `silent` logs nothing. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const shown = (text: string) => ({ default: text });

const fields = {
  PORT: port(8080).meta(shown('8080')),
  HOST: textOr('0.0.0.0').meta(shown('0.0.0.0')),
  DATA_DIR: textKeepingEmpty().meta(shown('./data')),
  DATABASE_URL: url(['postgres:', 'postgresql:']).meta(shown('unset')),
  WEB_ROOT: textKeepingEmpty().meta(shown('./dist')),
  LOG_LEVEL: oneOfOr(logLevels, 'info').meta(shown('info')),
  NODE_ENV: oneOf(['development', 'production', 'test']).meta(shown('unset')),
  GOOGLE_MAPS_API_KEY: text().meta(shown('unset')),
  VITE_GOOGLE_MAPS_API_KEY: text().meta(shown('unset')),
  RAZORPAY_KEY_ID: text().meta(shown('unset')),
  RAZORPAY_KEY_SECRET: text().meta(shown('unset')),
  RAZORPAY_WEBHOOK_SECRET: text().meta(shown('unset')),
  PAYMENTS: oneOf(['sandbox']).meta(shown('unset')),
  SANDBOX_WEBHOOKS: flag(true).meta(shown('1')),
  SANDBOX_KEY_SECRET: text().meta(shown('made at first start, kept in the database')),
  SANDBOX_WEBHOOK_SECRET: text().meta(shown('made at first start, kept in the database')),
  SUPPLIER_NAME: text().meta(shown("the brand's")),
  SUPPLIER_ADDRESS: text().meta(shown("the brand's")),
  SUPPLIER_GSTIN: text().meta(shown(MADE_UP_GSTIN)),
  SUPPLIER_GSTINS: text().meta(shown('unset')),
  // No default in the schema: production tells an unset list (say what to set) from `console`.
  OTP_DELIVERY: listOf(otpDeliveryKinds).meta(shown('console')),
  SMTP_URL: url(['smtp:', 'smtps:']).meta(shown('unset')),
  SMTP_FROM: textOr('Padaav <no-reply@padaav.in>').meta(shown('Padaav <no-reply@padaav.in>')),
  SMS_WEBHOOK_URL: url(['http:', 'https:']).meta(shown('unset')),
  SMS_WEBHOOK_AUTH: text().meta(shown('unset')),
  OTP_SECRET: text().meta(shown('random per start')),
  TRUST_PROXY: proxies().meta(shown('false')),
  HTTPS_ONLY: flag(false).meta(shown('0')),
  GUEST_TOKENS_PER_HOUR: count(300).meta(shown('300')),
  GUEST_TOKENS_CEILING: count(3000).meta(shown('3000')),
  PROOF_OF_WORK_SECRET: text().meta(shown('made at first start, kept in the database')),
  CATALOGUE: oneOfOr(['generated', 'none'], 'generated').meta(shown('generated')),
  CATALOGUE_HOTELS: count(5400).meta(shown('5400')),
  CATALOGUE_SEED: wholeNumber(1, 2 ** 31 - 1, 20251).meta(shown('20251')),
  SEARCH_THREAD: flag(true).meta(shown('1')),
  BENCH_CEILING: flag(false).meta(shown('0')),
  METRICS_TOKEN: text().meta(shown('unset')),
};

/** The settings' names, as the environment spells them. */
export const settingNames = Object.keys(fields) as Array<keyof typeof fields>;

/** Each setting's own schema (the README test reads their defaults). */
export const settingFields: Readonly<Record<string, z.ZodType>> = fields;

/**
 * A rule that spans several settings, said as a whole sentence that starts with the setting to
 * change (`params.sentence` tells the message writer not to add "got ..., wants ...").
 */
function refuse(ctx: z.RefinementCtx, setting: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [setting], message, params: { sentence: true } });
}

export const settingsSchema = z.object(fields).superRefine((s, ctx) => {
  const production = s.NODE_ENV === 'production';

  // Razorpay needs its key pair; without one, payments go to the local sandbox, which production
  // takes only when asked for by name.
  if (!!s.RAZORPAY_KEY_ID !== !!s.RAZORPAY_KEY_SECRET) {
    refuse(ctx, 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both, or neither for the local test-payment sandbox');
  } else if (!s.RAZORPAY_KEY_ID && production && s.PAYMENTS !== 'sandbox') {
    refuse(ctx, 'PAYMENTS', 'payments: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET; the local test-payment sandbox is refused when NODE_ENV=production unless PAYMENTS=sandbox');
  }

  // The invoices' issuer: the registrations must be real ones, and production needs its own.
  try {
    readSupplier(supplierSettings(s), production);
  } catch (error) {
    const message = (error as Error).message;
    refuse(ctx, message.startsWith('SUPPLIER_GSTINS') ? 'SUPPLIER_GSTINS' : 'SUPPLIER_GSTIN', message);
  }

  // Whoever reads the log could log in as anyone: production never prints a code, nor keeps one
  // in memory for tests.
  if (production && !s.OTP_DELIVERY) {
    refuse(ctx, 'OTP_DELIVERY', 'OTP_DELIVERY: set smtp and/or sms (with SMTP_URL, SMS_WEBHOOK_URL) when NODE_ENV=production; the default, console, prints every login code in the server log');
  } else if (production && s.OTP_DELIVERY?.includes('outbox')) {
    refuse(ctx, 'OTP_DELIVERY', 'OTP_DELIVERY: outbox keeps codes in memory for tests and is refused when NODE_ENV=production');
  } else if (production && s.OTP_DELIVERY?.includes('console')) {
    refuse(ctx, 'OTP_DELIVERY', 'OTP_DELIVERY: console prints every login code in the server log and is refused when NODE_ENV=production; use smtp and/or sms');
  }
});

export type Settings = z.output<typeof settingsSchema>;

/** The settings that name who issues the tax invoices, as supplierConfig.ts reads them. */
export function supplierSettings(s: Pick<Settings, 'SUPPLIER_NAME' | 'SUPPLIER_ADDRESS' | 'SUPPLIER_GSTIN' | 'SUPPLIER_GSTINS'>) {
  return { SUPPLIER_NAME: s.SUPPLIER_NAME, SUPPLIER_ADDRESS: s.SUPPLIER_ADDRESS, SUPPLIER_GSTIN: s.SUPPLIER_GSTIN, SUPPLIER_GSTINS: s.SUPPLIER_GSTINS };
}
