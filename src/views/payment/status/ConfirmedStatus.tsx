import { Badge, Box, Divider, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { brand } from '../../../../domain/brand';
import type { ConfirmationView, StatusPage } from '../../../model/bookingStatus';
import { downloadKey, useBookingDocuments } from '../../../live/bookingDocuments';
import { DocumentButton } from '../../account/DocumentButton';
import { BookingsAndHome } from './StatusActions';
import { StatusCard } from './StatusCard';

type Confirmed = Extract<StatusPage, { kind: 'confirmed' }>;

const testId = (label: string) => `summary-${label.toLowerCase().replace(/ /g, '-')}`;

/** Label and value rows of a description list. */
function Rows({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Stack as="dl" spacing={1.5} fontSize="sm">
      {rows.map(([label, value]) => (
        <Flex key={label} justify="space-between" gap={3}>
          <Text as="dt" color="gray.700" flexShrink={0}>
            {label}
          </Text>
          <Text as="dd" fontWeight="600" textAlign="right" data-testid={testId(label)}>
            {value}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

/**
 * "Booking confirmed successfully": the thank-you, the payment summary ("Rs . x.xx",
 * Payment Success, date, reference number, amount, status Success), with how it was paid ("Paid
 * by UPI"), My Bookings and Go to Home;
 * and, read from the server, the booking itself: hotel, dates, guests, rooms, amount paid, the
 * hotel's phone, the voucher, when the GST invoice can be had, and where the confirmation went.
 */
export function ConfirmedStatus({ page }: { page: Confirmed }) {
  const { summary, booking } = page;
  const rows = ([
    ['Date', summary.date],
    ['Reference number', summary.reference],
    ['Amount', summary.amount],
    ['Status', summary.statusText],
  ] as Array<[string, string | null]>).filter((row): row is [string, string] => !!row[1]);
  return (
    <StatusCard label="booking-confirmed">
      <Stack spacing={2} textAlign="center" align="center">
        <Heading as="h1" size="lg" color="green.700">
          Booking confirmed successfully
        </Heading>
        <Text color="gray.700">Thank you for booking with {brand.name}! Your payment was received and your room is confirmed. We look forward to hosting you.</Text>
        {booking?.emailSent && (
          <Text fontWeight="600" data-testid="confirmation-sent">
            {booking.emailSent}
          </Text>
        )}
      </Stack>
      <Box as="section" aria-labelledby="payment-summary" borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }}>
        <Flex justify="space-between" align="center" gap={3} wrap="wrap">
          <Heading as="h2" size="sm" id="payment-summary">
            Payment summary
          </Heading>
          <Badge colorScheme="green" data-testid="payment-badge">
            Payment Success
          </Badge>
        </Flex>
        {summary.amount && (
          <Text fontSize="3xl" fontWeight="800" mt={2} data-testid="paid-amount">
            {summary.amount}
          </Text>
        )}
        {summary.paidBy && (
          <Text fontWeight="600" color="gray.700" data-testid="paid-by">
            {summary.paidBy}
          </Text>
        )}
        <Divider my={3} />
        <Rows rows={rows} />
      </Box>
      {booking && <YourStay booking={booking} />}
      <BookingsAndHome />
    </StatusCard>
  );
}

function YourStay({ booking }: { booking: ConfirmationView }) {
  const documents = useBookingDocuments();
  const busy = documents.busy === downloadKey('voucher', booking.bookingId);
  return (
    <Box as="section" aria-labelledby="your-stay" borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} data-testid="your-stay">
      <Heading as="h2" size="sm" id="your-stay">
        Your stay
      </Heading>
      <Text fontWeight="700" mt={2}>
        {booking.hotelName}
      </Text>
      <Text fontSize="sm" color="gray.700" mb={3}>
        {booking.address}
      </Text>
      <Rows
        rows={[
          ['Check-in', booking.checkIn],
          ['Check-out', booking.checkOut],
          ['Guests', booking.guests],
          ['Rooms', booking.rooms],
          ['Amount paid', booking.amountPaid],
          [
            'Hotel phone',
            booking.hotelPhone ? (
              <ChakraLink href={`tel:${booking.hotelPhone.tel}`} color="brand.700">
                {booking.hotelPhone.display}
              </ChakraLink>
            ) : (
              'Not listed'
            ),
          ],
        ]}
      />
      <Divider my={3} />
      <Stack spacing={2} fontSize="sm">
        <Flex align="center" gap={3} wrap="wrap">
          <DocumentButton kind="voucher" bookingId={booking.bookingId} busy={busy} disabled={documents.busy !== null} onDownload={() => documents.download('voucher', booking.bookingId)} />
          <Text color="gray.700">Show the voucher at check-in.</Text>
        </Flex>
        <Text color="gray.700" data-testid="invoice-note">
          {booking.invoice}
        </Text>
      </Stack>
    </Box>
  );
}
