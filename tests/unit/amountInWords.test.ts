import { describe, expect, it } from 'vitest';
import { rupeesInWords, wholeInWords } from '../../server/modules/documents/amountInWords';

describe('amounts in words, Indian numbering', () => {
  it('groups by thousand, lakh and crore', () => {
    expect(wholeInWords(0)).toBe('Zero');
    expect(wholeInWords(7)).toBe('Seven');
    expect(wholeInWords(45)).toBe('Forty-Five');
    expect(wholeInWords(100)).toBe('One Hundred');
    expect(wholeInWords(1_005)).toBe('One Thousand Five');
    expect(wholeInWords(1_23_456)).toBe('One Lakh Twenty-Three Thousand Four Hundred Fifty-Six');
    expect(wholeInWords(10_00_000)).toBe('Ten Lakh');
    expect(wholeInWords(12_34_56_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
    expect(wholeInWords(1_00_00_00_000)).toBe('One Hundred Crore');
  });

  it('writes rupees and paise as an invoice total', () => {
    expect(rupeesInWords(1_23_456_70)).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only');
    expect(rupeesInWords(5_250_00)).toBe('Rupees Five Thousand Two Hundred Fifty Only');
    expect(rupeesInWords(1)).toBe('Rupees Zero and One Paise Only');
  });
});
