/**
 * The range calendar, loaded on demand with react-dates and moment (kept out of the first load).
 * Every day click goes to the `stayDates` machine, which owns the range rules: the calendar is
 * told the clicked day through `startDateOffset` (react-dates then reports the day itself as both
 * ends), only shows the machine's dates, and disables the days the machine would refuse (past
 * days, check-in more than 365 days ahead, check-out more than 30 nights after check-in); the
 * popover's footer says why.
 */
import 'react-dates/initialize';
import 'react-dates/lib/css/_datepicker.css';
import './calendar.css';
import { useSelector } from '@xstate/react';
import moment, { type Moment } from 'moment';
import { useCallback, useEffect, useState } from 'react';
import { DayPickerRangeController } from 'react-dates';
import { selectDayDisabled, selectFirstMonthDay, selectNextEnd, selectStayCheckIn, selectStayCheckOut } from '../../../machines/stayDates.selectors';
import type { SearchPanelActors } from '../../live/search';
import { localDate } from './format';

const toMoment = (date: string | null) => (date ? moment(localDate(date)) : null);
const sameDay = (day: Moment) => day;
const dayText = (day: Moment) => day.format('YYYY-MM-DD');

export default function StayCalendar({
  dates,
  months,
  onComplete,
  onEscape,
}: Pick<SearchPanelActors, 'dates'> & { months: number; onComplete?: () => void; onEscape: () => void }) {
  const checkIn = useSelector(dates, selectStayCheckIn);
  const checkOut = useSelector(dates, selectStayCheckOut);
  const nextEnd = useSelector(dates, selectNextEnd);
  // react-dates moves focus to a day when `isFocused` turns on, not when it mounts with it on:
  // it turns on in the frame after the calendar is drawn.
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocused(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  // A new function whenever the range changes, so that react-dates works the disabled days out again.
  const isOutsideRange = useCallback(
    (day: Moment) => selectDayDisabled(dates.getSnapshot(), dayText(day)),
    [dates, checkIn, checkOut], // eslint-disable-line react-hooks/exhaustive-deps -- not read: a change of range must give a new function
  );
  return (
    // The calendar keeps the keys pressed on its days to itself: Escape is caught on the way in.
    <div onKeyDownCapture={(e) => e.key === 'Escape' && onEscape()}>
    <DayPickerRangeController
      startDate={toMoment(checkIn)}
      endDate={toMoment(checkOut)}
      focusedInput={nextEnd}
      onFocusChange={() => {}}
      startDateOffset={sameDay}
      onDatesChange={({ startDate }) => {
        if (!startDate) return;
        dates.send({ type: 'dates.dayClicked', date: dayText(startDate) });
        if (onComplete && dates.getSnapshot().matches('complete')) onComplete();
      }}
      isOutsideRange={isOutsideRange}
      initialVisibleMonth={() => toMoment(selectFirstMonthDay(dates.getSnapshot()))!}
      numberOfMonths={months}
      minimumNights={1}
      keepOpenOnDateSelect
      hideKeyboardShortcutsPanel
      // Focus starts on a day when the calendar opens: arrow keys move it, Enter chooses it.
      isFocused={focused}
      noBorder
      daySize={months > 1 ? 40 : 38}
    />
    </div>
  );
}
