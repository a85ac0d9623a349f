import { useEffect, useState } from 'react';
import { loadOnce } from '../model/loadOnce';
import type { Geography } from '../model/mapGeography';

const loadGeography = loadOnce(async () => (await import('virtual:map-geography')).default);

/**
 * The offline map's land, country and state borders (made at build time, build/mapGeography.ts),
 * loaded once on demand: null until it has come, and null for good if it cannot be loaded (the
 * map then shows its plain background, never an error).
 */
export function useMapGeography(): Geography | null {
  const [geography, setGeography] = useState<Geography | null>(null);
  useEffect(() => {
    let live = true;
    loadGeography().then(
      (g) => live && setGeography(g),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return geography;
}
