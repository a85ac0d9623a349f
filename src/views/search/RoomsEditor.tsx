/** The rooms and guests editor inside the popover, loaded on first use. */
import { Box, Button, Divider, Flex, FormControl, FormErrorMessage, FormLabel, HStack, IconButton, Select, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import {
  selectAgeMissing,
  selectCanAddRoom,
  selectMinusDisabled,
  selectPlusDisabled,
  selectRooms,
  selectShowRemoveRoom,
} from '../../../machines/roomsGuests.selectors';
import { ROOM_RULES } from '../../../machines/rules/rooms';
import type { SearchPanelActors } from '../../live/search';
import FieldPopover from './FieldPopover';

const AGES = Array.from({ length: ROOM_RULES.maxChildAge - ROOM_RULES.minChildAge + 1 }, (_, i) => ROOM_RULES.minChildAge + i);

function Stepper(props: {
  label: string;
  hint: string;
  value: number;
  room: number;
  noun: string;
  minusDisabled: boolean;
  plusDisabled: boolean;
  onChange: (delta: 1 | -1) => void;
}) {
  return (
    <Flex align="center" justify="space-between" py={1}>
      <Box>
        <Text fontWeight="600" fontSize="sm">
          {props.label}
        </Text>
        <Text fontSize="xs" color="gray.600">
          {props.hint}
        </Text>
      </Box>
      <HStack spacing={2}>
        <IconButton
          aria-label={`Remove ${props.noun} from room ${props.room}`}
          icon={<span aria-hidden="true">−</span>}
          size="sm"
          variant="outline"
          isRound
          isDisabled={props.minusDisabled}
          onClick={() => props.onChange(-1)}
        />
        <Text as="output" minW="1.5em" textAlign="center" fontWeight="600" aria-live="polite" aria-label={`${props.label} in room ${props.room}`}>
          {props.value}
        </Text>
        <IconButton
          aria-label={`Add ${props.noun} to room ${props.room}`}
          icon={<span aria-hidden="true">+</span>}
          size="sm"
          variant="outline"
          isRound
          isDisabled={props.plusDisabled}
          onClick={() => props.onChange(1)}
        />
      </HStack>
    </Flex>
  );
}

/**
 * One block per room, with Add Room and Done. A child's age starts unchosen
 * ('Age'); once a search was refused for it (`ageRequired`) each unchosen age says so.
 */
export default function RoomsEditor({
  rooms: actor,
  id,
  isOpen,
  onClose,
  ageRequired,
}: Pick<SearchPanelActors, 'rooms'> & { id: string; isOpen: boolean; onClose: () => void; ageRequired: boolean }) {
  const snapshot = useSelector(actor, (s) => s);
  const rooms = selectRooms(snapshot);
  return (
    <FieldPopover
      id={id}
      isOpen={isOpen}
      onClose={onClose}
      label="Rooms and guests"
      placement="bottom-end"
      width={{ base: 'calc(100vw - 2rem)', sm: '340px' }}
      footer={
        <>
          <Button size="sm" variant="outline" isDisabled={!selectCanAddRoom(snapshot)} onClick={() => actor.send({ type: 'rooms.roomAdded' })}>
            Add Room
          </Button>
          <Button size="sm" onClick={onClose}>
            Done
          </Button>
        </>
      }
    >
      <Stack spacing={3} divider={<Divider />} px={1}>
        {rooms.map((room, index) => (
          <Box key={room.id} role="group" aria-label={`Room ${index + 1}`}>
            <Flex justify="space-between" align="center" mb={1}>
              <Text fontWeight="700">Room {index + 1}</Text>
              {selectShowRemoveRoom(snapshot) && (
                <Button
                  size="xs"
                  variant="ghost"
                  colorScheme="red"
                  aria-label={`Remove room ${index + 1}`}
                  onClick={() => actor.send({ type: 'rooms.roomRemoved', index })}
                >
                  Remove
                </Button>
              )}
            </Flex>
            <Stepper
              label="Adults"
              hint="18+ yrs"
              noun="adult"
              room={index + 1}
              value={room.adults}
              minusDisabled={selectMinusDisabled(snapshot, 'adults', room.adults)}
              plusDisabled={selectPlusDisabled(snapshot, index, room.adults)}
              onChange={(delta) => actor.send({ type: 'rooms.adultsChanged', index, delta })}
            />
            <Stepper
              label="Children"
              hint="0-17 yrs"
              noun="child"
              room={index + 1}
              value={room.children}
              minusDisabled={selectMinusDisabled(snapshot, 'children', room.children)}
              plusDisabled={selectPlusDisabled(snapshot, index, room.children)}
              onChange={(delta) => actor.send({ type: 'rooms.childrenChanged', index, delta })}
            />
            {room.childAges.length > 0 && (
              <SimpleGrid columns={2} spacing={2} mt={1}>
                {room.childAges.map((age, child) => (
                  <FormControl key={child} isInvalid={ageRequired && selectAgeMissing(snapshot, index, child)}>
                    <FormLabel fontSize="xs" mb={0} htmlFor={`room-${room.id}-child-${child}`}>
                      Age of child {child + 1}
                    </FormLabel>
                    <Select
                      id={`room-${room.id}-child-${child}`}
                      size="sm"
                      placeholder="Age"
                      value={age ?? ''}
                      onChange={(e) => {
                        if (e.target.value !== '') actor.send({ type: 'rooms.childAgeChanged', index, child, age: Number(e.target.value) });
                      }}
                    >
                      {AGES.map((a) => (
                        <option key={a} value={a}>
                          {a === 1 ? '1 year' : `${a} years`}
                        </option>
                      ))}
                    </Select>
                    <FormErrorMessage fontSize="xs" mt={1} color="red.700">
                      Choose an age
                    </FormErrorMessage>
                  </FormControl>
                ))}
              </SimpleGrid>
            )}
          </Box>
        ))}
      </Stack>
    </FieldPopover>
  );
}
