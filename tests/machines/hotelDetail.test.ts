import { describeModel } from './support/describeModel';
import { hotelDetailModel } from './hotelDetail.model';

describeModel('hotelDetail', hotelDetailModel);
