import { checkoutFixtures } from '../machines/checkout.fixtures';
import { otpLoginFixtures } from '../machines/otpLogin.fixtures';
import { wishlistFixtures } from '../machines/wishlist.fixtures';
import { test } from './support/fixtures';
import { CheckoutPaths, checkoutRules } from './support/checkoutPaths';
import { drivePaths, pathsForBrowser } from './support/modelPaths';
import { OtpLoginPage, otpLoginRules } from './support/otpLoginPaths';
import { WishlistPage, wishlistRules } from './support/wishlistPaths';

/**
 * The generated paths of the login and wishlist machines, driven through the real page and the
 * real server (ARCHITECTURE.md Machines). See support/modelPaths.ts for how the
 * paths are chosen (a transition cover of the generated paths) and support/otpLoginPaths.ts,
 * support/wishlistPaths.ts, support/checkoutPaths.ts for how each event and state maps to the page.
 */

const otpLoginPaths = await pathsForBrowser(otpLoginFixtures, otpLoginRules);
const wishlistPaths = await pathsForBrowser(wishlistFixtures, wishlistRules);
const checkoutPaths = await pathsForBrowser(checkoutFixtures, checkoutRules);

test.describe('model paths through the real page', () => {
  test(`otpLogin: ${otpLoginPaths.length} generated paths take every transition`, async ({ browser, request }, testInfo) => {
    test.setTimeout(240_000);
    // Refused codes (400) and sends (429) are provoked on purpose; an aborted request (a failed
    // connection, for outcomes the server cannot produce) logs net::ERR_FAILED.
    const allowedConsole = [/status of (400|429)/, /net::ERR_FAILED/];
    await drivePaths(browser, testInfo, otpLoginPaths, { concurrency: 2, allowedConsole }, (page, path) => new OtpLoginPage(page, request).run(path));
  });

  test(`wishlist: ${wishlistPaths.length} generated paths take every transition a real heart can`, async ({ browser, request }, testInfo) => {
    test.setTimeout(180_000);
    // An aborted request (a failed connection, for outcomes the server cannot produce) logs net::ERR_FAILED.
    const allowedConsole = [/net::ERR_FAILED/];
    await drivePaths(browser, testInfo, wishlistPaths, { concurrency: 2, allowedConsole }, (page, path, context) =>
      new WishlistPage(page, context, request).run(path),
    );
  });

  test(`checkout: ${checkoutPaths.length} generated paths take every transition, with the real server and its payment sandbox`, async ({ browser, request }, testInfo) => {
    test.setTimeout(240_000);
    // Refusals the paths provoke (402 verification, 400 an unreadable payment id), an aborted
    // verification (a dropped connection) and the checkout script's blocked URL.
    const allowedConsole = [/status of (400|402)/, /net::ERR_FAILED/, /ERR_BLOCKED_BY_CLIENT/];
    // Each path books its own nights, each width its own: no room type runs out.
    const days = (path: (typeof checkoutPaths)[number]) => 50 + 2 * checkoutPaths.indexOf(path) + (testInfo.project.name === 'mobile' ? 1 : 0);
    await drivePaths(browser, testInfo, checkoutPaths, { concurrency: 2, allowedConsole }, (page, path) => new CheckoutPaths(page, request, days(path)).run(path));
  });
});
