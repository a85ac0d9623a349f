import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { paths } from '../../app/paths';

/** Any path without a page. */
export function NotFoundPage() {
  return (
    <Center minH="50vh" px={4}>
      <Stack align="center" spacing={4} textAlign="center">
        <Heading as="h1" size="xl">
          Page not found!
        </Heading>
        <Text color="gray.600">The page you are looking for does not exist or has moved.</Text>
        <Button as={Link} href={paths.home}>
          Go to Home
        </Button>
      </Stack>
    </Center>
  );
}
