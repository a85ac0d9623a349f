import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { BookingMode } from '../../../machines/rules/guestForm';
import type { PriceStatement } from '../../../machines/rules/priceStatement';
import { BookingNotice, PayNowButton } from './BookingActions';
import type { SendReview } from './types';

/**
 * On a phone, the bar that stays at the bottom of the screen while the traveller fills the form:
 * the stay's total and Pay Now, with the page's message above them (the price breakup, the
 * cancellation terms and Book Now & Pay Later are in the page).
 */
export function PhoneBookingBar({
  price,
  canPayNow,
  submitting,
  notice,
  send,
}: {
  price: PriceStatement;
  canPayNow: boolean;
  submitting: BookingMode | null;
  notice: string | null;
  send: SendReview;
}) {
  return (
    <Box
      as="aside"
      aria-label="Total and Pay Now"
      data-testid="phone-booking-bar"
      position="sticky"
      bottom={0}
      zIndex="sticky"
      mx={{ base: -3, md: -6 }}
      mt={4}
      px={{ base: 3, md: 6 }}
      py={3}
      bg="white"
      borderTopWidth="1px"
      boxShadow="0 -4px 12px rgba(0, 0, 0, 0.08)"
    >
      <Stack spacing={2}>
        {notice && <BookingNotice notice={notice} />}
        <Flex align="center" justify="space-between" gap={3}>
          <Box minW={0}>
            <Text fontSize="xs" color="gray.700">
              Total, taxes included
            </Text>
            <Text fontSize="lg" fontWeight="800" data-testid="bar-total">
              {price.stay}
            </Text>
          </Box>
          <PayNowButton canPayNow={canPayNow} submitting={submitting} send={send} flexShrink={0} />
        </Flex>
      </Stack>
    </Box>
  );
}
