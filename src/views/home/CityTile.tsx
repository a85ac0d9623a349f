import { AspectRatio, Box, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { searchCity } from '../../live/search';
import { ImageWithFallback } from '../common/ImageWithFallback';

export interface TileCity {
  cityId: number;
  cityName: string;
  image: string;
  region?: string;
}

/** A city picture with its name; a click searches that city with the default stay. */
export function CityTile({ city, width, eager }: { city: TileCity; width?: string | Record<string, string>; eager?: boolean }) {
  const [, navigate] = useLocation();
  return (
    <Box
      as="button"
      type="button"
      onClick={() => searchCity(navigate, { id: city.cityId, name: city.cityName })}
      // The name holds the tile's visible text (city, then region): a person can say what they see to press it.
      aria-label={`Search hotels in ${city.cityName}${city.region ? `, ${city.region}` : ''}`}
      w={width ?? 'full'}
      flexShrink={0}
      textAlign="left"
      borderRadius="lg"
      overflow="hidden"
      bg="white"
      borderWidth="1px"
      transition="box-shadow 0.15s"
      _hover={{ boxShadow: 'md' }}
    >
      <AspectRatio ratio={4 / 3}>
        <ImageWithFallback src={city.image} alt="" width={320} height={240} loading={eager ? 'eager' : 'lazy'} />
      </AspectRatio>
      <Box px={3} py={2}>
        <Text fontWeight="700" noOfLines={1}>
          {city.cityName}
        </Text>
        {/* A space between the lines: without it their texts run together ("DelhiDelhi, India") for what reads the tile's visible text. */}
        {' '}
        {city.region && (
          <Text fontSize="xs" color="gray.600" noOfLines={1}>
            {city.region}
          </Text>
        )}
      </Box>
    </Box>
  );
}
