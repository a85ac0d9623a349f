import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../server/db/seed/generate';
import { loadSource } from '../../server/db/seed/index';

/** A small catalogue (the same generator as first start) read as a guest would read its texts. */
const catalogue = generateCatalogue(loadSource(), { hotels: 400, seed: 20251 });

describe('generated hotel content does not contradict itself', () => {
  it('a free airport pick-up among the benefits never sits beside "No airport transfer" in the fees', () => {
    let pickUps = 0;
    for (const hotel of catalogue.hotels) {
      const fees = hotel.instructions.find((i) => i.type === 'FEES')!.msg;
      const pickUp = catalogue.roomTypes.some((t) => t.hotelId === hotel.id && t.benefits.includes('Free airport pick-up'));
      if (pickUp) {
        pickUps++;
        expect(fees, hotel.id).not.toContain('No airport transfer');
        expect(hotel.facilities).toContain('Airport Shuttle');
      }
    }
    expect(pickUps).toBeGreaterThan(0);
  });

  it('attractions are places to visit, listed without raw "- " bullets', () => {
    let listed = 0;
    for (const hotel of catalogue.hotels) {
      const des = JSON.parse(hotel.description) as { attractions: string };
      const lines = des.attractions.split('\n').slice(1);
      expect(lines.length, hotel.id).toBeGreaterThan(0);
      listed += lines.length;
      for (const line of lines) {
        expect(line).not.toMatch(/^\s*-/);
        expect(line).toMatch(/: \d+\.\d km$/);
        expect(line).not.toMatch(/Bus (Stop|Stand|Depot)|Ward Office|Police Station|Water Tank|Flyover|Fire Station|Taxi Stand|Auto Stand/);
      }
    }
    expect(listed).toBeGreaterThan(catalogue.hotels.length);
  });
});
