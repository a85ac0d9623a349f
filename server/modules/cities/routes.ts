import type { FastifyInstance } from 'fastify';
import { citiesByThemeParams, citySearchParams } from '../../../contract/cities';
import { route } from '../../http/route';
import type { CityService } from './service';

/** `cities` gives the service of the places as they are now (built again when they change). */
export function cityRoutes(app: FastifyInstance, cities: () => CityService): void {
  route(app, {
    method: 'GET',
    url: '/cities/search/:query',
    params: citySearchParams,
    handler: ({ params }) => ({ cityResponseProjections: cities().suggest(params.query) }),
  });
  /** Public: no authorization needed (spec 000 §7). */
  route(app, { method: 'GET', url: '/retrieve-all-cities', handler: () => cities().allCities() });
  route(app, { method: 'GET', url: '/retrieve-themes', handler: () => cities().themes() });
  route(app, {
    method: 'GET',
    url: '/retrieve-cities-by-theme/:vibeId',
    params: citiesByThemeParams,
    handler: ({ params }) => cities().citiesOfTheme(params.vibeId),
  });
}
