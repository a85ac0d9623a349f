import { describe, expect, it } from 'vitest';
import { seasonOf } from '../../server/reference/seasons';
import { GST_RATE_TABLE, GST_THRESHOLD_PAISE, gstBp } from '../../domain/gstRates';
import { roomNightBfPaise, roomNightTafPaise } from '../../domain/pricing';
import { nightFactorBp, SEASON_BP, SEASONS } from '../../server/modules/supply/generatedRates';

/** A Wednesday and a Friday of each month of 2027. */
const wednesday = (month: number) => {
  for (let day = 1; ; day++) {
    const date = `2027-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 3) return date;
  }
};
const midweek = (season: Parameters<typeof nightFactorBp>[1], month: number) => nightFactorBp(wednesday(month), season);

describe('GST on a room night', () => {
  it('is 5% of a tariff up to Rs 7,500 and 18% above from 22 September 2025, and 12% and 18% before it', () => {
    expect(GST_THRESHOLD_PAISE).toBe(750_000);
    expect(GST_RATE_TABLE.map((row) => row.from)).toEqual(['2022-07-18', '2025-09-22']);
    expect(gstBp(100, '2026-01-10')).toBe(500);
    expect(gstBp(750_000, '2025-09-22')).toBe(500);
    expect(gstBp(750_100, '2025-09-22')).toBe(1_800);
    expect(gstBp(100, '2025-09-21')).toBe(1_200);
    expect(gstBp(750_000, '2024-03-01')).toBe(1_200);
    expect(gstBp(750_100, '2024-03-01')).toBe(1_800);
    // One room night for two adults at this rate before meals and with these meals, in 2027.
    const night = (baseRatePaise: number, mealPaise: number) => {
      const bf = roomNightBfPaise(baseRatePaise + mealPaise, mealPaise / 2, 10_000, mealPaise);
      return { bf, taf: roomNightTafPaise(bf, gstBp(bf, '2027-01-01')) };
    };
    expect(night(300_000, 35_000)).toEqual({ bf: 335_000, taf: 16_750 });
    expect(night(750_000, 0)).toEqual({ bf: 750_000, taf: 37_500 });
    expect(night(800_000, 0)).toEqual({ bf: 800_000, taf: 144_000 });
  });
});

describe('seasons', () => {
  it('has a factor for every month of every season', () => {
    for (const season of SEASONS) {
      expect(SEASON_BP[season]).toHaveLength(12);
      for (const bp of SEASON_BP[season]) expect(bp).toBeGreaterThanOrEqual(7_000);
    }
  });

  it('peaks hill stations in April-June, plains and beaches in October-March, with monsoon lows in June-September', () => {
    for (const month of [4, 5, 6]) {
      for (const other of [1, 2, 7, 8, 9, 10, 11, 12]) expect(midweek('hills', month)).toBeGreaterThan(midweek('hills', other));
    }
    for (const season of ['plains', 'beach'] as const) {
      for (const peak of [10, 11, 12, 1, 2, 3]) {
        for (const low of [6, 7, 8, 9]) expect(midweek(season, peak)).toBeGreaterThan(midweek(season, low));
        expect(midweek(season, peak)).toBeGreaterThanOrEqual(midweek(season, 4));
      }
    }
    // Snow towns: a second peak in December-January; Ladakh: June-August.
    expect(midweek('snow', 12)).toBeGreaterThan(midweek('hills', 12));
    expect(midweek('snow', 1)).toBeGreaterThan(midweek('snow', 11));
    expect(midweek('snow', 5)).toBeGreaterThan(midweek('snow', 8));
    expect(midweek('coldDesert', 7)).toBeGreaterThan(midweek('coldDesert', 1));
    // Without a season a city prices as the plains; weekends add 20%.
    expect(nightFactorBp(wednesday(11))).toBe(midweek('plains', 11));
    const friday = '2027-11-05';
    expect(nightFactorBp(friday, 'beach')).toBe(Math.round((12_000 * SEASON_BP.beach[10]!) / 10_000));
  });

  it('takes a city\'s season from the curated content', () => {
    expect(seasonOf(1263967, 'HP')).toBe('snow'); // Manali
    expect(seasonOf(1262463, 'KL')).toBe('hills'); // Munnar
    expect(seasonOf(1253993, 'TN')).toBe('hills'); // Ooty
    expect(seasonOf(1273858, 'GA')).toBe('beach'); // Calangute
    expect(seasonOf(1265896, 'KL')).toBe('beach'); // Kovalam
    expect(seasonOf(1264976, 'LA')).toBe('coldDesert'); // Leh
    expect(seasonOf(1275339, 'MH')).toBe('plains'); // Mumbai
    expect(seasonOf(1269515, 'RJ')).toBe('plains'); // Jaipur
  });
});
