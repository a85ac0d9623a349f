import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { cityImageUrl, type CollectionCity } from '../../../domain/collections';
import { collectionTitles } from '../../content/collections';
import { CityTile } from './CityTile';
import { Scroller } from './Scroller';

const tile = (c: CollectionCity) => ({ cityId: c.cityId, cityName: c.cityName, image: cityImageUrl(c.cityId), region: c.region });

/** A scroller of fixed cities ('Popular Destinations', 'Iconic Temple Cities'). */
export function CityScroller({ title, id, cities }: { title: string; id: string; cities: CollectionCity[] }) {
  return (
    <Scroller title={title} id={id} arrows>
      {cities.map((c) => (
        <Box as="li" key={c.cityId} flexShrink={0}>
          <CityTile city={tile(c)} width={{ base: '200px', md: '240px' }} />
        </Box>
      ))}
    </Scroller>
  );
}

/** "Explore India's Best Destinations": a grid of 15 fixed cities. */
export function BestDestinations({ cities }: { cities: CollectionCity[] }) {
  return (
    <Box as="section" maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} py={8} aria-labelledby="best-destinations">
      <Heading as="h2" size="lg" mb={4} id="best-destinations">
        {collectionTitles.best}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 5 }} spacing={4}>
        {cities.map((c) => (
          <Box as="li" key={c.cityId}>
            <CityTile city={tile(c)} />
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
