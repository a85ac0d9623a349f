import { Input, InputGroup, Select } from '@chakra-ui/react';
import type { Ref } from 'react';
import { countryCodes } from '../../../contract/countryCodes';

export interface ContactInputProps {
  kind: 'phone' | 'email';
  /** The input's id, which the field's label names. */
  id: string;
  inputRef: Ref<HTMLInputElement>;
  /** The digits or the address as typed. */
  value: string;
  onChange: (value: string) => void;
  /** The ISO code of the country chosen beside a phone number. */
  country: string;
  onCountryChange: (iso: string) => void;
  canChooseCountry: boolean;
  isDisabled: boolean;
  /** The fields' background, where the form sits on a tinted box. */
  bg?: string;
}

/**
 * Where a traveller types the phone number (the country's dial code chosen beside it) or the
 * e-mail address a code goes to: the login modal's and the profile's, alike.
 */
export function ContactInput({ kind, id, inputRef, value, onChange, country, onCountryChange, canChooseCountry, isDisabled, bg }: ContactInputProps) {
  if (kind === 'email') {
    return (
      <Input id={id} ref={inputRef} type="email" autoComplete="email" placeholder="you@example.com" value={value} onChange={(e) => onChange(e.target.value)} bg={bg} isDisabled={isDisabled} />
    );
  }
  return (
    <InputGroup>
      <Select
        aria-label="Country code"
        value={country}
        onChange={(e) => onCountryChange(e.target.value)}
        w="8.5rem"
        flexShrink={0}
        borderEndRadius={0}
        bg={bg}
        isDisabled={!canChooseCountry}
      >
        {countryCodes.map((c) => (
          <option key={c.iso} value={c.iso}>
            {`${c.flag} ${c.dialCode} ${c.name}`}
          </option>
        ))}
      </Select>
      <Input
        id={id}
        ref={inputRef}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        borderStartRadius={0}
        bg={bg}
        isDisabled={isDisabled}
      />
    </InputGroup>
  );
}
