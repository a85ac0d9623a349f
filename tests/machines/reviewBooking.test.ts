import { describeModel } from './support/describeModel';
import { reviewBookingModel } from './reviewBooking.model';

describeModel('reviewBooking', reviewBookingModel);
