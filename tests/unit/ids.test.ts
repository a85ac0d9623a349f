import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingId, cityId, hotelId, hotelSearchId, optionId, themeId, userId } from '../../contract/ids';
import { multilineText, text } from '../../contract/text';

const odd = ['', ' ', '\u0000', '1\u00002', 'a'.repeat(10_000), '🏨', '../x', '12 34'];

describe('id patterns (contract/ids.ts)', () => {
  it('accept the ids the server makes and refuse anything else', () => {
    const cases: Array<[{ safeParse(v: unknown): { success: boolean } }, string[]]> = [
      [hotelId, ['1275339007', '1234']],
      [hotelSearchId, ['3f9a0c1d2e4b5a6c7d8e']],
      [optionId, ['3f9a0c1d2e4b5a6c7d8e-1275339007-2-BBR', '3f9a0c1d2e4b5a6c7d8e-1234-12-ROR']],
      [bookingId, ['PDV0123456789', 'PDVZZZZZZZZZZ']],
      [userId, [randomUUID(), randomUUID()]],
    ];
    for (const [schema, good] of cases) {
      for (const value of good) expect(schema.safeParse(value).success, value).toBe(true);
      for (const value of odd) expect(schema.safeParse(value).success, JSON.stringify(value.slice(0, 20))).toBe(false);
    }
  });

  it('read city and theme ids as numbers the database holds', () => {
    expect(cityId.parse('1275339')).toBe(1275339);
    expect(cityId.parse(1275339)).toBe(1275339);
    for (const value of [0, -1, 1.5, 2_147_483_648, '2147483648', '99999999999', '1e3', '']) expect(cityId.safeParse(value).success, String(value)).toBe(false);
    expect(themeId.parse('3')).toBe(3);
    for (const value of ['0', '-1', '2147483648', '1.5', 'x']) expect(themeId.safeParse(value).success, value).toBe(false);
  });
});

describe('free text (contract/text.ts)', () => {
  it('refuses control characters: one line refuses line breaks too, several lines allow them', () => {
    for (const value of ['a\u0000b', '\u0007', 'x\u001b[31m', 'del\u007f', 'next\u0085line']) {
      expect(text(50).safeParse(value).success, JSON.stringify(value)).toBe(false);
      expect(multilineText(50).safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(text(50).safeParse('two\nlines').success).toBe(false);
    expect(multilineText(50).safeParse('two\r\nlines\tand a tab').success).toBe(true);
    for (const value of ['Asha Sharma', 'आशा', '🏨 near the sea', "O'Brien"]) expect(text(50).safeParse(value).success, value).toBe(true);
    expect(text(5).safeParse('abcdef').success).toBe(false);
  });
});
