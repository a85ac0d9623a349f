import { Checkbox, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { SpecialRequest } from '../../../contract/booking';
import { fieldKeys, SPECIAL_REQUESTS, type FormProblems } from '../../../machines/rules/guestForm';
import { SPECIAL_REQUEST_MAX } from '../../../domain/guestRules';
import { FormField } from './FormField';
import { Section } from './Section';
import type { SendReview } from './types';

/** The six special requests and a text box of at most 500 characters; the hotel is asked, nothing is promised. */
export function SpecialRequestsSection({ requests, problems, disabled, send }: { requests: SpecialRequest; problems: FormProblems; disabled: boolean; send: SendReview }) {
  return (
    <Section title="Special requests" id="special-requests">
      <Stack spacing={4}>
        <Text fontSize="sm" color="gray.700">
          Requests are passed on to the hotel and depend on availability.
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} spacing={2} role="group" aria-label="Special requests">
          {SPECIAL_REQUESTS.map(([choice, label]) => (
            <Checkbox key={choice} isChecked={requests[choice]} onChange={(e) => send({ type: 'request.toggled', choice, on: e.target.checked })} isDisabled={disabled}>
              {label}
            </Checkbox>
          ))}
        </SimpleGrid>
        <FormField label="Anything else?" problem={problems[fieldKeys.additionalRequests]}>
          <Textarea
            value={requests.additionalRequests}
            onChange={(e) => send({ type: 'request.textChanged', value: e.target.value })}
            maxLength={SPECIAL_REQUEST_MAX}
            isDisabled={disabled}
            rows={3}
            aria-describedby="special-requests-count"
          />
          <Text id="special-requests-count" fontSize="xs" color="gray.700" textAlign="right" mt={1}>
            {requests.additionalRequests.length}/{SPECIAL_REQUEST_MAX}
          </Text>
        </FormField>
      </Stack>
    </Section>
  );
}
