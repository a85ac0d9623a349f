import { describeModel } from './support/describeModel';
import { linkIdentityModel } from './linkIdentity.model';

describeModel('linkIdentity', linkIdentityModel);
