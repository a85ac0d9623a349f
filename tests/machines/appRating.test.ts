import { describeModel } from './support/describeModel';
import { appRatingModel } from './appRating.model';

describeModel('appRating', appRatingModel);
