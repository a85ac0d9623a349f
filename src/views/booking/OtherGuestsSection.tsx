import { Box, Button, FormControl, FormLabel, Grid, Heading, HStack, Input, Select, Stack, Switch, Text } from '@chakra-ui/react';
import { fieldKeys, guestName, missingGuests, type FormNeeds, type FormProblems, type GuestForm, type OtherGuest, type SearchedRoom } from '../../../machines/rules/guestForm';
import { CHILD_TITLE_AGE, titlesFor } from '../../../domain/guestRules';
import { FormField } from './FormField';
import { Section } from './Section';
import type { SendReview } from './types';

function searchedText(room: SearchedRoom): string {
  const adults = `${room.adults} adult${room.adults === 1 ? '' : 's'}`;
  if (!room.childAges.length) return adults;
  const ages = room.childAges.map((a) => `${a} yrs`).join(', ');
  return `${adults}, ${room.childAges.length} ${room.childAges.length === 1 ? 'child' : 'children'} (${ages})`;
}

/**
 * The other guests of each room: a row for every guest searched to start with (a child's "below
 * 12" switch set from the age searched; Master or Miss below 12, Mr or Mrs otherwise), both names
 * to type. A room's count problem (too many, or not the guests searched) shows under its heading,
 * with who is missing beside it.
 */
export function OtherGuestsSection({
  form,
  needs,
  problems,
  disabled,
  send,
}: {
  form: GuestForm;
  needs: FormNeeds;
  problems: FormProblems;
  disabled: boolean;
  send: SendReview;
}) {
  const { rooms } = form;
  const searched = needs.rooms;
  return (
    <Section title="Guests" id="other-guests">
      <Stack spacing={5}>
        {searched.map((room, r) => {
          const headingId = `room-${r + 1}-guests`;
          const roomProblem = problems[fieldKeys.room(r)];
          const missing = roomProblem ? missingGuests(form, needs, r) : null;
          return (
            <Box key={r} as="fieldset" borderWidth="1px" borderRadius="md" p={{ base: 3, md: 4 }} aria-labelledby={headingId}>
              <HStack justify="space-between" align="start" wrap="wrap" spacing={2} mb={3}>
                <Box>
                  <Heading as="h3" size="sm" id={headingId}>
                    Room {r + 1}
                  </Heading>
                  <Text fontSize="sm" color="gray.700">
                    {searchedText(room)}
                    {r === 0 ? ' · the primary guest is one of the adults' : ''}
                  </Text>
                </Box>
                <Button size="sm" variant="outline" onClick={() => send({ type: 'guest.added', room: r })} isDisabled={disabled} aria-label={`Add guest to room ${r + 1}`}>
                  Add guest
                </Button>
              </HStack>
              {roomProblem && (
                <Box role="alert" mb={3} color="red.600" fontSize="sm">
                  <Text data-testid={`room-${r + 1}-problem`}>{roomProblem}</Text>
                  {missing && <Text data-testid={`room-${r + 1}-missing`}>Room {r + 1}: {missing}.</Text>}
                </Box>
              )}
              <Stack spacing={4}>
                {(rooms[r] ?? []).map((guest, g) => (
                  <GuestRow key={g} guest={guest} room={r} index={g} problems={problems} disabled={disabled} send={send} />
                ))}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Section>
  );
}

function GuestRow({ guest, room, index, problems, disabled, send }: { guest: OtherGuest; room: number; index: number; problems: FormProblems; disabled: boolean; send: SendReview }) {
  const name = guestName(room, index);
  const change = (field: 'title' | 'firstName' | 'lastName') => (e: { target: { value: string } }) => send({ type: 'guest.changed', room, index, field, value: e.target.value });
  const switchId = `room-${room + 1}-guest-${index + 1}-below12`;
  return (
    <Box role="group" aria-label={name} borderTopWidth={index === 0 ? 0 : '1px'} pt={index === 0 ? 0 : 4} data-testid="other-guest">
      <HStack justify="space-between" mb={2}>
        <Text fontWeight="600" fontSize="sm">
          {name}
        </Text>
        <Button size="xs" variant="ghost" colorScheme="red" onClick={() => send({ type: 'guest.removed', room, index })} isDisabled={disabled} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: '150px 120px 1fr 1fr' }} gap={3} alignItems="start">
        <FormControl display="flex" alignItems="center" gap={2} pt={{ md: 7 }}>
          <Switch
            id={switchId}
            isChecked={guest.isBelow12}
            onChange={(e) => send({ type: 'guest.switched', room, index, isBelow12: e.target.checked })}
            isDisabled={disabled}
          />
          <FormLabel htmlFor={switchId} mb={0} fontSize="sm">
            Below {CHILD_TITLE_AGE}
          </FormLabel>
        </FormControl>
        <FormField label="Title" problem={problems[fieldKeys.guest(room, index, 'title')]}>
          <Select value={guest.title} onChange={change('title')} isDisabled={disabled}>
            {titlesFor(guest.isBelow12).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="First name" problem={problems[fieldKeys.guest(room, index, 'firstName')]}>
          <Input value={guest.firstName} onChange={change('firstName')} isDisabled={disabled} maxLength={60} autoComplete="off" />
        </FormField>
        <FormField label="Last name" problem={problems[fieldKeys.guest(room, index, 'lastName')]}>
          <Input value={guest.lastName} onChange={change('lastName')} isDisabled={disabled} maxLength={60} autoComplete="off" />
        </FormField>
      </Grid>
    </Box>
  );
}
