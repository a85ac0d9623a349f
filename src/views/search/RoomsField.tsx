import { Button, FormControl, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectRoomsSummary } from '../../../machines/roomsGuests.selectors';
import type { SearchPanelActors } from '../../live/search';
import { usePopoverField, type FieldControl } from './usePopoverField';

const loadEditor = () => import('./RoomsEditor');
const RoomsEditor = lazy(loadEditor);

/**
 * Rooms and guests: the summary button opening the rooms editor (loaded on first use). In the
 * search panel `control` is the search machine's say on when the editor is open, and
 * `ageRequired` that a search was refused for a child's age still to choose.
 */
export function RoomsField({ rooms, control, ageRequired = false }: Pick<SearchPanelActors, 'rooms'> & { control?: FieldControl; ageRequired?: boolean }) {
  const summary = useSelector(rooms, selectRoomsSummary);
  const { id, isOpen, onClose, requested, field, triggerProps } = usePopoverField(control);
  const preload = () => void loadEditor();
  return (
    <FormControl as="div" ref={field} flex={{ md: '1' }}>
      <Text as="span" display="block" fontSize="xs" fontWeight="700" textTransform="uppercase" color="gray.600" mb={1}>
        Rooms & Guests
      </Text>
      <Button
        {...triggerProps}
        onMouseEnter={() => {
          triggerProps.onMouseEnter();
          preload();
        }}
        onFocus={() => {
          triggerProps.onFocus();
          preload();
        }}
        variant="outline"
        colorScheme="gray"
        bg="white"
        w="full"
        h={12}
        justifyContent="flex-start"
        fontWeight="600"
      >
        {summary}
      </Button>
      {requested && isOpen && (
        <Suspense fallback={null}>
          <RoomsEditor rooms={rooms} id={id} isOpen={isOpen} onClose={onClose} ageRequired={ageRequired} />
        </Suspense>
      )}
    </FormControl>
  );
}
