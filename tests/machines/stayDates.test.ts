import { describeModel } from './support/describeModel';
import { stayDatesModel } from './stayDates.model';

describeModel('stayDates', stayDatesModel);
