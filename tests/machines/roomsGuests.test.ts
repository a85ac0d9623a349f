import { describeModel } from './support/describeModel';
import { roomsGuestsModel } from './roomsGuests.model';

describeModel('roomsGuests', roomsGuestsModel);
