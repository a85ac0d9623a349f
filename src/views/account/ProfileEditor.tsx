import { FormControl, FormErrorMessage, FormHelperText, FormLabel, Input, Select, SimpleGrid } from '@chakra-ui/react';
import type { ChangeEvent, ReactNode } from 'react';
import type { Profile } from '../../../contract/account';
import type { ProfileEvent } from '../../../machines/profile.machine';
import {
  GENDER_CHOICES,
  LOGIN_CONTACT_NOTE,
  MARITAL_CHOICES,
  PROFILE_LABELS,
  PROFILE_MAX_LENGTH,
  type ProfileField,
  type ProfileForm,
  type ProfileProblems,
} from '../../../machines/rules/profileForm';
import { PhotoField } from './PhotoField';

const TEXT_INPUTS: Partial<Record<ProfileField, { type?: string; autoComplete: string; inputMode?: 'numeric' | 'email' }>> = {
  fullName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  mobileNumber: { autoComplete: 'tel-national', inputMode: 'numeric' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  country: { autoComplete: 'country-name' },
};

/** A labelled field with an optional note under it and the machine's problem for it. */
function Field({ label, problem, note, isRequired, children }: { label: string; problem?: string; note?: string; isRequired?: boolean; children: ReactNode }) {
  return (
    <FormControl isInvalid={!!problem} isRequired={isRequired}>
      <FormLabel fontSize="sm" mb={1}>
        {label}
      </FormLabel>
      {children}
      {note && (
        <FormHelperText fontSize="sm" color="gray.700">
          {note}
        </FormHelperText>
      )}
      {problem && <FormErrorMessage color="red.600">{problem}</FormErrorMessage>}
    </FormControl>
  );
}

/**
 * The profile form: photo, full name, e-mail, mobile number, date of birth, gender, marital
 * status, city, state, country. The contacts the traveller logs in with (the account's verified
 * identities) are read-only, each with a note saying why. Each field shows the machine's problem
 * for it.
 */
export function ProfileEditor({
  form,
  photo,
  name,
  identities,
  identityFields,
  problems,
  today,
  saving,
  readingPhoto,
  canRemovePhoto,
  send,
}: {
  form: ProfileForm;
  photo: string | null;
  name: string;
  identities: Profile['identities'];
  identityFields: readonly ProfileField[];
  problems: ProfileProblems;
  today: string;
  saving: boolean;
  readingPhoto: boolean;
  canRemovePhoto: boolean;
  send: (event: ProfileEvent) => void;
}) {
  const change = (field: ProfileField) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => send({ type: 'field.changed', field, value: e.target.value });

  const text = (field: ProfileField, isRequired = false) => {
    const locked = identityFields.includes(field);
    const attrs = TEXT_INPUTS[field]!;
    return (
      <Field
        key={field}
        label={PROFILE_LABELS[field]}
        problem={problems[field]}
        isRequired={isRequired && !locked}
        note={locked ? `${LOGIN_CONTACT_NOTE}${field === 'mobileNumber' && identities.phone ? ` (${identities.phone})` : ''}` : undefined}
      >
        <Input
          value={form[field]}
          onChange={change(field)}
          type={attrs.type ?? 'text'}
          autoComplete={attrs.autoComplete}
          inputMode={attrs.inputMode}
          maxLength={PROFILE_MAX_LENGTH[field]}
          isReadOnly={locked}
          bg={locked ? 'gray.50' : undefined}
          isDisabled={saving}
        />
      </Field>
    );
  };

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} spacing={4}>
      <PhotoField photo={photo} name={name} problem={problems.image} busy={readingPhoto} disabled={saving} canRemove={canRemovePhoto} send={send} />
      {text('fullName', true)}
      {text('email', true)}
      {text('mobileNumber', true)}
      <Field label={PROFILE_LABELS.dateOfBirth} problem={problems.dateOfBirth}>
        <Input type="date" value={form.dateOfBirth} onChange={change('dateOfBirth')} max={today} autoComplete="bday" isDisabled={saving} />
      </Field>
      <Field label={PROFILE_LABELS.gender} problem={problems.gender}>
        <Select value={form.gender} onChange={change('gender')} placeholder="Select" isDisabled={saving}>
          {GENDER_CHOICES.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={PROFILE_LABELS.maritalStatus} problem={problems.maritalStatus}>
        <Select value={form.maritalStatus} onChange={change('maritalStatus')} placeholder="Select" isDisabled={saving}>
          {MARITAL_CHOICES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </Select>
      </Field>
      {text('city')}
      {text('state')}
      {text('country')}
    </SimpleGrid>
  );
}
