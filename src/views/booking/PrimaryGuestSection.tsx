import { Input, InputGroup, InputLeftAddon, Select, SimpleGrid } from '@chakra-ui/react';
import type { PrimaryField } from '../../../machines/reviewBooking.machine';
import { fieldKeys, type FormProblems, type PrimaryGuest } from '../../../machines/rules/guestForm';
import { PRIMARY_TITLES } from '../../../domain/guestRules';
import { PHONE_LENGTH } from '../../../domain/phoneNumber';
import { FormField } from './FormField';
import { Section } from './Section';
import type { SendReview } from './types';

/** The primary guest: title, names, e-mail, phone (+91), and PAN or passport when the hotel asks for them. */
export function PrimaryGuestSection({
  guest,
  problems,
  panRequired,
  passportRequired,
  disabled,
  send,
}: {
  guest: PrimaryGuest;
  problems: FormProblems;
  panRequired: boolean;
  passportRequired: boolean;
  disabled: boolean;
  send: SendReview;
}) {
  const change = (field: PrimaryField) => (e: { target: { value: string } }) => send({ type: 'primary.changed', field, value: e.target.value });
  const problem = (field: keyof PrimaryGuest) => problems[fieldKeys.primary(field)];
  return (
    <Section title="Primary guest" id="primary-guest">
      <SimpleGrid columns={{ base: 1, md: 2 }} spacing={4}>
        <FormField label="Title" problem={problem('title')} isRequired>
          <Select value={guest.title} onChange={change('title')} isDisabled={disabled}>
            {PRIMARY_TITLES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="First name" problem={problem('firstName')} isRequired>
          <Input value={guest.firstName} onChange={change('firstName')} autoComplete="given-name" isDisabled={disabled} maxLength={60} />
        </FormField>
        <FormField label="Last name" problem={problem('lastName')} isRequired>
          <Input value={guest.lastName} onChange={change('lastName')} autoComplete="family-name" isDisabled={disabled} maxLength={60} />
        </FormField>
        <FormField label="E-mail" problem={problem('email')} isRequired>
          <Input type="email" value={guest.email} onChange={change('email')} autoComplete="email" isDisabled={disabled} maxLength={254} />
        </FormField>
        <FormField label="Mobile number" problem={problem('phone')} isRequired>
          <InputGroup>
            <InputLeftAddon aria-hidden="true">{guest.countryCode}</InputLeftAddon>
            <Input
              value={guest.phone}
              onChange={change('phone')}
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_LENGTH + 6}
              isDisabled={disabled}
              aria-describedby="primary-phone-code"
            />
          </InputGroup>
          <span id="primary-phone-code" hidden>
            Dial code {guest.countryCode}
          </span>
        </FormField>
        {panRequired && (
          <FormField label="PAN" problem={problem('pan')} isRequired>
            <Input value={guest.pan} onChange={change('pan')} textTransform="uppercase" maxLength={10} isDisabled={disabled} autoComplete="off" />
          </FormField>
        )}
        {passportRequired && (
          <FormField label="Passport number" problem={problem('passport')} isRequired>
            <Input value={guest.passport} onChange={change('passport')} textTransform="uppercase" maxLength={9} isDisabled={disabled} autoComplete="off" />
          </FormField>
        )}
      </SimpleGrid>
    </Section>
  );
}
