import { describeModel } from './support/describeModel';
import { checkoutModel } from './checkout.model';

describeModel('checkout', checkoutModel);
