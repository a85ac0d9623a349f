import { Box, Text } from '@chakra-ui/react';
import type { PriceStatement } from '../../../machines/rules/priceStatement';

/**
 * A stay's price as every page says it (priceStatement.ts): the total per night and the rooms it
 * is for, the taxes and fees it includes, and, where asked, the whole stay.
 */
export function StayPrice({ price, size = 'md', lead, showStay = true }: { price: PriceStatement; size?: 'md' | 'lg'; lead?: string; showStay?: boolean }) {
  return (
    <Box>
      {lead && (
        <Text fontSize="sm" color="gray.700">
          {lead}
        </Text>
      )}
      <Text fontSize={size === 'lg' ? '2xl' : 'xl'} fontWeight="800" color="ink.700" data-testid="per-night">
        {price.amount}
      </Text>
      <Text fontSize="sm" color="gray.700" data-testid="price-basis">
        {price.basis}
      </Text>
      <Text fontSize="xs" color="gray.700" data-testid="price-includes">
        {price.includes}
      </Text>
      {showStay && (
        <Text fontSize="sm" color="gray.800" mt={1} data-testid="stay-total">
          {price.stay}
        </Text>
      )}
    </Box>
  );
}
