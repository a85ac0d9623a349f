import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { paths } from '../../app/paths';

/** `/no-Data` (an empty-data page whose content is not shown): a short message and a way home. */
export default function NoDataPage() {
  return (
    <Center minH="50vh" px={4}>
      <Stack align="center" spacing={4} textAlign="center">
        <Heading as="h1" size="lg">
          Nothing to show here
        </Heading>
        <Text color="gray.700">There is no data for this page right now.</Text>
        <Button as={Link} href={paths.home}>
          Go to Home
        </Button>
      </Stack>
    </Center>
  );
}
