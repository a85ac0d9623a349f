import { describe, expect, it } from 'vitest';
import { networkOf } from '../../server/modules/identity/network';
import { waitText } from '../../server/modules/identity/rateLimits';

describe('the OTP limits\' networks and waits', () => {
  it('counts an IPv4 address by its /24 and an IPv6 address by its /64', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:0db8:0000:0002::9')).toBe('2001:db8:0:2::/64');
    expect(networkOf('not an address')).toBe('not an address');
  });

  it('says a wait as long as it really is', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(42)).toBe('42 seconds');
    expect(waitText(58.2)).toBe('59 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(3_295)).toBe('55 minutes');
  });
});
