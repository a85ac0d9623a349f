import type { FastifyInstance } from 'fastify';
import { accountInfoRequest, appRatingRequest, deleteAccountRequest, saveProfileRequest } from '../../../contract/account';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { requireUser } from '../../http/requireUser';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import type { AccountService } from './service';

/**
 * Account calls (spec 001 §7). Each handler calls `requireUser` first (401 / 403 before anything
 * is read or changed), then validates, then acts for the session's user only.
 */
export function accountRoutes(app: FastifyInstance, account: AccountService): void {
  route(app, {
    method: 'POST',
    url: '/user-account-info',
    bodyLimit: BODY_LIMITS.small,
    personal: true,
    handler: async (_input, request) => {
      const userId = requireUser(request);
      parseInput(accountInfoRequest, request.body ?? {}, 'body');
      return account.profile(userId);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/saveProfile',
    bodyLimit: BODY_LIMITS.profile,
    personal: true,
    handler: async (_input, request) => {
      const userId = requireUser(request);
      return account.saveProfile(userId, parseInput(saveProfileRequest, request.body, 'body'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/save-app-rating',
    bodyLimit: BODY_LIMITS.small,
    personal: true,
    handler: async (_input, request) => {
      const userId = requireUser(request);
      return account.rate(userId, parseInput(appRatingRequest, request.body, 'body'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/account-deletion/delete',
    bodyLimit: BODY_LIMITS.small,
    personal: true,
    handler: async (_input, request) => {
      const userId = requireUser(request);
      return account.deleteAccount(userId, parseInput(deleteAccountRequest, request.body, 'body'));
    },
  });
}
