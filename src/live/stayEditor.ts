/**
 * The hotel page's stay editor (its "Update your stay" form): the search panel's dates and rooms
 * fields, so the calendar and the rooms popover behave as everywhere else, with every edit
 * reported to the detail machine, which marks the search changed and validates it.
 *
 * The whole search panel is not started: its submit runs the panel's own checks (the
 * destination among them) and reports nothing until then, while the detail page must show
 * edits as changes as they are made.
 */
import { useEffect, useMemo } from 'react';
import type { Stay, StayRoom } from '../../machines/hotelDetail.machine';
import { completeRooms, type PanelRoom } from '../../machines/rules/rooms';
import { searchInput, usePanelFields } from './search';
import { useLatest } from './useLatest';

/** Where the editor reports edits: the detail machine's `search.datesChanged` and `search.roomsChanged`. */
export interface StayEdits {
  onDates(checkIn: string | null, checkOut: string | null): void;
  onRooms(rooms: StayRoom[]): void;
}

const toPanelRooms = (rooms: readonly StayRoom[]): PanelRoom[] =>
  rooms.map((r, i) => ({ id: i + 1, adults: r.adults, children: r.childAges.length, childAges: [...r.childAges] }));
const toStayRooms = (rooms: readonly PanelRoom[]): StayRoom[] => rooms.map((r) => ({ adults: r.adults, childAges: [...r.childAges] }));
const sameRooms = (a: readonly StayRoom[], b: readonly StayRoom[]) =>
  a.length === b.length && a.every((room, i) => room.adults === b[i]!.adults && room.childAges.join() === b[i]!.childAges.join());

/**
 * The dates and rooms actors of the editor, started from the stay the page shows (`draft` when
 * first called). A change that makes the fields differ from the latest `draft` is reported
 * through the latest `edits`.
 */
export function useStayEditor(draft: Stay, edits: StayEdits) {
  const input = useMemo(() => searchInput('update', { checkIn: draft.checkIn, checkOut: draft.checkOut, rooms: toPanelRooms(draft.rooms) }), []); // eslint-disable-line react-hooks/exhaustive-deps -- started once from the stay first shown; later drafts are compared below
  const { dates, rooms } = usePanelFields(input);
  const latest = useLatest({ draft, edits });
  useEffect(() => {
    const reportDates = (s: ReturnType<typeof dates.getSnapshot>) => {
      const { checkIn, checkOut } = latest.current.draft;
      if (s.context.checkIn !== checkIn || s.context.checkOut !== checkOut) latest.current.edits.onDates(s.context.checkIn, s.context.checkOut);
    };
    const reportRooms = (s: ReturnType<typeof rooms.getSnapshot>) => {
      // A child whose age is still to be chosen: nothing to report until it is.
      const complete = completeRooms(s.context.rooms);
      if (!complete) return;
      const next = toStayRooms(complete);
      if (!sameRooms(next, latest.current.draft.rooms)) latest.current.edits.onRooms(next);
    };
    const a = dates.subscribe(reportDates);
    const b = rooms.subscribe(reportRooms);
    // The fields are on the page before this effect runs: an edit made in between (a quick hand
    // on a busy device) reached no subscriber, so it is reported now.
    reportDates(dates.getSnapshot());
    reportRooms(rooms.getSnapshot());
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [dates, rooms, latest]);
  return { dates, rooms };
}
