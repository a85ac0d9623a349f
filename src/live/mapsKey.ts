import { siteConfig } from '../api/siteConfig';
import { useLoad } from './useLoad';

/**
 * The Maps JavaScript API key this server is configured with (GET /site-config, asked once per
 * page load): `undefined` while asking, then the key, or null for the offline map. A failed
 * answer also means the offline map: a map is never blocked on it.
 */
export function useMapsApiKey(): string | null | undefined {
  const config = useLoad(siteConfig);
  if (config.status === 'loading') return undefined;
  return config.status === 'ready' ? config.data.mapsApiKey : null;
}
