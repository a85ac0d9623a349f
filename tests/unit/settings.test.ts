import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { SettingsError, settingsProblemText } from '../../server/settings/readSettings';

/** The problems a start with these settings is refused for, one line each. */
function problems(env: Record<string, string>): string[] {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
}

describe('the settings', () => {
  it('keep their defaults when unset or empty', () => {
    for (const env of [{}, { PORT: '', HOST: '', LOG_LEVEL: '', GUEST_TOKENS_PER_HOUR: '', CATALOGUE: '', SEARCH_THREAD: '', TRUST_PROXY: '' }]) {
      const config = readConfig(env);
      expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', logLevel: 'info', guestTokensPerHour: 300, searchThread: true, trustProxy: false, httpsOnly: false, benchCeiling: false });
      expect(config.catalogue).toEqual({ generated: true, hotels: 5400, seed: 20251 });
      expect(config.otpDelivery).toEqual(['console']);
    }
  });

  it('read what they are given', () => {
    const config = readConfig({
      PORT: '0', LOG_LEVEL: 'WARN', CATALOGUE: 'none', CATALOGUE_HOTELS: '300', OTP_DELIVERY: ' SMTP , sms', SMTP_URL: 'smtp://mail.example.com:587',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, loopback', HTTPS_ONLY: '1', SEARCH_THREAD: '0', BENCH_CEILING: '1', DATABASE_URL: 'postgres://padaav@127.0.0.1/padaav', WEB_ROOT: '',
    });
    expect(config).toMatchObject({ port: 0, logLevel: 'warn', otpDelivery: ['smtp', 'sms'], trustProxy: ['10.0.0.0/8', '127.0.0.1', 'loopback'], httpsOnly: true, searchThread: false, benchCeiling: true, webRoot: '' });
    expect(config.catalogue).toMatchObject({ generated: false, hotels: 300 });
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('refuse a malformed value, naming the setting, what it got and what it wants', () => {
    expect(problems({ PORT: 'eighty' })).toEqual(['PORT: got "eighty", wants a whole number from 0 to 65535']);
    expect(problems({ PORT: '65536' })).toEqual(['PORT: got "65536", wants a whole number from 0 to 65535']);
    expect(problems({ PORT: '80.5' })).toEqual(['PORT: got "80.5", wants a whole number from 0 to 65535']);
    expect(problems({ CATALOGUE_HOTELS: '0' })).toEqual(['CATALOGUE_HOTELS: got "0", wants a whole number, 1 or more']);
    expect(problems({ GUEST_TOKENS_PER_HOUR: '-5' })).toEqual(['GUEST_TOKENS_PER_HOUR: got "-5", wants a whole number, 1 or more']);
    expect(problems({ LOG_LEVEL: 'loud' })).toEqual(['LOG_LEVEL: got "loud", wants one of fatal, error, warn, info, debug, trace, silent']);
    expect(problems({ OTP_DELIVERY: 'sms,pigeon' })).toEqual(['OTP_DELIVERY: got "sms,pigeon", wants a comma list of console, outbox, smtp, sms']);
    expect(problems({ CATALOGUE: 'real' })).toEqual(['CATALOGUE: got "real", wants one of generated, none']);
    expect(problems({ SEARCH_THREAD: 'off' })).toEqual(['SEARCH_THREAD: got "off", wants 1 (on) or 0 (off)']);
    expect(problems({ PAYMENTS: 'free' })).toEqual(['PAYMENTS: got "free", wants one of sandbox']);
    expect(problems({ NODE_ENV: 'prod' })).toEqual(['NODE_ENV: got "prod", wants one of development, production, test']);
    expect(problems({ DATABASE_URL: 'mysql://db/padaav' })).toEqual(['DATABASE_URL: got "mysql://db/padaav", wants a URL starting postgres:// or postgresql://']);
    expect(problems({ SMS_WEBHOOK_URL: 'sms.example.com/send' })).toEqual(['SMS_WEBHOOK_URL: got "sms.example.com/send", wants a URL starting http:// or https://']);
    expect(problems({ TRUST_PROXY: '10.0.0.0/33' })[0]).toMatch(/^TRUST_PROXY: got "10.0.0.0\/33", wants true, false, or a comma list of IP addresses and CIDR ranges/);
  });

  it('name every wrong setting at once, and print them without a stack', () => {
    const error = (() => {
      try {
        readConfig({ PORT: 'x', HTTPS_ONLY: 'yes' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(SettingsError);
    expect(settingsProblemText(error)).toBe('2 settings are wrong:\n  PORT: got "x", wants a whole number from 0 to 65535\n  HTTPS_ONLY: got "yes", wants 1 (on) or 0 (off)');
    expect(settingsProblemText(new SettingsError(['PORT: got "x", wants a whole number from 0 to 65535']))).toBe('a setting is wrong: PORT: got "x", wants a whole number from 0 to 65535');
    expect(settingsProblemText(new Error('another failure'))).toBeUndefined();
  });

  it('keep the rules between settings: production refuses the test-only defaults', () => {
    const production = { NODE_ENV: 'production', PAYMENTS: 'sandbox', SUPPLIER_GSTIN: '27AAKCP4821R1ZP', OTP_DELIVERY: 'smtp' };
    expect(problems(production)).toEqual([]);
    expect(problems({ ...production, OTP_DELIVERY: 'console' })).toEqual(['OTP_DELIVERY: console prints every login code in the server log and is refused when NODE_ENV=production; use smtp and/or sms']);
    expect(problems({ ...production, PAYMENTS: '' })).toEqual(['payments: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET; the local test-payment sandbox is refused when NODE_ENV=production unless PAYMENTS=sandbox']);
    expect(problems({ RAZORPAY_KEY_SECRET: 'secret' })).toEqual(['RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both, or neither for the local test-payment sandbox']);
    expect(problems({ SUPPLIER_GSTINS: '99:30AAKCP4821R1Z2' })).toEqual(['SUPPLIER_GSTINS: "99" is not a GST state code (give code:GSTIN, e.g. 29:29AAKCP4821R1ZL)']);
    // The benchmark's route is never on in production, asked for or not.
    expect(readConfig({ ...production, BENCH_CEILING: '1' }).benchCeiling).toBe(false);
  });
});
