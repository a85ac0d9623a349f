import { Box, Heading, ListItem, Text, UnorderedList } from '@chakra-ui/react';
import { waysToPay } from '../../content/waysToPay';

/** Before Pay: what the checkout that opens accepts, UPI first, in words (no third-party logos). */
export function WaysToPay() {
  return (
    <Box as="section" aria-labelledby="ways-to-pay" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} data-testid="ways-to-pay">
      <Heading as="h2" size="sm" id="ways-to-pay">
        Ways to pay
      </Heading>
      <UnorderedList styleType="none" ml={0} mt={2} spacing={1.5} fontSize="sm">
        {waysToPay.map((way) => (
          <ListItem key={way.name}>
            <Text as="span" fontWeight="700">
              {way.name}
            </Text>
            <Text as="span" color="gray.700">
              {' '}
              · {way.detail}
            </Text>
          </ListItem>
        ))}
      </UnorderedList>
    </Box>
  );
}
