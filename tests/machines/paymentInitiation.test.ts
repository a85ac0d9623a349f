import { describeModel } from './support/describeModel';
import { paymentInitiationModel } from './paymentInitiation.model';

describeModel('paymentInitiation', paymentInitiationModel);
