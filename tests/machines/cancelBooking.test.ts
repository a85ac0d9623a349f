import { describeModel } from './support/describeModel';
import { cancelBookingModel } from './cancelBooking.model';

describeModel('cancelBooking', cancelBookingModel);
