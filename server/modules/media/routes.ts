import type { FastifyInstance, FastifyReply } from 'fastify';
import { CITY_CHARACTER, THEMES } from '../../reference/collections';
import { notFound } from '../../http/apiError';
import type { CatalogueReads } from '../catalogue/store/hotels';
import { GUEST_PHOTO_KINDS, type GuestPhotoKind } from '../reviews/generatedReviews';
import { guestPhotoSvg } from './guestPhotos';
import { citySvg, hotelSvg, iconSvg, themeSvg } from './svg';
import type { ImageSize } from './urls';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendSvg(reply: FastifyReply, svg: string | null, what: string) {
  if (!svg) throw notFound(`No picture ${what}`);
  return reply.header('cache-control', IMMUTABLE).type('image/svg+xml; charset=utf-8').send(svg);
}

/** GET /media/...: generated pictures and imported photos (at the root, not under the API base). */
export function mediaRoutes(app: FastifyInstance, catalogue: CatalogueReads, photo: (key: string, size: string) => Promise<Buffer | null>): void {
  app.get<{ Params: { file: string } }>('/media/photos/:file', async (request, reply) => {
    const m = /^([0-9a-f]{24})-(Standard|XS|XXL)\.webp$/.exec(request.params.file);
    const bytes = m ? await photo(m[1]!, m[2]!) : null;
    if (!bytes) throw notFound(`No photo ${request.url}`);
    return reply.header('cache-control', IMMUTABLE).type('image/webp').send(bytes);
  });
  app.get<{ Params: { hotelId: string; file: string } }>('/media/hotels/:hotelId/:file', async (request, reply) => {
    const m = /^(\d{1,2})-(Standard|XS|XXL)\.svg$/.exec(request.params.file);
    const hotel = catalogue.hotel(request.params.hotelId);
    return sendSvg(reply, m && hotel ? hotelSvg(hotel, Number(m[1]), m[2] as ImageSize) : null, request.url);
  });
  app.get<{ Params: { hotelId: string; file: string } }>('/media/reviews/:hotelId/:file', async (request, reply) => {
    const m = /^(\d{1,2})-([a-z]{1,12})\.svg$/.exec(request.params.file);
    const hotel = catalogue.hotel(request.params.hotelId);
    const kind = m && (GUEST_PHOTO_KINDS as readonly string[]).includes(m[2]!) ? (m[2] as GuestPhotoKind) : null;
    return sendSvg(reply, m && hotel && kind ? guestPhotoSvg(hotel.id, Number(m[1]), kind, CITY_CHARACTER[hotel.cityId] ?? 'city') : null, request.url);
  });
  app.get<{ Params: { file: string } }>('/media/cities/:file', async (request, reply) => {
    const m = /^(\d{1,10})\.svg$/.exec(request.params.file);
    const city = m ? catalogue.city(Number(m[1])) : undefined;
    return sendSvg(reply, city ? citySvg(city.id, city.name, CITY_CHARACTER[city.id] ?? 'city') : null, request.url);
  });
  app.get<{ Params: { file: string } }>('/media/themes/:file', async (request, reply) => {
    const m = /^(\d{1,3})\.svg$/.exec(request.params.file);
    const theme = m ? THEMES.find((t) => t.id === Number(m[1])) : undefined;
    return sendSvg(reply, theme ? themeSvg(theme.id, theme.name, theme.motif) : null, request.url);
  });
  app.get<{ Params: { file: string } }>('/media/icons/:file', async (request, reply) => {
    const m = /^([a-z_]{1,40})\.svg$/.exec(request.params.file);
    return sendSvg(reply, m ? iconSvg(m[1]!) : null, request.url);
  });
}
