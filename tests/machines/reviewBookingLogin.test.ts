import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { BookingResult, ReviewResponseBody, ReviewShown } from '../../contract/booking';
import type { GuestTokenRequest, GuestTokenResult } from '../../machines/deviceToken.machine';
import type { OtpRequest, VerifyOtpResult } from '../../machines/otpLogin.machine';
import { reviewBookingMachine, type BookRequest, type KeepRequest, type ReviewBookingInput, type ReviewRequest } from '../../machines/reviewBooking.machine';
import { selectNotice, selectPhase } from '../../machines/reviewBooking.selectors';
import { provideTab, type TabInput } from '../../machines/tab.machine';
import { selectLoginActor, selectLoginOpen } from '../../machines/tab.selectors';
import { pageInput, preview, result, review, USER, userPageInput } from './reviewBooking.fixtures';
import { freshGuest, loggedIn, NOW, TOKEN } from './tab.fixtures';

const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * The review page's machine with the real tab (its session, device token and login flow, with
 * fake calls): the page asks the tab for a login as the app does (src/live/reviewBooking.ts), and
 * the tab's answers continue the booking or stop it.
 */
function start(tabInput: TabInput, pageStart: ReviewBookingInput) {
  const clock = new SimulatedClock();
  const verified: VerifyOtpResult = { hotelStatus: 'SUCCESS', userId: USER, hotelFailureMsg: null, token: TOKEN };
  const tab = createActor(
    provideTab({
      now: () => NOW + clock.now(),
      forgetOtpStep: () => {},
      openAccountPage: () => {},
      leaveAccountPage: () => {},
      session: {
        actors: { logout: fromPromise<unknown, { userId: string }>(async () => ({ hotelStatus: 'SUCCESS' })) },
        actions: { persistLogin: () => {}, clearLocalStorage: () => {}, goHome: () => {} },
      },
      deviceToken: { actors: { fetchGuestToken: fromPromise<GuestTokenResult, GuestTokenRequest>(async () => ({ status: 'SUCCESS', token: 'guest-token-0123456789abcdef' })) } },
      idleSession: {},
      otpLogin: { actors: { requestOtp: fromPromise<unknown, OtpRequest>(async () => ({ sent: true })), verifyOtp: fromPromise(async () => verified) } },
      countdown: { actions: { storeStartTime: () => {} } },
    }),
    { input: tabInput, clock },
  ).start();
  const asked: Array<ReviewRequest | KeepRequest> = [];
  const booked: BookRequest[] = [];
  const page = createActor(
    reviewBookingMachine.provide({
      actors: {
        loadReview: fromPromise<ReviewShown, ReviewRequest>(async ({ input }) => {
          asked.push(input);
          return input.userId ? review : preview;
        }),
        keepReview: fromPromise<ReviewResponseBody, KeepRequest>(async ({ input }) => {
          asked.push(input);
          return review;
        }),
        book: fromPromise<BookingResult, BookRequest>(async ({ input }) => {
          booked.push(input);
          return result;
        }),
      },
      actions: { requestLogin: ({ self }, { intent }) => tab.send({ type: 'login.requested', intent, replyTo: self }) },
    }),
    { input: pageStart, clock },
  ).start();
  return { tab, page, clock, asked, booked, login: () => selectLoginActor(tab.getSnapshot()) };
}

const option = { hotelId: pageInput.hotelId, optionId: pageInput.optionId };
/** Names the child, the one guest the form lacks, and presses Pay Now. */
function payNow(page: ReturnType<typeof start>['page']) {
  page.send({ type: 'guest.changed', room: 0, index: 0, field: 'firstName', value: 'Ravi' });
  page.send({ type: 'book.requested', mode: 'payNow' });
}

describe('the review page and the tab', () => {
  it('logged in: the review loads as the user\'s draft, and Pay Now books it with no login asked', async () => {
    const t = start(loggedIn, userPageInput);
    await settle();
    expect(t.asked).toEqual([{ ...option, userId: USER }]);
    expect(selectPhase(t.page.getSnapshot())).toBe('ready');
    payNow(t.page);
    await settle();
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(false);
    expect(t.booked.map((b) => b.payload.bookingId)).toEqual([review.bookingId]);
  });

  it("logged out: the page shows the preview with no login; Pay Now asks for one ('Please log in to proceed with booking.'), closed it keeps the form, logged in the booking continues", async () => {
    const t = start(freshGuest, pageInput);
    await settle();
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(false);
    expect(t.asked).toEqual([{ ...option, userId: null }]);
    expect(selectPhase(t.page.getSnapshot())).toBe('ready');

    payNow(t.page);
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(true);
    expect(selectNotice(t.page.getSnapshot())).toBe('Please log in to proceed with booking.');
    t.login()!.send({ type: 'login.cancelled' });
    expect(selectNotice(t.page.getSnapshot())).toBe('Please log in to proceed with booking.');
    expect(t.page.getSnapshot().context.form?.rooms[0]?.[0]?.firstName).toBe('Ravi');
    expect(t.booked).toEqual([]);

    t.page.send({ type: 'book.requested', mode: 'payNow' });
    t.login()!.send({ type: 'phone.changed', value: '9876543210' });
    t.login()!.send({ type: 'otp.requested' });
    await settle();
    t.clock.increment(1000);
    t.login()!.send({ type: 'otp.pasted', text: '123456' });
    t.login()!.send({ type: 'otp.submitted' });
    await settle();
    // Kept as the user's draft, then booked.
    expect(t.asked).toEqual([{ ...option, userId: null }, { ...option, userId: USER }]);
    expect(t.booked.map((b) => [b.mode, b.payload.bookingId, b.payload.roomTravellerInfo[0]!.travellerInfo[1]!.fN])).toEqual([['payNow', review.bookingId, 'Ravi']]);
    expect(t.page.getSnapshot().matches('held')).toBe(true);
  });
});
