import { Alert, AlertIcon, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import type { Stay, StayRoom } from '../../../machines/hotelDetail.machine';
import type { PanelRoom } from '../../domain/rooms';
import { useSearchPanel } from '../../live/search';
import { DatesField } from '../search/DatesField';
import { RoomsField } from '../search/RoomsField';

export interface UpdateSearchProps {
  draft: Stay;
  changed: boolean;
  canEdit: boolean;
  canUpdate: boolean;
  updating: boolean;
  error: string | null;
  onDates: (checkIn: string | null, checkOut: string | null) => void;
  onRooms: (rooms: StayRoom[]) => void;
  onUpdate: () => void;
}

const toPanelRooms = (rooms: readonly StayRoom[]): PanelRoom[] =>
  rooms.map((r, i) => ({ id: i + 1, adults: r.adults, children: r.childAges.length, childAges: [...r.childAges] }));
const toStayRooms = (rooms: readonly PanelRoom[]): StayRoom[] => rooms.map((r) => ({ adults: r.adults, childAges: [...r.childAges] }));

/**
 * Update search: the search panel's dates and rooms fields (its 'update' pieces, so the calendar
 * and the rooms popover behave as everywhere else). Every edit is reported to the detail machine,
 * which marks the search changed; Update asks the machine, which validates as spec 001 §5 says
 * and runs the fresh hotel search.
 *
 * The whole `SearchPanel` is not mounted: its submit runs the panel's own checks (spec 000 §5,
 * including the destination) and reports nothing until then, while the detail page must show
 * edits as changes and validate with spec 001 §5.
 */
export function UpdateSearchSection(p: UpdateSearchProps) {
  const initial = useMemo(() => ({ checkIn: p.draft.checkIn, checkOut: p.draft.checkOut, rooms: toPanelRooms(p.draft.rooms) }), []); // eslint-disable-line react-hooks/exhaustive-deps
  const { dates, rooms } = useSearchPanel({ mode: 'update', initial });
  const latest = useRef(p);
  latest.current = p;
  useEffect(() => {
    const reportDates = (s: ReturnType<typeof dates.getSnapshot>) => {
      const { draft, onDates } = latest.current;
      if (s.context.checkIn !== draft.checkIn || s.context.checkOut !== draft.checkOut) onDates(s.context.checkIn, s.context.checkOut);
    };
    const reportRooms = (s: ReturnType<typeof rooms.getSnapshot>) => {
      const { draft, onRooms } = latest.current;
      const next = toStayRooms(s.context.rooms);
      if (JSON.stringify(next) !== JSON.stringify(draft.rooms)) onRooms(next);
    };
    const a = dates.subscribe(reportDates);
    const b = rooms.subscribe(reportRooms);
    // The fields are on the page before this effect runs: an edit made in between (a quick
    // hand on a busy device) reached no subscriber, so it is reported now.
    reportDates(dates.getSnapshot());
    reportRooms(rooms.getSnapshot());
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [dates, rooms]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (p.canUpdate) p.onUpdate();
  };
  return (
    <Box as="form" noValidate onSubmit={submit} aria-label="Update your stay" borderWidth="1px" borderRadius="lg" bg="white" p={{ base: 3, md: 5 }}>
      <Stack spacing={3}>
        <Box as="fieldset" disabled={!p.canEdit} border={0} p={0} m={0} minW={0}>
          <Box as="legend" srOnly>
            Dates, rooms and guests
          </Box>
          <Stack direction={{ base: 'column', md: 'row' }} spacing={{ base: 3, md: 4 }} align={{ md: 'flex-end' }}>
            <DatesField dates={dates} />
            <RoomsField rooms={rooms} />
            <Button type="submit" h={12} px={8} isDisabled={!p.canUpdate} isLoading={p.updating} loadingText="Updating">
              Update
            </Button>
          </Stack>
        </Box>
        <Flex minH="1.5em">
          {p.changed && !p.error && (
            <Text fontSize="sm" color="orange.800" role="status">
              Your search has changed. Press Update to see prices for it.
            </Text>
          )}
        </Flex>
        {p.error && (
          <Alert status="error" borderRadius="md" role="alert">
            <AlertIcon />
            {p.error}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
