import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/http/securityHeaders';

/** The sources of one directive, e.g. `directive(csp, 'script-src')`. */
function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((d) => d.startsWith(`${name} `));
  if (!found) throw new Error(`no ${name} in ${csp}`);
  return found.split(' ').slice(1);
}

describe('content security policy', () => {
  it('allows only our own origin when nothing is configured', () => {
    const csp = contentSecurityPolicy({ googleMapsKey: undefined, razorpayKeyId: undefined });
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/google|gstatic|razorpay|unsafe-eval/);
    for (const rule of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(rule);
  });

  it('adds the hosts of Google Maps, directive by directive, only when a maps key is configured', () => {
    const csp = contentSecurityPolicy({ googleMapsKey: 'key', razorpayKeyId: undefined });
    expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'https://*.gstatic.com', "'unsafe-eval'"]));
    expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.googleusercontent.com']));
    expect(directive(csp, 'style-src')).toContain('https://fonts.googleapis.com');
    expect(directive(csp, 'font-src')).toContain('https://fonts.gstatic.com');
    expect(directive(csp, 'connect-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://*.google.com']));
    expect(directive(csp, 'frame-src')).toEqual(['https://*.google.com']);
    expect(csp).not.toContain('razorpay');
    for (const rule of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(rule);
  });

  it('adds the payment hosts only when a payment key is configured', () => {
    const csp = contentSecurityPolicy({ googleMapsKey: undefined, razorpayKeyId: 'rzp_test_x' });
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(directive(csp, 'frame-src')).toContain('https://checkout.razorpay.com');
    expect(directive(csp, 'connect-src')).toContain('https://api.razorpay.com');
    expect(csp).not.toMatch(/google|unsafe-eval/);
  });

  it('allows an inline style only with the page\'s nonce, and none without one; with Razorpay, whose checkout adds its own, any', () => {
    expect(directive(contentSecurityPolicy({ googleMapsKey: undefined, razorpayKeyId: undefined }, 'abc123=='), 'style-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(directive(contentSecurityPolicy({ googleMapsKey: undefined, razorpayKeyId: undefined }), 'style-src')).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy({ googleMapsKey: 'key', razorpayKeyId: undefined }, 'n'), 'style-src')).toEqual(["'self'", "'nonce-n'", 'https://fonts.googleapis.com']);
    expect(directive(contentSecurityPolicy({ googleMapsKey: undefined, razorpayKeyId: 'rzp_test_x' }, 'n'), 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('with both configured, each directive carries both sets', () => {
    const csp = contentSecurityPolicy({ googleMapsKey: 'key', razorpayKeyId: 'rzp_test_x' });
    expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://checkout.razorpay.com']));
    expect(directive(csp, 'frame-src')).toEqual(expect.arrayContaining(['https://*.google.com', 'https://api.razorpay.com']));
  });
});
