import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/http/securityHeaders';

describe('content security policy', () => {
  it('allows only our own origin when nothing is configured', () => {
    const csp = contentSecurityPolicy({ googleMapsKey: undefined, razorpayKeyId: undefined });
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toMatch(/googleapis|gstatic|razorpay/);
    for (const rule of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(rule);
  });

  it('adds the map hosts only when a maps key is configured', () => {
    const csp = contentSecurityPolicy({ googleMapsKey: 'key', razorpayKeyId: undefined });
    expect(csp).toMatch(/script-src 'self' https:\/\/maps\.googleapis\.com/);
    expect(csp).not.toContain('razorpay');
  });

  it('adds the payment hosts only when a payment key is configured', () => {
    const csp = contentSecurityPolicy({ googleMapsKey: undefined, razorpayKeyId: 'rzp_test_x' });
    expect(csp).toContain('https://checkout.razorpay.com');
    expect(csp).toMatch(/frame-src https:\/\/checkout\.razorpay\.com/);
    expect(csp).not.toContain('googleapis');
  });
});
