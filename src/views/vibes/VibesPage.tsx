import { Box, Flex, Heading, IconButton, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useLocation, useParams } from 'wouter';
import { paths } from '../../app/paths';
import { citiesByTheme, themes } from '../../api/cities';
import { useLoad } from '../../live/useLoad';
import { CityTile } from '../home/CityTile';

/** The theme name passed as navigation state from the home page, if any (spec 001 §2). */
function stateVibeName(): string | null {
  const state = window.history.state as { vibeName?: unknown } | null;
  return typeof state?.vibeName === 'string' ? state.vibeName : null;
}

/** `/vibes/{vibeId}`: the cities of one theme with a back arrow; a city opens its results. */
export default function VibesPage() {
  const { vibeId = '' } = useParams<{ vibeId: string }>();
  const [, navigate] = useLocation();
  const cities = useLoad(() => citiesByTheme(vibeId), [vibeId]);
  const themeList = useLoad(themes);
  const name =
    stateVibeName() ?? (themeList.status === 'ready' ? themeList.data.find((t) => String(t.id) === vibeId)?.name : undefined) ?? 'Stays by vibe';
  const back = () => (window.history.length > 1 ? window.history.back() : navigate(paths.home));

  return (
    <Box maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} py={8}>
      <Flex align="center" gap={3} mb={6}>
        <IconButton aria-label="Back" icon={<span aria-hidden="true">←</span>} fontSize="xl" variant="outline" isRound onClick={back} />
        <Heading as="h1" size="xl">
          {name}
        </Heading>
      </Flex>
      {cities.status === 'loading' && (
        <SimpleGrid columns={{ base: 2, md: 4 }} spacing={4}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h="200px" borderRadius="lg" />
          ))}
        </SimpleGrid>
      )}
      {cities.status === 'failed' && <Text color="gray.700">No cities were found for this vibe.</Text>}
      {cities.status === 'ready' && (
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
