import { describeModel } from './support/describeModel';
import { profileModel } from './profile.model';

describeModel('profile', profileModel);
