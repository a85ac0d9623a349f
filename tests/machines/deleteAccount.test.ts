import { describeModel } from './support/describeModel';
import { deleteAccountModel } from './deleteAccount.model';

describeModel('deleteAccount', deleteAccountModel);
