import { HStack, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';

/**
 * What the login modals say while the browser solves the server's proof-of-work challenge (a
 * busy network): a spinner and the words (`message`, null when not solving). The live region is
 * always there, so screen readers announce the words when they come; it takes no room. Nothing
 * to press: the code is sent as soon as the check is done.
 */
export function ProofStatus({ message }: { message: string | null }) {
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {message ?? ''}
      </VisuallyHidden>
      {message ? (
        <HStack spacing={2} color="gray.600" fontSize="sm" aria-hidden="true">
          <Spinner size="sm" color="brand.500" />
          <Text>{message}</Text>
        </HStack>
      ) : null}
    </>
  );
}
