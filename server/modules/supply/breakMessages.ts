/** Why an option does not sell a stay, as the hotel page says it (contract/hotel.ts `unavailable`). */
import { addDays } from '../../../domain/dates';
import { formatLocalDate } from '../../../domain/dateLabels';
import type { Stay } from '../../rules/stayPrice';
import type { SupplyBreak } from './restrictions';

export function breakMessage(why: SupplyBreak, stay: Stay): string {
  const night = (n: number) => formatLocalDate(addDays(stay.checkin, n));
  switch (why.kind) {
    case 'minStay':
      return `Minimum stay ${why.nights} nights on these dates`;
    case 'closedToArrival':
      return `No check-in on ${formatLocalDate(stay.checkin)}`;
    case 'closedToDeparture':
      return `No check-out on ${formatLocalDate(stay.checkout)}`;
    case 'stopSell':
      return `Not on sale for the night of ${night(why.night)}`;
    case 'noRate':
      return `Rates are not open yet for the night of ${night(why.night)}`;
  }
}
