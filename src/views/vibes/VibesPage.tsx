import { Alert, AlertIcon, Box, Button, Flex, Heading, IconButton, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation, useParams } from 'wouter';
import { paths } from '../../app/paths';
import { useVibeCities, useVibeName } from '../../live/vibes';
import { CityTile } from '../home/CityTile';

/** What the page says when it has no cities to show. */
export const vibesMessages = {
  empty: 'No cities were found for this vibe.',
  notFound: 'This vibe does not exist.',
  failed: 'The cities of this vibe could not be loaded. Please try again.',
} as const;

/**
 * `/vibes/{vibeId}`: the cities of one theme with a back arrow; a city opens its results. A theme
 * without cities says so; an unknown theme says so with a way home; a failed load offers a retry.
 */
export default function VibesPage() {
  const { vibeId = '' } = useParams<{ vibeId: string }>();
  const [, navigate] = useLocation();
  const cities = useVibeCities(vibeId);
  const name = useVibeName(vibeId);
  const back = () => (window.history.length > 1 ? window.history.back() : navigate(paths.home));

  return (
    <Box maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} py={8}>
      <Flex align="center" gap={3} mb={6}>
        <IconButton aria-label="Back" icon={<span aria-hidden="true">←</span>} fontSize="xl" variant="outline" isRound onClick={back} />
        <Heading as="h1" size="xl">
          {name}
        </Heading>
      </Flex>
      {cities.isPending && (
        <SimpleGrid columns={{ base: 2, md: 4 }} spacing={4} role="group" aria-busy="true" aria-label="Loading cities">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h="200px" borderRadius="lg" />
          ))}
        </SimpleGrid>
      )}
      {cities.error &&
        (cities.unknownVibe ? (
          <Stack spacing={4} align="start">
            <Text color="gray.700">{vibesMessages.notFound}</Text>
            <Button as={Link} href={paths.home}>
              Back to home
            </Button>
          </Stack>
        ) : (
          <Alert status="error" borderRadius="md">
            <AlertIcon />
            <Box flex="1">{vibesMessages.failed}</Box>
            <Button size="sm" ml={3} onClick={cities.retry}>
              Try again
            </Button>
          </Alert>
        ))}
      {cities.data?.length === 0 && (
        <Stack spacing={4} align="start" py={6}>
          <Text color="gray.700">{vibesMessages.empty}</Text>
          <Button as={Link} href={paths.home}>
            Explore other vibes
          </Button>
        </Stack>
      )}
      {cities.data && cities.data.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} spacing={4}>
          {cities.data.map((c) => (
            <Box as="li" key={c.cityId}>
              <CityTile city={{ cityId: c.cityId, cityName: c.cityName, image: c.videoUrl }} />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
