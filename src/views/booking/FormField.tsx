import { FormControl, FormErrorMessage, FormLabel, type FormControlProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled field with its problem under it (the machine's message for that field). */
export function FormField({ label, problem, children, isRequired, ...rest }: { label: string; problem?: string | null; children: ReactNode } & Omit<FormControlProps, 'children' | 'label'>) {
  return (
    <FormControl isInvalid={!!problem} isRequired={isRequired} {...rest}>
      <FormLabel fontSize="sm" mb={1}>
        {label}
      </FormLabel>
      {children}
      {problem && <FormErrorMessage color="red.600">{problem}</FormErrorMessage>}
    </FormControl>
  );
}
