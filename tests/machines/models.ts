import type { MachineModel } from './support/model';
import { appRatingModel } from './appRating.model';
import { bookingLifecycleModel } from './bookingLifecycle.model';
import { bookingStatusModel } from './bookingStatus.model';
import { cancelBookingModel } from './cancelBooking.model';
import { checkoutModel } from './checkout.model';
import { countdownModel } from './countdown.model';
import { deleteAccountModel } from './deleteAccount.model';
import { deviceTokenModel } from './deviceToken.model';
import { hotelDetailModel } from './hotelDetail.model';
import { idleSessionModel } from './idleSession.model';
import { linkIdentityModel } from './linkIdentity.model';
import { otpLoginModel } from './otpLogin.model';
import { paymentInitiationModel } from './paymentInitiation.model';
import { profileModel } from './profile.model';
import { resultsModel } from './results.model';
import { reviewBookingModel } from './reviewBooking.model';
import { roomsGuestsModel } from './roomsGuests.model';
import { searchModel } from './search.model';
import { sessionModel } from './session.model';
import { stayDatesModel } from './stayDates.model';
import { stayReviewModel } from './stayReview.model';
import { tabModel } from './tab.model';
import { wishlistModel } from './wishlist.model';

/**
 * The test model of every machine listed in machines/index.ts, by the same name. The report and
 * a check in machines.test.ts make sure no machine is left without one.
 */
export const models: Record<string, MachineModel> = {
  tab: tabModel,
  deviceToken: deviceTokenModel,
  session: sessionModel,
  otpLogin: otpLoginModel,
  countdown: countdownModel,
  wishlist: wishlistModel,
  idleSession: idleSessionModel,
  hotelDetail: hotelDetailModel,
  results: resultsModel,
  search: searchModel,
  stayDates: stayDatesModel,
  roomsGuests: roomsGuestsModel,
  reviewBooking: reviewBookingModel,
  cancelBooking: cancelBookingModel,
  stayReview: stayReviewModel,
  paymentInitiation: paymentInitiationModel,
  checkout: checkoutModel,
  bookingStatus: bookingStatusModel,
  profile: profileModel,
  linkIdentity: linkIdentityModel,
  deleteAccount: deleteAccountModel,
  appRating: appRatingModel,
  bookingLifecycle: bookingLifecycleModel,
};
