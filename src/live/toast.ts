import { createStandaloneToast } from '@chakra-ui/react';

/**
 * Toasts from the live layer (machine actions run outside React). Chakra's toast store is one
 * global store, so these show in the ChakraProvider's toast region like `useToast()` ones do.
 * They hide by themselves after 4 s (spec 000 §8).
 */
const { toast } = createStandaloneToast({
  defaultOptions: { duration: 4000, position: 'top', isClosable: true, variant: 'solid' },
});

export function showToast({ status, message }: { status: 'success' | 'error'; message: string }): void {
  toast({ status, title: message });
}
