import { describeModel } from './support/describeModel';
import { searchModel } from './search.model';

describeModel('search', searchModel);
