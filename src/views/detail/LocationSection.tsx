import { Box, Button, Flex, HStack, List, ListItem, Spinner, Stack, Tab, TabList, TabPanel, TabPanels, Tabs, Text } from '@chakra-ui/react';
import { NEARBY_CATEGORIES } from '../../../contract/nearbyCategories';
import type { LatLng } from '../../domain/distance';
import { NEARBY_RADIUS_M, nearbyTabView } from '../../domain/nearbyPlaces';
import { useNearbyPlaces } from '../../live/hotelDetail';
import { Glyph } from '../layout/icons';
import { HotelMap, type MapMarker } from '../map/HotelMap';

/** Location: the map with the hotel marker, the address, and nearby places by category within 3,000 m. */
export function LocationSection({ name, address, position, priceLabel, href }: { name: string; address: string; position: LatLng | null; priceLabel: string; href: string }) {
  return (
    <Stack spacing={4}>
      <LocationMap name={name} position={position} priceLabel={priceLabel} href={href} />
      <HStack align="start" spacing={2}>
        <Glyph name="pin" boxSize={5} color="brand.500" mt={0.5} />
        <Text data-testid="hotel-address">{address}</Text>
      </HStack>
      {position ? <NearbyPlaces position={position} /> : <Text color="gray.700">The hotel's position is not known, so nearby places cannot be shown.</Text>}
    </Stack>
  );
}

/** The shared map (Google Maps with a key, the offline map without) with the hotel's marker and the 3 km ring of nearby places. */
function LocationMap({ name, position, priceLabel, href }: { name: string; position: LatLng | null; priceLabel: string; href: string }) {
  if (!position) return null;
  const marker: MapMarker = { id: 'hotel', title: `${name}, ${priceLabel} per night`, label: priceLabel, lat: position.lat, lng: position.lng, href };
  return (
    <Box data-testid="hotel-map">
      <HotelMap
        markers={[marker]}
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
