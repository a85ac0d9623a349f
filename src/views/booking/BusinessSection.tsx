import { Button, Collapse, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fieldKeys, type BusinessDetails, type FormProblems } from '../../../machines/rules/guestForm';
import { FormField } from './FormField';
import { Section } from './Section';
import type { SendReview } from './types';

/** Optional business invoice details (GST): company name, GSTIN and address, all three or none. */
export function BusinessSection({ business, problems, disabled, send }: { business: BusinessDetails; problems: FormProblems; disabled: boolean; send: SendReview }) {
  const given = !!(business.companyName || business.gstNumber || business.companyAddress);
  const [open, setOpen] = useState(given);
  const shown = open || given || Object.keys(problems).some((k) => k.startsWith('business.'));
  const change = (field: keyof BusinessDetails) => (e: { target: { value: string } }) => send({ type: 'business.changed', field, value: e.target.value });
  return (
    <Section title="Business invoice (optional)" id="business-details">
      <Text fontSize="sm" color="gray.700" mb={3}>
        Booking for work? Add your company&apos;s GST details to get a GST invoice.
      </Text>
      {!shown && (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-expanded={false} aria-controls="business-fields">
          Add GST details
        </Button>
      )}
      <Collapse in={shown} animateOpacity>
        <SimpleGrid columns={{ base: 1, md: 2 }} spacing={4} id="business-fields">
          <FormField label="Company name" problem={problems[fieldKeys.business('companyName')]}>
            <Input value={business.companyName} onChange={change('companyName')} isDisabled={disabled} maxLength={200} autoComplete="organization" />
          </FormField>
          <FormField label="GSTIN" problem={problems[fieldKeys.business('gstNumber')]}>
            <Input value={business.gstNumber} onChange={change('gstNumber')} isDisabled={disabled} maxLength={15} textTransform="uppercase" autoComplete="off" />
          </FormField>
          <FormField label="Company address" problem={problems[fieldKeys.business('companyAddress')]} gridColumn={{ md: 'span 2' }}>
            <Input value={business.companyAddress} onChange={change('companyAddress')} isDisabled={disabled} maxLength={300} autoComplete="street-address" />
          </FormField>
        </SimpleGrid>
      </Collapse>
    </Section>
  );
}
