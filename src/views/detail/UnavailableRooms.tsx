import { Box, Heading, List, ListItem, Text } from '@chakra-ui/react';
import type { HotelDetail } from '../../../contract/hotel';
import { mealPlanLabel } from '../../../domain/mealPlan';
import { plainText } from '../../model/plainText';

/** Rooms that hold the guests but are not sold for these dates: each room and meal plan once, with why. */
export function UnavailableRooms({ unavailable, level = 'h2' }: { unavailable: NonNullable<HotelDetail['unavailable']>; level?: 'h2' | 'h3' }) {
  const seen = new Set<string>();
  const rows = unavailable.filter((u) => {
    const key = `${u.rt}|${u.mb}|${u.why}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (
    <Box as="section" aria-labelledby="rooms-unavailable" borderWidth="1px" borderRadius="lg" bg="gray.50" p={{ base: 3, md: 4 }} textAlign="start" w="100%" maxW="2xl">
      <Heading as={level} size="xs" id="rooms-unavailable" mb={2}>
        Not available for your dates
      </Heading>
      <List spacing={1} fontSize="sm">
        {rows.map((u) => (
          <ListItem key={`${u.rt}|${u.mb}|${u.why}`}>
            <Text as="span" fontWeight="600">
              {plainText(u.rt)}, {mealPlanLabel(u.mb)}
            </Text>
            : {u.why}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
