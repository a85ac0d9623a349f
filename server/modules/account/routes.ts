import type { FastifyInstance } from 'fastify';
import { accountInfoRequest, appRatingRequest, deleteAccountRequest, saveProfileRequest } from '../../../contract/account';
import { requireUser } from '../../http/requireUser';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import type { AccountService } from './service';

/**
 * The profile's own body limit: a photo under 2 MB sent as base64 (a third more) and the fields,
 * with room for a somewhat larger photo to be refused with the photo's own message.
 */
export const PROFILE_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * Account calls (spec 001 §7). Each handler calls `requireUser` first (401 / 403 before anything
 * is read or changed), then validates, then acts for the session's user only.
 */
export function accountRoutes(app: FastifyInstance, account: AccountService): void {
  route(app, {
    method: 'POST',
    url: '/user-account-info',
    handler: async (_input, request) => {
      const userId = requireUser(request);
      parseInput(accountInfoRequest, request.body ?? {}, 'body');
      return account.profile(userId);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/saveProfile',
    bodyLimit: PROFILE_BODY_LIMIT,
    handler: async (_input, request) => {
      const userId = requireUser(request);
      return account.saveProfile(userId, parseInput(saveProfileRequest, request.body, 'body'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/save-app-rating',
    handler: async (_input, request) => {
      const userId = requireUser(request);
      return account.rate(userId, parseInput(appRatingRequest, request.body, 'body'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/account-deletion/delete',
    handler: async (_input, request) => {
      const userId = requireUser(request);
      return account.deleteAccount(userId, parseInput(deleteAccountRequest, request.body, 'body'));
    },
  });
}
