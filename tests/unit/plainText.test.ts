import { describe, expect, it } from 'vitest';
import { plainLines, plainText } from '../../src/model/plainText';

describe('plainText: numeric entities', () => {
  it('decodes decimal and hexadecimal entities of real characters', () => {
    expect(plainText('&#8377;500 &#x20B9;500 &#X1F600;')).toBe('₹500 ₹500 😀');
    expect(plainText('&#1114111;')).toBe(String.fromCodePoint(0x10ffff));
  });

  it('keeps an entity beyond U+10FFFF as text instead of throwing', () => {
    expect(() => plainText('&#1114112;')).not.toThrow();
    expect(plainText('Room &#1114112; view')).toBe('Room &#1114112; view');
    expect(plainText('&#x110000;')).toBe('&#x110000;');
    expect(plainText('&#99999999999999999999999;')).toBe('&#99999999999999999999999;');
    expect(plainText('&#xFFFFFFFFFFFFFFFFFFFF;')).toBe('&#xFFFFFFFFFFFFFFFFFFFF;');
  });

  it('keeps a lone surrogate half and NUL as text', () => {
    expect(plainText('a &#xD800; b')).toBe('a &#xD800; b');
    expect(plainText('&#56319;&#xDFFF;')).toBe('&#56319;&#xDFFF;');
    expect(plainText('x&#0;y&#x0;')).toBe('x&#0;y&#x0;');
  });

  it('still decodes the valid entities around an invalid one', () => {
    expect(plainText('Tom &amp; Jerry &#1114112; &#39;ok&#39; &#x41;')).toBe("Tom & Jerry &#1114112; 'ok' A");
    expect(plainLines('<p>One &#xD800;</p><p>Two&#33;</p>')).toEqual(['One &#xD800;', 'Two!']);
  });
});
