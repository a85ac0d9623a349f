import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { RefundLine } from '../../model/refundTracking';

const COLOURS: Record<RefundLine['status'], string> = { pending: 'blue', processed: 'green', delayed: 'orange' };

/** A booking's refunds: each one's amount and destination, its status and what that means (the bookings list and the status page). */
export function RefundList({ refunds }: { refunds: RefundLine[] }) {
  if (refunds.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" spacing={2} m={0} aria-label="Refunds" data-testid="refunds">
      {refunds.map((refund, i) => (
        <Box as="li" key={i} borderWidth="1px" borderRadius="md" p={3} fontSize="sm" textAlign="left" data-testid="refund">
          <Flex justify="space-between" align="start" gap={2} wrap="wrap">
            <Text fontWeight="600">{refund.title}</Text>
            <Badge colorScheme={COLOURS[refund.status]} data-testid="refund-status">
              {refund.label}
            </Badge>
          </Flex>
          <Text color="gray.700" data-testid="refund-detail">
            {refund.detail}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
