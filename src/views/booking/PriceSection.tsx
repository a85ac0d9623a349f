import { Box, Divider, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReviewShown } from '../../../contract/booking';
import { cancellationRules } from '../../../domain/cancellationRules';
import { formatRupees } from '../../../domain/money';
import type { PriceStatement } from '../../../machines/rules/priceStatement';
import { formatLocalDateTime } from '../../../domain/dateLabels';
import { StayPrice } from '../common/StayPrice';
import { CancellationTable } from '../common/CancellationTable';

/** The stay's price said as every page says it, and its breakup: base, taxes and fees, total. */
export function PriceSection({ review, price }: { review: ReviewShown; price: PriceStatement }) {
  const rows: Array<[string, number, boolean]> = [
    ['Base price', review.price.base, false],
    ['Taxes & fees', review.price.taxes, false],
    ['Total', review.price.total, true],
  ];
  return (
    <Box as="section" aria-labelledby="price-heading" data-testid="review-price">
      <Heading as="h2" size="md" mb={3} id="price-heading">
        Price
      </Heading>
      <StayPrice price={price} size="lg" />
      <Divider my={3} />
      <Stack spacing={1} as="dl" data-testid="price-breakup">
        {rows.map(([label, amount, strong]) => (
          <Flex key={label} justify="space-between" fontWeight={strong ? '800' : '400'}>
            <Text as="dt">{label}</Text>
            <Text as="dd">{formatRupees(amount)}</Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

/** The cancellation policy and its free-cancellation deadline. */
export function PolicySection({ review }: { review: ReviewShown }) {
  const rules = cancellationRules(review.cancellationPolicy, review.price.rooms);
  return (
    <Box as="section" aria-labelledby="policy-heading" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }}>
      <Heading as="h2" size="md" mb={3} id="policy-heading">
        Cancellation policy
      </Heading>
      {review.ddt && (
        <Text fontWeight="700" color="green.800" mb={2} data-testid="free-cancellation">
          Free cancellation until {formatLocalDateTime(review.ddt)}
        </Text>
      )}
      <Text fontSize="sm" mb={3}>
        {rules.summary}
      </Text>
      <CancellationTable rows={rules.rows} />
      <Text fontSize="xs" color="gray.700" mt={2}>
        Times are India time (IST).
      </Text>
    </Box>
  );
}
