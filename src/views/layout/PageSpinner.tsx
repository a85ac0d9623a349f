import { Center, Spinner } from '@chakra-ui/react';

export function PageSpinner() {
  return (
    <Center minH="50vh">
      <Spinner size="lg" color="brand.500" label="Loading" />
    </Center>
  );
}
