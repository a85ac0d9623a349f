import { Box, Heading, Link, SimpleGrid, Skeleton, Tab, TabList, TabPanel, TabPanels, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { links } from '../../app/paths';
import { collectionTitles, DEFAULT_THEME_TAB } from '../../content/collections';
import { useVibeTabs } from '../../live/vibes';
import { CityTile } from './CityTile';

/** 'Choose Your Vibe, Stay In Style': a tab per theme with its city tiles; tab 3 (index 2) first. */
export function VibesSection() {
  const tabs = useVibeTabs();
  return (
    <Box as="section" maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} py={8} aria-labelledby="vibes">
      <Heading as="h2" size="lg" mb={4} id="vibes">
        {collectionTitles.vibes}
      </Heading>
      {tabs.isPending && <Skeleton h={{ base: '560px', md: '420px' }} borderRadius="lg" />}
      {tabs.error && <Text color="gray.600">The themes could not be loaded. Please try again later.</Text>}
      {tabs.data && (
        <Tabs defaultIndex={DEFAULT_THEME_TAB} variant="soft-rounded" colorScheme="brand" isLazy>
          <TabList overflowX="auto" pb={2} gap={1}>
            {tabs.data.map((t) => (
              <Tab key={t.id} flexShrink={0} fontSize="sm" color="gray.700" _selected={{ bg: 'brand.600', color: 'white' }}>
                {t.name}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            {tabs.data.map((t) => (
              <TabPanel key={t.id} px={0}>
                <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} spacing={4}>
                  {t.cities.map((c) => (
                    <Box as="li" key={c.cityId}>
                      <CityTile city={{ cityId: c.cityId, cityName: c.cityName, image: c.videoUrl }} />
                    </Box>
                  ))}
                </SimpleGrid>
                <RouterLink href={links.vibes(String(t.id))} state={{ vibeName: t.name }} asChild>
                  <Link display="inline-block" mt={4} fontWeight="600">
                    See all {t.name} stays
                  </Link>
                </RouterLink>
              </TabPanel>
            ))}
          </TabPanels>
        </Tabs>
      )}
    </Box>
  );
}
