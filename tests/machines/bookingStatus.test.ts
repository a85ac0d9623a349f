import { describeModel } from './support/describeModel';
import { bookingStatusModel } from './bookingStatus.model';

describeModel('bookingStatus', bookingStatusModel);
