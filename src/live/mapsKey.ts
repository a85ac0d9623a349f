import { siteConfig } from '../api/siteConfig';
import { useCachedRead } from './useCachedRead';

/**
 * The Maps JavaScript API key this server is configured with (GET /site-config, asked once per
 * page load): `undefined` while asking, then the key, or null for the offline map. A failed
 * answer also means the offline map: a map is never blocked on it.
 */
export function useMapsApiKey(): string | null | undefined {
  const config = useCachedRead(siteConfig);
  if (config.isPending) return undefined;
  return config.data?.mapsApiKey ?? null;
}
