import type { FastifyInstance } from 'fastify';
import { allCitiesResponse, citiesByThemeParams, citiesByThemeResponse, citySearchParams, citySearchResponse, themesResponse } from '../../../contract/cities';
import { route } from '../../http/route';
import type { CityService } from './service';

/** `cities` gives the service of the places as they are now (built again when they change). */
export function cityRoutes(app: FastifyInstance, cities: () => CityService): void {
  route(app, {
    method: 'GET',
    url: '/cities/search/:query',
    response: citySearchResponse,
    params: citySearchParams,
    handler: ({ params }) => ({ cityResponseProjections: cities().suggest(params.query) }),
  });
  /** Public: no authorization needed. */
  route(app, { method: 'GET', url: '/retrieve-all-cities', response: allCitiesResponse, handler: () => cities().allCities() });
  route(app, { method: 'GET', url: '/retrieve-themes', response: themesResponse, handler: () => cities().themes() });
  route(app, {
    method: 'GET',
    url: '/retrieve-cities-by-theme/:vibeId',
    response: citiesByThemeResponse,
    params: citiesByThemeParams,
    handler: ({ params }) => cities().citiesOfTheme(params.vibeId),
  });
}
