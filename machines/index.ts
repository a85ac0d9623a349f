import type { AnyStateMachine } from 'xstate';
import { appRatingMachine } from './appRating.machine';
import { bookingLifecycleMachine } from './bookingLifecycle.machine';
import { bookingStatusMachine } from './bookingStatus.machine';
import { cancelBookingMachine } from './cancelBooking.machine';
import { stayReviewMachine } from './stayReview.machine';
import { checkoutMachine } from './checkout.machine';
import { countdownMachine } from './countdown.machine';
import { deleteAccountMachine } from './deleteAccount.machine';
import { deviceTokenMachine } from './deviceToken.machine';
import { hotelDetailMachine } from './hotelDetail.machine';
import { idleSessionMachine } from './idleSession.machine';
import { linkIdentityMachine } from './linkIdentity.machine';
import { otpLoginMachine } from './otpLogin.machine';
import { paymentInitiationMachine } from './paymentInitiation.machine';
import { profileMachine } from './profile.machine';
import { reviewBookingMachine } from './reviewBooking.machine';
import { resultsMachine } from './results.machine';
import { roomsGuestsMachine } from './roomsGuests.machine';
import { searchMachine } from './search.machine';
import { sessionMachine } from './session.machine';
import { stayDatesMachine } from './stayDates.machine';
import { tabMachine } from './tab.machine';
import { wishlistMachine } from './wishlist.machine';

/** Every machine of the product, by name: the report, the diagrams and the inspector read this list. */
export const machines: Record<string, { machine: AnyStateMachine; summary: string }> = {
  tab: {
    machine: tabMachine,
    summary:
      "The tab's actors: runs the session, device token and idle timer, and the login flow (login and countdown) while the modal is open; hands a login's token to the device token; answers whoever asked for a login with an intent (a heart's pending add, the review page's booking) when the login succeeds or the modal closes; an account page seen logged out shows after the login, or goes home when it closes; reopens an OTP step after a reload.",
  },
  deviceToken: {
    machine: deviceTokenMachine,
    summary: 'Device token: the guest token (fetched when none is stored, retried) or the user token a login hands over; replaced when rejected.',
  },
  session: {
    machine: sessionMachine,
    summary: 'Guest or logged-in user, browser-wide: login stored with its token, other tabs follow; logout (server call, clean-up, home); 401 back to guest with login offered.',
  },
  otpLogin: {
    machine: otpLoginMachine,
    summary: 'OTP login: phone (with country) or e-mail, Get OTP, six-box code, verify (Verify off once the countdown runs out), resend, reopened after a reload, every toast.',
  },
  countdown: {
    machine: countdownMachine,
    summary: 'OTP countdown: 60 s from the stored start time (survives a reload), ticking each second, restarted by a resend.',
  },
  wishlist: {
    machine: wishlistMachine,
    summary: 'One wishlist heart: optimistic toggle reverted on failure, logged-out click opens login and adds after it.',
  },
  idleSession: {
    machine: idleSessionMachine,
    summary: 'Idle session: 5 minutes without activity clears session storage and shows the expiry overlay.',
  },
  hotelDetail: {
    machine: hotelDetailMachine,
    summary: 'Hotel detail: load (skeleton), not found or error texts; update search (edit, validate, fresh search replaces the hotel); cancellation-policy modal.',
  },
  results: {
    machine: resultsMachine,
    summary: 'Search results: query check (destination, dates, a stay the server would refuse), search (skeleton), empty or error texts, filters and sort on the full list, 10 more per sentinel, list / map / full-screen map (map forced below 1000 px).',
  },
  search: {
    machine: searchMachine,
    summary: 'Search panel: destination suggestions (popular under 3 characters, server after a 300 ms pause, newer query cancels older, messages after 1 s), arrow keys and Enter, recent searches when opened empty, validation where typed text is searched only when it names one suggestion (else the list asks to choose), submit to results.',
  },
  stayDates: {
    machine: stayDatesMachine,
    summary: 'Stay dates calendar: first click sets check-in and clears check-out, a later click sets check-out, an earlier click restarts, past days, check-in more than 365 days ahead and stays over 30 nights refused.',
  },
  reviewBooking: {
    machine: reviewBookingMachine,
    summary:
      "Review booking: missing ids; login first (continue after it, 'Please log in to proceed with booking.' when closed); load the review (6034 sorry screen, error and retry); the guest form with every guest rule's message; Pay Now to /payment, Book Now & Pay Later (isBA) to upcoming after 2 s; price changed asks again at the server's price; a refused field shows its message.",
  },
  cancelBooking: {
    machine: cancelBookingMachine,
    summary: "Cancel a booking: reasons modal with refund and penalty, 'Please select a reason for cancellation.', the call, toast and refreshed lists, 'Cancellation failed: ...'.",
  },
  stayReview: {
    machine: stayReviewMachine,
    summary:
      "Rate your stay: a completed, confirmed booking not rated yet opens the form; stars for each category the hotel page shows, a title and a text, each missing one said by field; the call, a thank-you toast, the booking's button gone and the lists and hotel read again; 'Could not send your review: ...'.",
  },
  paymentInitiation: {
    machine: paymentInitiationMachine,
    summary:
      "The payment page's Pay: initiate for the amount shown; PHONEPE with a redirectUrl leaves for it, RAZORPAY with the order data goes to /check-status; 'Invalid payment response. Please try again.', the server's message or 'Payment initiation failed. Please try again.' (the booking read again), 'An error occurred while initiating payment. Please try again.'.",
  },
  checkout: {
    machine: checkoutMachine,
    summary:
      "Check-status, one state per outcome: invalid data (toast, /payment after 3 s); load the checkout script if absent and open the checkout (amount x 100); verify a payment id: 'Payment successful! Booking confirmed.', the server's message or 'Payment verification failed.' (2503: /payment after 5 s); no payment id, the verification call failing, dismissed ('Payment cancelled.'), payment.failed, the script failing to load; each to /booking-status with replace and the outcome; the cached booking and lists read again after verifying.",
  },
  bookingStatus: {
    machine: bookingStatusMachine,
    summary:
      "Booking-status page: the booking of the URL (or the outcome) read from the server; the spec's page from the outcome alone when there is no booking id, or when it cannot be read (read again on request); none of the traveller's (another's too) is not found; a booking still awaiting payment after an outcome a payment may follow is read again every 5 s, at most 6 times.",
  },
  profile: {
    machine: profileMachine,
    summary:
      "Profile: load ('Failed to fetch profile: ...', retry), view, Edit, Save (back to view, toast) or Cancel (reset); the identities (verified phone and e-mail) read-only, the missing one added through linkIdentity; required fields, e-mail, mobile and date of birth checks; a photo under 2 MB ('Image size must be less than 2MB.') read for its preview, or removed; 'Failed to update profile: ...' with the field the server named.",
  },
  linkIdentity: {
    machine: linkIdentityMachine,
    summary:
      "Adding the account's missing identity from the profile: a mobile number (with country) or an e-mail address, Get OTP (refused when the account has one of that kind), six-box code, Verify (refused when another account holds it), the countdown and Resend, Change number; verified: a toast and the profile with it; cancelled from any step.",
  },
  deleteAccount: {
    machine: deleteAccountMachine,
    summary:
      "Delete account: seven reasons (at least one: 'Please select at least one reason.') and feedback, a confirmation, the call; deleted: local storage cleared, home after 1.5 s; refused while bookings are open (the server's message), other failures in the spec's words.",
  },
  appRating: {
    machine: appRatingMachine,
    summary: "App rating: 1 to 5 stars required ('Please choose a rating from 1 to 5 stars.') and feedback; sent, thanked, and changed again (a new rating replaces the old); 'Failed to save your rating: ...'.",
  },
  roomsGuests: {
    machine: roomsGuestsMachine,
    summary: 'Rooms and guests: up to 5 rooms, adults 1-2 and children 0-2 per room, child age 0-12, remove only with more than one room.',
  },
  bookingLifecycle: {
    machine: bookingLifecycleMachine,
    summary:
      "A booking's life on the server, as its lifecycle applies it (contract/bookingLifecycle.ts): booked to pay now or later, settled by its first payment, expired or cancelled as not paid when its hold lapses, cancelled by the traveller, taken again or refunded when a payment comes late, a second payment refunded, its refunds processed; with the payment status each move writes.",
  },
};
