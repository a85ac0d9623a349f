/**
 * The range calendar, loaded on demand with react-dates and moment (kept out of the first load).
 * Every day click goes to the `stayDates` machine, which owns the range rules: the calendar is
 * told the clicked day through `startDateOffset` (react-dates then reports the day itself as both
 * ends) and only shows the machine's dates.
 */
import 'react-dates/initialize';
import 'react-dates/lib/css/_datepicker.css';
import './calendar.css';
import { useSelector } from '@xstate/react';
import moment, { type Moment } from 'moment';
import { DayPickerRangeController } from 'react-dates';
import { selectNextEnd, selectStayCheckIn, selectStayCheckOut } from '../../../machines/stayDates.selectors';
import type { SearchPanelActors } from '../../live/search';
import { localDate } from './format';

const toMoment = (date: string | null) => (date ? moment(localDate(date)) : null);
const sameDay = (day: Moment) => day;

export default function StayCalendar({ dates, months, onComplete }: Pick<SearchPanelActors, 'dates'> & { months: number; onComplete: () => void }) {
  const checkIn = useSelector(dates, selectStayCheckIn);
  const checkOut = useSelector(dates, selectStayCheckOut);
  const nextEnd = useSelector(dates, selectNextEnd);
  const today = dates.getSnapshot().context.today;
  return (
    <DayPickerRangeController
      startDate={toMoment(checkIn)}
      endDate={toMoment(checkOut)}
      focusedInput={nextEnd}
      onFocusChange={() => {}}
      startDateOffset={sameDay}
      onDatesChange={({ startDate }) => {
        if (!startDate) return;
        dates.send({ type: 'dates.dayClicked', date: startDate.format('YYYY-MM-DD') });
        if (dates.getSnapshot().matches('complete')) onComplete();
      }}
      isOutsideRange={(day) => day.format('YYYY-MM-DD') < today}
      initialVisibleMonth={() => toMoment(checkIn) ?? moment()}
      numberOfMonths={months}
      minimumNights={1}
      keepOpenOnDateSelect
      hideKeyboardShortcutsPanel
      noBorder
      daySize={months > 1 ? 40 : 38}
    />
  );
}
