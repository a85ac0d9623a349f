import { describeModel } from './support/describeModel';
import { deviceTokenModel } from './deviceToken.model';

describeModel('deviceToken', deviceTokenModel);
