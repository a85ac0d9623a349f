import { describeModel } from './support/describeModel';
import { otpLoginModel } from './otpLogin.model';

describeModel('otpLogin', otpLoginModel);
