import { describeModel } from './support/describeModel';
import { wishlistModel } from './wishlist.model';

describeModel('wishlist', wishlistModel);
