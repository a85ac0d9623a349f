import { Alert, AlertIcon, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import type { SearchMode, SearchValues } from '../../../machines/search.machine';
import {
  selectChildAgeRequired,
  selectDatesOpen,
  selectDestinationText,
  selectError,
  selectResolving,
  selectRoomsOpen,
} from '../../../machines/search.selectors';
import { selectRoomsSummary } from '../../../machines/roomsGuests.selectors';
import { selectStayCheckIn, selectStayCheckOut } from '../../../machines/stayDates.selectors';
import { useSearchPanel, type SearchInitial } from '../../live/search';
import { DatesField } from './DatesField';
import { DestinationField } from './DestinationField';
import { RoomsField } from './RoomsField';
import { rangeLabel } from './format';

export interface SearchPanelProps {
  /** 'home' (Search), 'modify' (results page, 'Modify Search'), 'update' (detail page: dates and rooms only). */
  mode: SearchMode;
  /** Starting values; anything not given comes from session storage, then the defaults. */
  initial?: SearchInitial;
  /** Replaces the navigation to the results (e.g. the detail page re-prices the hotel). */
  onSubmit?: (values: SearchValues) => void;
}

const submitLabel: Record<SearchMode, string> = { home: 'Search', modify: 'Modify Search', update: 'Update Search' };
/** What the collapsed bar shows, and names, before a destination is chosen. */
const NO_DESTINATION = 'Where do you want to stay?';

/**
 * The search panel: destination, dates, rooms and guests. Under 768 px it shows a
 * collapsed bar (destination, dates, guests) that expands on click. Remount it (e.g. `key`) to
 * start again from new values.
 */
export function SearchPanel({ mode, initial, onSubmit }: SearchPanelProps) {
  const actors = useSearchPanel({ mode, initial, ...(onSubmit ? { onSubmit } : {}) });
  const { search, dates, rooms } = actors;
  const [expanded, setExpanded] = useState(false);
  const error = useSelector(search, selectError);
  const resolving = useSelector(search, selectResolving);
  const destination = useSelector(search, selectDestinationText);
  const checkIn = useSelector(dates, selectStayCheckIn);
  const checkOut = useSelector(dates, selectStayCheckOut);
  const guests = useSelector(rooms, selectRoomsSummary);
  const datesOpen = useSelector(search, selectDatesOpen);
  const roomsOpen = useSelector(search, selectRoomsOpen);
  const ageRequired = useSelector(search, selectChildAgeRequired);
  // The search machine says which field is open, so that it can lead on to the next one.
  const datesControl = useMemo(
    () => ({ isOpen: datesOpen, onOpen: () => search.send({ type: 'dates.opened' }), onClose: () => search.send({ type: 'field.closed' }) }),
    [datesOpen, search],
  );
  const roomsControl = useMemo(
    () => ({ isOpen: roomsOpen, onOpen: () => search.send({ type: 'rooms.opened' }), onClose: () => search.send({ type: 'field.closed' }) }),
    [roomsOpen, search],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    search.send({ type: 'search.submitted' });
  };

  return (
    <Box>
      {/* Narrow screens: the collapsed bar (CSS only, so nothing shifts when the script runs). */}
      <Button
        display={{ base: expanded ? 'none' : 'flex', md: 'none' }}
        onClick={() => setExpanded(true)}
        aria-expanded={false}
        aria-label={`${submitLabel[mode]}: ${mode === 'update' ? '' : `${destination || NO_DESTINATION}, `}${rangeLabel(checkIn, checkOut)} · ${guests}`}
        // The action comes first in the markup and shows at the right, so the name holds the bar's
        // visible text in reading order: a person can say what they see to press it.
        flexDirection="row-reverse"
        w="full"
        h="auto"
        py={3}
        px={4}
        variant="outline"
        colorScheme="gray"
        bg="white"
        justifyContent="space-between"
        textAlign="left"
        fontWeight="normal"
        boxShadow="sm"
      >
        <Text as="span" color="brand.600" fontWeight="700" fontSize="sm" ml={3} flexShrink={0}>
          {submitLabel[mode]}
        </Text>
        {/* Spaces between the parts: without them their texts run together for what reads the visible text. */}
        {' '}
        <Box minW={0}>
          {mode !== 'update' && (
            <Text fontWeight="700" noOfLines={1}>
              {destination || NO_DESTINATION}
            </Text>
          )}
          {' '}
          <Text fontSize="sm" color="gray.600">
            {rangeLabel(checkIn, checkOut)} · {guests}
          </Text>
        </Box>
      </Button>

      <Box
        as="form"
        role="search"
        aria-label="Search hotels"
        onSubmit={submit}
        noValidate
        display={{ base: expanded ? 'block' : 'none', md: 'block' }}
        bg="white"
        color="ink.500"
        borderRadius="xl"
        boxShadow="lg"
        p={{ base: 4, md: 5 }}
      >
        <Stack direction={{ base: 'column', md: 'row' }} spacing={{ base: 3, md: 4 }} align={{ md: 'flex-end' }}>
          {mode !== 'update' && <DestinationField search={search} />}
          <DatesField dates={dates} control={datesControl} />
          <RoomsField rooms={rooms} control={roomsControl} ageRequired={ageRequired} />
          <Flex gap={2}>
            {expanded && (
              <Button display={{ md: 'none' }} variant="ghost" colorScheme="gray" h={12} onClick={() => setExpanded(false)}>
                Close
              </Button>
            )}
            <Button type="submit" h={12} px={8} flex={{ base: 1, md: 'none' }} isLoading={resolving} loadingText={submitLabel[mode]}>
              {submitLabel[mode]}
            </Button>
          </Flex>
        </Stack>
        {error && (
          <Alert status="error" mt={3} borderRadius="md" role="alert" fontSize="sm">
            <AlertIcon />
            {error}
          </Alert>
        )}
      </Box>
    </Box>
  );
}

