import { Alert, AlertIcon, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { Stay, StayRoom } from '../../../machines/hotelDetail.machine';
import { useStayEditor } from '../../live/stayEditor';
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

/**
 * Update search: the stay editor's dates and rooms fields (src/live/stayEditor.ts reports each
 * edit to the detail machine, which marks the search changed), the changed notice and the
 * machine's error; Update asks the machine, which checks the stay and runs the
 * fresh hotel search.
 */
export function UpdateSearchSection(p: UpdateSearchProps) {
  const { dates, rooms } = useStayEditor(p.draft, p);

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
