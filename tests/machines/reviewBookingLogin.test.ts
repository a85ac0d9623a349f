import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { BookingResult, ReviewResponseBody } from '../../contract/booking';
import type { GuestTokenResult } from '../../machines/deviceToken.machine';
import type { OtpRequest, VerifyOtpResult } from '../../machines/otpLogin.machine';
import { reviewBookingMachine, type BookRequest, type ReviewRequest } from '../../machines/reviewBooking.machine';
import { selectPageMessage, selectPhase } from '../../machines/reviewBooking.selectors';
import { provideTab, type TabInput } from '../../machines/tab.machine';
import { selectLoginActor, selectLoginOpen } from '../../machines/tab.selectors';
import { pageInput, review, USER } from './reviewBooking.fixtures';
import { freshGuest, loggedIn, NOW, TOKEN } from './tab.fixtures';

const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * The review page's machine with the real tab (its session, device token and login flow, with
 * fake calls): the page asks the tab for a login as the app does (src/live/reviewBooking.ts), and
 * the tab's answers continue the booking or stop it.
 */
function start(tabInput: TabInput) {
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
      deviceToken: { actors: { fetchGuestToken: fromPromise<GuestTokenResult>(async () => ({ status: 'SUCCESS', token: 'guest-token-0123456789abcdef' })) } },
      idleSession: {},
      otpLogin: { actors: { requestOtp: fromPromise<unknown, OtpRequest>(async () => ({ sent: true })), verifyOtp: fromPromise(async () => verified) } },
      countdown: { actions: { storeStartTime: () => {} } },
    }),
    { input: tabInput, clock },
  ).start();
  const asked: ReviewRequest[] = [];
  const page = createActor(
    reviewBookingMachine.provide({
      actors: {
        loadReview: fromPromise<ReviewResponseBody, ReviewRequest>(async ({ input }) => {
          asked.push(input);
          return review;
        }),
        book: fromPromise<BookingResult, BookRequest>(async () => {
          throw new Error('not booked here');
        }),
      },
      actions: { requestLogin: ({ self }, { intent }) => tab.send({ type: 'login.requested', intent, replyTo: self }) },
    }),
    { input: pageInput, clock },
  ).start();
  return { tab, page, clock, asked, login: () => selectLoginActor(tab.getSnapshot()) };
}

describe('the review page and the tab', () => {
  it('logged in: the tab answers at once and the review loads for the user', async () => {
    const t = start(loggedIn);
    await settle();
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(false);
    expect(t.asked).toEqual([{ hotelId: pageInput.hotelId, optionId: pageInput.optionId, userId: USER }]);
    expect(selectPhase(t.page.getSnapshot())).toBe('ready');
  });

  it("logged out: the login opens; closed, 'Please log in to proceed with booking.'; logged in, the booking continues", async () => {
    const t = start(freshGuest);
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(true);
    t.login()!.send({ type: 'login.cancelled' });
    expect(selectPageMessage(t.page.getSnapshot())).toBe('Please log in to proceed with booking.');
    expect(t.asked).toEqual([]);

    t.page.send({ type: 'login.retried' });
    expect(selectLoginOpen(t.tab.getSnapshot())).toBe(true);
    t.login()!.send({ type: 'phone.changed', value: '9876543210' });
    t.login()!.send({ type: 'otp.requested' });
    await settle();
    t.clock.increment(1000);
    t.login()!.send({ type: 'otp.pasted', text: '123456' });
    t.login()!.send({ type: 'otp.submitted' });
    await settle();
    expect(t.asked).toEqual([{ hotelId: pageInput.hotelId, optionId: pageInput.optionId, userId: USER }]);
    expect(selectPhase(t.page.getSnapshot())).toBe('ready');
  });
});
