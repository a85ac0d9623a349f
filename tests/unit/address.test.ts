import { describe, expect, it } from 'vitest';
import { hotel } from '../../contract/samples/hotelDetail';
import { addressLine } from '../../src/model/address';

const ad = hotel().ad;

describe("a hotel's address line", () => {
  it('in full: street, area, city, then state and PIN code; no country (every hotel is in India)', () => {
    expect(addressLine(ad)).toBe('12 Marine Drive, Colaba, Mumbai, Maharashtra 400005');
    expect(addressLine(ad, 'full')).toBe(addressLine(ad));
  });

  it('for tiles listing hotels across India: the city and state alone', () => {
    expect(addressLine(ad, 'city')).toBe('Mumbai, Maharashtra');
  });

  it('leaves out empty parts without doubled commas or spaces', () => {
    expect(addressLine({ ...ad, adr2: '' })).toBe('12 Marine Drive, Mumbai, Maharashtra 400005');
    expect(addressLine({ ...ad, adr: ' ', adr2: '' })).toBe('Mumbai, Maharashtra 400005');
    expect(addressLine({ ...ad, state: { name: '' } })).toBe('12 Marine Drive, Colaba, Mumbai, 400005');
    expect(addressLine({ ...ad, state: { name: '' } }, 'city')).toBe('Mumbai');
    expect(addressLine({ ...ad, adr: '', adr2: '', ctn: '', state: { name: '' }, postalCode: '' })).toBe('');
  });

  it('shows markup in the data as text, never as markup, and keeps to one line', () => {
    expect(addressLine({ ...ad, adr: '<b>12</b> Marine&nbsp;Drive', adr2: 'Colaba<br>near the <script>x()</script>sea front' })).toBe(
      '12 Marine Drive, Colaba, near the sea front, Mumbai, Maharashtra 400005',
    );
  });
});
