import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOTH_LANES, ONE_LANE, filesOnTheOtherLane } from '../api/support/lanes';

describe('the API files run on one database lane only', () => {
  it('name files that exist', () => {
    expect(Object.keys(ONE_LANE).filter((file) => !existsSync(file))).toEqual([]);
  });

  it('run on exactly one lane when both run, and on the lane run alone', () => {
    const pglite = filesOnTheOtherLane({ [BOTH_LANES]: '1' });
    const postgres = filesOnTheOtherLane({ [BOTH_LANES]: '1', API_DB: 'postgres' });
    expect(pglite.filter((file) => postgres.includes(file))).toEqual([]);
    expect([...pglite, ...postgres].sort()).toEqual(Object.keys(ONE_LANE).sort());
    expect(filesOnTheOtherLane({})).toEqual([]);
    expect(filesOnTheOtherLane({ API_DB: 'postgres' })).toEqual([]);
  });
});
