import { describeModel } from './support/describeModel';
import { resultsModel } from './results.model';

describeModel('results', resultsModel);
