import { describeModel } from './support/describeModel';
import { sessionModel } from './session.model';

describeModel('session', sessionModel);
