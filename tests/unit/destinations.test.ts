import { describe, expect, it } from 'vitest';
import { addRecent, emptyBoxOptions, exactChoice, hotelCountText, MAX_RECENT, normaliseDestination, parseRecent } from '../../domain/destinations';
import type { DestinationOption } from '../../domain/searchValidation';

const goa: DestinationOption = { id: 110, name: 'Goa', label: 'Goa, India', kind: 'state', hotelCount: 44, exactMatch: true };
const mormugao: DestinationOption = { id: 1263494, name: 'Mormugao', label: 'Mormugao, Goa, India', kind: 'city', hotelCount: 6, exactMatch: false };
const baga: DestinationOption = { id: 1278000, name: 'Baga', label: 'Baga, Calangute, Goa, India', kind: 'area', parentId: 1273858 };
const city = (id: number, name: string): DestinationOption => ({ id, name, label: `${name}, India`, kind: 'city' });

describe('exactChoice', () => {
  it('picks the suggestion the server matched exactly, not the first one', () => {
    expect(exactChoice([mormugao, goa], 'Goa')).toBe(goa);
    expect(exactChoice([goa, mormugao], '  goa ')).toBe(goa);
  });

  it('picks a line whose name is the text, ignoring case, accents and punctuation', () => {
    expect(exactChoice([mormugao, baga], 'BAGA')).toBe(baga);
    expect(exactChoice([city(1, 'Sūrat')], 'surat')).toEqual(city(1, 'Sūrat'));
    expect(normaliseDestination(' Raj-Nandgaon ')).toBe('raj nandgaon');
  });

  it('asks (null) when nothing is named exactly, or when two places are', () => {
    expect(exactChoice([mormugao], 'Goa beaches')).toBeNull();
    expect(exactChoice([{ ...mormugao, exactMatch: false }], 'Mormu')).toBeNull();
    expect(exactChoice([city(1, 'Aurangabad'), city(2, 'Aurangabad')], 'Aurangabad')).toBeNull();
    expect(exactChoice([goa], '   ')).toBeNull();
    expect(exactChoice([], 'Goa')).toBeNull();
  });

  it('counts one place listed twice (a city and an area line) once', () => {
    expect(exactChoice([baga, { ...baga, parentId: 2 }], 'Baga')).toBe(baga);
  });
});

describe('recent searches', () => {
  it('puts the latest first, each place once, at most 5, without the recent mark', () => {
    let recent: DestinationOption[] = [];
    for (let id = 1; id <= 7; id++) recent = addRecent(recent, city(id, `C${id}`));
    expect(recent.map((r) => r.id)).toEqual([7, 6, 5, 4, 3]);
    expect(recent.length).toBe(MAX_RECENT);
    recent = addRecent(recent, { ...city(4, 'C4'), recent: true });
    expect(recent.map((r) => r.id)).toEqual([4, 7, 6, 5, 3]);
    expect(recent[0]).not.toHaveProperty('recent');
    expect(addRecent([], goa)[0]).toEqual({ id: 110, name: 'Goa', label: 'Goa, India', kind: 'state', hotelCount: 44 });
  });

  it('reads only well-formed stored entries', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent('{"id":1}')).toEqual([]);
    const stored = JSON.stringify([goa, { id: -1, name: 'x', label: '', kind: 'city' }, { id: 2, name: 'Y', label: '', kind: 'planet' }, goa, city(3, 'Pune')]);
    expect(parseRecent(stored)).toEqual([{ id: 110, name: 'Goa', label: 'Goa, India', kind: 'state', hotelCount: 44 }, city(3, 'Pune')]);
    expect(parseRecent(JSON.stringify([{ ...baga, hotelCount: -2 }]))).toEqual([baga]);
    expect(parseRecent(JSON.stringify(Array.from({ length: 9 }, (_, i) => city(i + 1, `C${i}`)))).length).toBe(MAX_RECENT);
  });

  it('offers the recent searches first, marked, then the popular cities not among them', () => {
    const pune = city(3, 'Pune');
    const delhi = city(4, 'Delhi');
    expect(emptyBoxOptions([goa, pune], [delhi, pune])).toEqual([{ ...goa, recent: true }, { ...pune, recent: true }, delhi]);
    expect(emptyBoxOptions([], [delhi])).toEqual([delhi]);
  });
});

it('says how many hotels', () => {
  expect(hotelCountText(1)).toBe('1 hotel');
  expect(hotelCountText(1234)).toBe('1,234 hotels');
});
