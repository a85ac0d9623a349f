import type { FastifyInstance } from 'fastify';
import {
  accountInfoRequest,
  appRatingRequest,
  appRatingResponse,
  deleteAccountRequest,
  deleteAccountResponse,
  profileResponse,
  saveProfileRequest,
} from '../../../contract/account';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { userRoute } from '../../http/route';
import type { AccountService } from './service';

/**
 * Account calls, each for the session's user only (`userRoute`: 401 / 403 before
 * anything is read or changed).
 */
export function accountRoutes(app: FastifyInstance, account: AccountService): void {
  userRoute(app, {
    method: 'POST',
    url: '/user-account-info',
    response: profileResponse,
    bodyLimit: BODY_LIMITS.small,
    // No body is an empty one: the session says whose profile.
    body: accountInfoRequest.prefault({}),
    handler: async ({ userId }) => account.profile(userId),
  });

  userRoute(app, {
    method: 'PUT',
    url: '/saveProfile',
    response: profileResponse,
    bodyLimit: BODY_LIMITS.profile,
    body: saveProfileRequest,
    handler: async ({ userId, body }) => account.saveProfile(userId, body),
  });

  userRoute(app, {
    method: 'POST',
    url: '/save-app-rating',
    response: appRatingResponse,
    bodyLimit: BODY_LIMITS.small,
    body: appRatingRequest,
    handler: async ({ userId, body }) => account.rate(userId, body),
  });

  userRoute(app, {
    method: 'POST',
    url: '/account-deletion/delete',
    response: deleteAccountResponse,
    bodyLimit: BODY_LIMITS.small,
    body: deleteAccountRequest,
    handler: async ({ userId, body }) => account.deleteAccount(userId, body),
  });
}
