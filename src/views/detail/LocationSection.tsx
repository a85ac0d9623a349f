import { Box, Button, Flex, HStack, List, ListItem, Spinner, Stack, Tab, TabList, TabPanel, TabPanels, Tabs, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { NEARBY_CATEGORIES } from '../../../contract/nearbyCategories';
import type { LatLng } from '../../model/distance';
import { NEARBY_RADIUS_M, nearbyTabView } from '../../model/nearbyPlaces';
import { useAllNearbyPlaces, useNearbyPlaces } from '../../live/hotelDetail';
import { placesAroundHotel } from '../../model/mapPlaces';
import { Glyph } from '../layout/icons';
import { HotelMap, type MapMarker } from '../map/HotelMap';

/** Location: the map with the hotel marker, the address, the nearest airport and station, and nearby places by category within 3,000 m. */
export function LocationSection({
  name,
  address,
  locality,
  position,
  priceLabel,
  href,
  arrival,
}: {
  name: string;
  address: string;
  /** The nearest airport and railway station with their distances, one line each. */
  arrival: readonly string[];
  /** The hotel's locality, labelled beside it on the map. */
  locality: string;
  position: LatLng | null;
  priceLabel: string;
  href: string;
}) {
  return (
    <Stack spacing={4}>
      <LocationMap name={name} locality={locality} position={position} priceLabel={priceLabel} href={href} />
      <HStack align="start" spacing={2}>
        <Glyph name="pin" boxSize={5} color="brand.500" mt={0.5} />
        <Text data-testid="hotel-address">{address}</Text>
      </HStack>
      {arrival.length > 0 && (
        <Box>
          <Text fontWeight="700" fontSize="sm" mb={1}>
            Getting there
          </Text>
          <List spacing={1} fontSize="sm" data-testid="getting-there">
            {arrival.map((line) => (
              <ListItem key={line}>{line}</ListItem>
            ))}
          </List>
        </Box>
      )}
      {position ? <NearbyPlaces position={position} /> : <Text color="gray.700">The hotel's position is not known, so nearby places cannot be shown.</Text>}
    </Stack>
  );
}

/**
 * The shared map (Google Maps with a key, the offline map without) with the hotel's marker, the
 * 3 km ring, the nearby places and the localities they lie in.
 */
function LocationMap({ name, locality, position, priceLabel, href }: { name: string; locality: string; position: LatLng | null; priceLabel: string; href: string }) {
  if (!position) return null;
  return <PlacedMap name={name} locality={locality} position={position} priceLabel={priceLabel} href={href} />;
}

function PlacedMap({ name, locality, position, priceLabel, href }: { name: string; locality: string; position: LatLng; priceLabel: string; href: string }) {
  const nearby = useAllNearbyPlaces(position.lat, position.lng, NEARBY_RADIUS_M);
  const places = useMemo(() => {
    const around = placesAroundHotel(nearby, position, NEARBY_RADIUS_M);
    // The hotel's own locality stands by it when none of the nearby places names it.
    const named = around.some((p) => p.kind === 'locality' && p.name === locality);
    return named || !locality ? around : [{ key: `locality:${locality}`, name: locality, lat: position.lat, lng: position.lng, kind: 'locality' as const }, ...around];
  }, [nearby, position, locality]);
  const marker: MapMarker = { id: 'hotel', name, title: `${name}, ${priceLabel} per night`, label: priceLabel, lat: position.lat, lng: position.lng, href };
  return (
    <Box data-testid="hotel-map">
      <HotelMap
        markers={[marker]}
        places={places}
        centre={position}
        radiusKm={NEARBY_RADIUS_M / 1000}
        height="320px"
        label={`Map of ${name}`}
        onMarkerOpen={() => document.getElementById('rooms')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      />
    </Box>
  );
}

function NearbyPlaces({ position }: { position: LatLng }) {
  return (
    <Box>
      <Tabs variant="enclosed" isLazy size="sm">
        <TabList overflowX="auto" overflowY="hidden">
          {NEARBY_CATEGORIES.map((c) => (
            <Tab key={c.type} flexShrink={0} color="gray.800">
              {c.category}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          {NEARBY_CATEGORIES.map((c) => (
            <TabPanel key={c.type} px={0}>
              <NearbyList category={c.category} type={c.type} position={position} />
            </TabPanel>
          ))}
        </TabPanels>
      </Tabs>
    </Box>
  );
}

function NearbyList({ category, type, position }: { category: string; type: string; position: LatLng }) {
  const answer = useNearbyPlaces(position.lat, position.lng, NEARBY_RADIUS_M, type);
  const view = nearbyTabView(answer, category, position);
  if (view.kind === 'loading') {
    return (
      <HStack>
        <Spinner size="sm" />
        <Text>Loading nearby places...</Text>
      </HStack>
    );
  }
  if (view.kind === 'failed') {
    return (
      <HStack spacing={3} wrap="wrap" role="alert">
        <Text color="gray.800">{view.text}</Text>
        <Button size="sm" variant="outline" onClick={view.retry}>
          Try again
        </Button>
      </HStack>
    );
  }
  if (view.kind === 'empty') return <Text color="gray.700">{view.text}</Text>;
  const rows = view.rows;
  return (
    <List spacing={2} data-testid="nearby-list">
      {rows.map((r) => (
        <ListItem key={r.id}>
          <Flex justify="space-between" gap={3}>
            <Box minW={0}>
              <Text fontWeight="600">{r.name}</Text>
              {r.vicinity && (
                <Text fontSize="sm" color="gray.700">
                  {r.vicinity}
                </Text>
              )}
            </Box>
            <Text fontSize="sm" color="gray.800" flexShrink={0} data-testid="nearby-distance">
              {r.distance}
            </Text>
          </Flex>
        </ListItem>
      ))}
    </List>
  );
}
