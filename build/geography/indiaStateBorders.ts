/**
 * The borders between India's states the offline map draws, vendored from Natural Earth (public
 * domain) as indiaStateBorders.json by regenerateIndiaStates.ts: each line in the map's compact
 * form (src/model/mapGeography.ts `encodeShape`).
 */
import { readFileSync } from 'node:fs';

export interface IndiaStateBorders {
  /** Where the lines come from. */
  source: string;
  lines: number[][];
}

export function readIndiaStateBorders(): IndiaStateBorders {
  return JSON.parse(readFileSync(new URL('./indiaStateBorders.json', import.meta.url), 'utf8')) as IndiaStateBorders;
}
