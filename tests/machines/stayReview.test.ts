import { describeModel } from './support/describeModel';
import { stayReviewModel } from './stayReview.model';

describeModel('stayReview', stayReviewModel);
