import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { API_BASE } from '../../../contract/basePath';
import { wishlistMessages, type wishlistMachine } from '../../../machines/wishlist.machine';
import type { Step, StepEvent } from '../../machines/support/graph';
import { loggedInNotSaved, loggedInSaved, loggedOut } from '../../machines/wishlist.fixtures';
import { expect } from './fixtures';
import { holdNext, type Hold } from './holdRequest';
import { asNewClient, finishLogin, loginDialog, loginThroughApi, requestPhoneCodeInOpenModal, someHotel, uniquePhone } from './identity';
import { walkSteps, type BrowserPath, type SelectionRules } from './modelPaths';

/**
 * The wishlist model's paths through the real heart on a hotel's detail page
 * (tests/e2e/modelPaths.spec.ts). The heart starts logged out, logged in, or logged in with the
 * hotel saved (through the API); each model event becomes what a person does:
 *
 * - wishlist.toggled: a click on the heart.
 * - session.loggedIn: the OTP login through the real modals, opened by the header's Login button.
 * - login.succeeded: the OTP login through the modals the heart's click opened (the tab answers
 *   the heart's request).
 * - session.loggedOut: a logout in another tab of the browser (this tab hears it as a storage
 *   event and stays on the page; a logout here would leave the page).
 * - login.cancelled: Escape on the login modal.
 * - wishlist.synced(saved): the hotel is saved elsewhere (the API), then the page reads the hotel
 *   again for a changed stay ("Update your stay" with one more room): the fresh answer carries
 *   the flag to the heart.
 * - saveToWishlist / removeFromWishlist done: the real server answers. Failed: the server does
 *   not fail these calls on its own, so the request is aborted (a dropped connection).
 */

export const wishlistRules: SelectionRules = {
  unproducible: (path, snapshots) => {
    if (![loggedInNotSaved, loggedInSaved, loggedOut].includes(path.input as never)) {
      return 'broken data (a hotel without an id, a login without a user id) never reaches a real heart';
    }
    for (const [i, { event }] of path.steps.entries()) {
      const before = snapshots[i]!.context;
      if (event.type === 'session.loggedOut' && !before.loggedIn) return 'a heart hears of a logout only when it was logged in';
      if (event.type === 'session.loggedIn' && before.loggedIn) return 'a heart hears of a login only when it was logged out';
    }
    return null;
  },
  unreachable: {
    'idle --wishlist.toggled#1--> (self)': 'a logged-in heart always has a user id and its hotel an id',
    'awaitingLogin --login.succeeded#0--> idle': 'a real login always has a user id, and a real hotel an id',
  },
};

type Snapshot = SnapshotFrom<typeof wishlistMachine>;

export class WishlistPage {
  private hotel = { id: '', name: '' };
  private hold: Hold | null = null;
  private steps: Step[] = [];
  private rooms = 1;

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    private readonly request: APIRequestContext,
  ) {}

  async run({ path, snapshots }: BrowserPath): Promise<void> {
    const page = this.page;
    this.hotel = await someHotel(this.request, 2);
    if (path.input === loggedOut) await asNewClient(page);
    else {
      const { token, userId, ip } = await loginThroughApi(page, this.request);
      if (path.input === loggedInSaved) await this.saveThroughApi(token, userId, ip);
    }
    await page.goto(`/search-detail/${encodeURIComponent(this.hotel.id)}`);
    // The first page of a fresh browser context loads every chunk and its detail calls, two
    // contexts at a time beside the other worker's test: once, in CI, that outlasted the
    // default wait of an expect.
    await expect(this.heart()).toBeVisible({ timeout: 15_000 });
    await this.expectState(snapshots[0]!, 'start');
    const steps = (this.steps = path.steps as Step[]);
    await walkSteps(
      steps.length,
      (i) => steps[i]!.event.type.replace(/^xstate\./, ''),
      (i) => this.perform(i, snapshots[i]!, snapshots[i + 1]!),
      (i, label) => this.expectState(snapshots[i]!, label),
    );
    await this.hold?.release('continue');
  }

  /** The heart of the hotel on its detail page (hidden from assistive tech while a modal is open). */
  private heart(includeHidden = false): Locator {
    return this.page.locator('#hotel-info').getByRole('button', { name: /^(Save .+ to|Remove .+ from) wishlist$/, includeHidden });
  }

  private async perform(index: number, _before: Snapshot, after: Snapshot): Promise<void> {
    const page = this.page;
    const event = this.steps[index]!.event;
    const next = this.steps[index + 1]?.event;
    switch (event.type) {
      case 'wishlist.toggled':
        if (after.matches('adding') || after.matches('removing')) await this.holdChange(after, next);
        await this.heart().click();
        return;
      case 'session.loggedIn':
      case 'login.succeeded': {
        if (event.type === 'session.loggedIn') await page.getByRole('button', { name: 'Login / Sign Up' }).click();
        // The pending add starts the moment the login succeeds.
        if (after.matches('adding')) await this.holdChange(after, next);
        const phone = uniquePhone();
        await requestPhoneCodeInOpenModal(page, phone);
        await finishLogin(page, this.request, phone);
        return;
      }
      case 'session.loggedOut': {
        const other = await this.context.newPage();
        await other.goto('/about');
        await other.getByRole('button', { name: 'My Account' }).click();
        await other.getByRole('menuitem', { name: 'Logout' }).click();
        await expect(other.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
        await other.close();
        return;
      }
      case 'login.cancelled':
        await page.keyboard.press('Escape');
        return;
      case 'wishlist.synced':
        await this.syncFromServer(event.saved as boolean);
        return;
      case 'xstate.done.actor.saveToWishlist':
      case 'xstate.error.actor.saveToWishlist':
      case 'xstate.done.actor.removeFromWishlist':
      case 'xstate.error.actor.removeFromWishlist':
        await this.settle(event);
        return;
      default:
        throw new Error(`no browser action for ${event.type}`);
    }
  }

  /** Holds the save or delete call the next step settles (aborted for a failure, see above). */
  private async holdChange(after: Snapshot, outcome: StepEvent | undefined): Promise<void> {
    const path = after.matches('adding') ? '/save-wishlist' : '/delete-wishlist';
    if (!outcome?.type.startsWith('xstate.')) throw new Error('a change must be followed by its outcome');
    this.hold = await holdNext(this.page, path, outcome.type.startsWith('xstate.error') ? 'abort' : 'continue');
  }

  private async settle(event: StepEvent): Promise<void> {
    if (!this.hold) throw new Error(`${event.type} without a call in flight`);
    const hold = this.hold;
    this.hold = null;
    await hold.seen;
    const adding = event.type.endsWith('saveToWishlist');
    const ok = event.type.startsWith('xstate.done');
    const message = ok
      ? adding
        ? wishlistMessages.added(this.hotel.name)
        : wishlistMessages.removed(this.hotel.name)
      : adding
        ? wishlistMessages.addFailed
        : wishlistMessages.removeFailed;
    const toasts = this.page.getByText(message, { exact: true });
    // An earlier toast with the same words (they hide after 4 s) must not stand in for this one.
    await expect(toasts).toHaveCount(0, { timeout: 6_000 });
    await hold.release(hold.mode);
    const response = await hold.answered;
    if (ok) expect(response?.status()).toBe(200);
    await expect(toasts).toHaveCount(1);
    await hold.end();
  }

  /** The hotel is saved elsewhere, then the page reads the hotel again (a changed stay). */
  private async syncFromServer(saved: boolean): Promise<void> {
    const page = this.page;
    const { token, userId } = await page.evaluate(() => ({ token: localStorage.getItem('userToken')!, userId: localStorage.getItem('userId')! }));
    const call = saved ? '/save-wishlist' : '/delete-wishlist';
    const answer = await this.request.post(`${API_BASE}${call}`, { headers: { authorization: token }, data: { userId, hotelId: this.hotel.id } });
    expect(answer.status()).toBe(200);
    const form = page.getByRole('form', { name: 'Update your stay' });
    const roomsButton = form.getByRole('button', { name: /Rooms?, \d+ Guests?$/ });
    await roomsButton.click();
    await page.getByRole('button', { name: 'Add Room' }).click();
    this.rooms += 1;
    await expect(roomsButton).toHaveAccessibleName(new RegExp(`^${this.rooms} Rooms, `));
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Add Room' })).toHaveCount(0);
    const update = form.getByRole('button', { name: 'Update' });
    await expect(update, 'an edited stay can be updated').toBeEnabled();
    await update.click();
    await expect(page.getByTestId('room-option').first().getByText(`per night for ${this.rooms} rooms`)).toBeVisible({ timeout: 15_000 });
    await expect(update).toBeDisabled();
  }

  private async saveThroughApi(token: string, userId: string, ip: string): Promise<void> {
    const answer = await this.request.post(`${API_BASE}/save-wishlist`, {
      headers: { authorization: token, 'x-forwarded-for': ip },
      data: { userId, hotelId: this.hotel.id },
    });
    expect(answer.status()).toBe(200);
  }

  private async expectState(s: Snapshot, label: string): Promise<void> {
    const page = this.page;
    const heart = this.heart();
    const c = s.context;
    try {
      if (s.matches('awaitingLogin')) {
        await expect(loginDialog(page)).toBeVisible();
        await expect(this.heart(true)).toHaveAttribute('aria-pressed', 'false');
        return;
      }
      await expect(loginDialog(page)).toHaveCount(0);
      await expect(heart).toHaveAttribute('aria-pressed', String(c.saved));
      await expect(heart).toHaveAccessibleName(c.saved ? `Remove ${this.hotel.name} from wishlist` : `Save ${this.hotel.name} to wishlist`);
      if (s.matches('idle')) await expect(heart).not.toHaveAttribute('aria-busy');
      else await expect(heart).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('button', { name: c.loggedIn ? 'My Account' : 'Login / Sign Up' })).toBeVisible();
    } catch (error) {
      throw new Error(`${label}: the page does not show ${JSON.stringify(s.value)} ${JSON.stringify(c)}: ${(error as Error).message}`);
    }
  }
}
