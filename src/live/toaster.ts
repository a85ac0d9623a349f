import { createStandaloneToast } from '@chakra-ui/react';

/**
 * Chakra's toast store is one global store, so these toasts show in the ChakraProvider's toast
 * region like `useToast()` ones do. They hide by themselves after 4 s.
 */
export const { toast } = createStandaloneToast({
  defaultOptions: { duration: 4000, position: 'top', isClosable: true, variant: 'solid' },
});
