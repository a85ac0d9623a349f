import {
  Alert,
  AlertIcon,
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  List,
  ListItem,
  Modal,
  ModalBody,
  ModalCloseButton,
  ModalContent,
  ModalFooter,
  ModalHeader,
  ModalOverlay,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { CancellationPolicy } from '../../../contract/cancellationPolicy';
import type { HotelDetail, HotelOption } from '../../../contract/hotel';
import { links } from '../../app/paths';
import { cancellationRules } from '../../../domain/cancellationRules';
import { plainText } from '../../model/plainText';
import { ratePlanCount, roomGroups, type RoomGroup } from '../../model/roomGroups';
import { BENEFITS_SHOWN, FACILITIES_SHOWN, firstItems, optionView } from '../../model/roomOption';
import { ImageWithFallback } from '../common/ImageWithFallback';
import { StayPrice } from '../common/StayPrice';
import { CancellationTable } from '../common/CancellationTable';
import { UnavailableRooms } from './UnavailableRooms';

/**
 * Rooms: one card per room type (its picture, beds and area, facilities and benefits), cheapest
 * first, with its rate plans under it (meal, refundability, price, Reserve); the machine's sorry
 * text when the search left none; and the rooms the hotel does not sell for these dates, with why
 * (a minimum stay, no check-in that day...).
 */
export function RoomsSection({
  hotelId,
  options,
  unavailable,
  nights,
  message,
  onRules,
}: {
  hotelId: string;
  options: HotelOption[];
  unavailable: NonNullable<HotelDetail['unavailable']>;
  nights: number;
  message: string | null;
  onRules: (optionId: string) => void;
}) {
  return (
    <Stack spacing={4}>
      {message ? (
        <Alert status="warning" borderRadius="md">
          <AlertIcon />
          {message}
        </Alert>
      ) : (
        roomGroups(options).map((g) => <RoomTypeCard key={g.options[0]!.id} hotelId={hotelId} group={g} nights={nights} onRules={onRules} />)
      )}
      {unavailable.length > 0 && <UnavailableRooms unavailable={unavailable} level="h3" />}
    </Stack>
  );
}

function RoomTypeCard({ hotelId, group, nights, onRules }: { hotelId: string; group: RoomGroup; nights: number; onRules: (optionId: string) => void }) {
  const view = optionView(group.options[0]!, nights);
  const [more, setMore] = useState(false);
  const facilities = firstItems(view.facilities, FACILITIES_SHOWN, more);
  const benefits = firstItems(view.benefits, BENEFITS_SHOWN, more);
  const listId = `room-${group.options[0]!.id}-details`;
  return (
    <Box as="article" borderWidth="1px" borderRadius="lg" bg="white" overflow="hidden" data-testid="room-type" aria-labelledby={`${listId}-name`}>
      <Flex direction={{ base: 'column', md: 'row' }}>
        {group.image && (
          <Box w={{ base: '100%', md: '240px' }} flexShrink={0} h={{ base: '180px', md: 'auto' }} minH={{ md: '180px' }} bg="gray.100">
            <ImageWithFallback src={group.image} alt={plainText(group.roomName)} htmlWidth={480} htmlHeight={320} loading="lazy" w="100%" h="100%" objectFit="cover" />
          </Box>
        )}
        <Stack spacing={2} flex="1" minW={0} p={{ base: 3, md: 5 }} id={listId}>
          <Heading as="h3" size="sm" id={`${listId}-name`}>
            {plainText(group.roomName)}
          </Heading>
          <Text fontSize="sm" color="gray.700" data-testid="room-beds">
            {[view.beds, view.area].filter(Boolean).join(' · ')}
          </Text>
          <Flex gap={6} direction={{ base: 'column', sm: 'row' }}>
            {facilities.items.length > 0 && (
              <Box>
                <Text fontSize="xs" fontWeight="700" textTransform="uppercase" color="gray.700">
                  Facilities
                </Text>
                <List fontSize="sm" spacing={0.5}>
                  {facilities.items.map((f) => (
                    <ListItem key={f}>{plainText(f)}</ListItem>
                  ))}
                </List>
              </Box>
            )}
            {benefits.items.length > 0 && (
              <Box>
                <Text fontSize="xs" fontWeight="700" textTransform="uppercase" color="gray.700">
                  Benefits
                </Text>
                <List fontSize="sm" spacing={0.5}>
                  {benefits.items.map((b) => (
                    <ListItem key={b}>✓ {plainText(b)}</ListItem>
                  ))}
                </List>
              </Box>
            )}
          </Flex>
          {(facilities.hasMore || benefits.hasMore) && (
            <Button variant="link" size="sm" alignSelf="start" onClick={() => setMore(!more)} aria-expanded={more} aria-controls={listId}>
              {more ? 'View Less' : 'View More'}
            </Button>
          )}
        </Stack>
      </Flex>
      <Stack as="ul" listStyleType="none" spacing={0} borderTopWidth="1px" aria-label={`${plainText(group.roomName)}: ${ratePlanCount(group.options.length)}`}>
        {group.options.map((o, i) => (
          <Box as="li" key={o.id} borderTopWidth={i === 0 ? 0 : '1px'}>
            <RatePlanRow hotelId={hotelId} option={o} nights={nights} onRules={() => onRules(o.id)} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function RatePlanRow({ hotelId, option, nights, onRules }: { hotelId: string; option: HotelOption; nights: number; onRules: () => void }) {
  const view = optionView(option, nights);
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap={3} justify="space-between" p={{ base: 3, md: 5 }} data-testid="room-option">
      <Stack spacing={1} minW={0}>
        <HStack spacing={2} wrap="wrap">
          <Badge colorScheme="green" data-testid="meal-plan">
            {view.mealPlan}
          </Badge>
          {view.nonRefundable && <Badge colorScheme="red">Non-refundable</Badge>}
        </HStack>
        {view.freeCancellation && (
          <Text fontSize="sm" color="green.800" fontWeight="600">
            {view.freeCancellation}
          </Text>
        )}
        {view.payLater && (
          <Text fontSize="sm" color="purple.700" fontWeight="600" data-testid="pay-later">
            {view.payLater}
          </Text>
        )}
        <Button variant="link" size="sm" alignSelf="start" onClick={onRules}>
          Show Cancellation Rules
        </Button>
      </Stack>
      <Stack spacing={1} align={{ base: 'stretch', md: 'end' }} minW={{ md: '220px' }} textAlign={{ base: 'left', md: 'right' }}>
        <StayPrice price={view.price} />
        <Button as={Link} href={links.reviewBooking(hotelId, option.id)} mt={2} aria-label={`Reserve ${plainText(view.roomName)}, ${view.mealPlan}${view.nonRefundable ? ', non-refundable' : ''}`}>
          Reserve
        </Button>
      </Stack>
    </Flex>
  );
}

/** The policy of one option, fetched when the modal opens. */
export function CancellationRulesModal({
  isOpen,
  loading,
  policy,
  rooms,
  error,
  onClose,
}: {
  isOpen: boolean;
  loading: boolean;
  policy: CancellationPolicy | null;
  /** The rooms the option is for: a window's charge is said in nights of each. */
  rooms: number;
  error: string | null;
  onClose: () => void;
}) {
  const rules = policy ? cancellationRules(policy, rooms) : null;
  return (
    <Modal isOpen={isOpen} onClose={onClose} size="xl" scrollBehavior="inside">
      <ModalOverlay />
      <ModalContent>
        <ModalHeader>Cancellation Rules</ModalHeader>
        <ModalCloseButton aria-label="Close cancellation rules" />
        <ModalBody>
          {loading && (
            <HStack>
              <Spinner size="sm" />
              <Text>Loading cancellation policy...</Text>
            </HStack>
          )}
          {error && (
            <Alert status="error" borderRadius="md" role="alert">
              <AlertIcon />
              {error}
            </Alert>
          )}
          {rules && (
            <Stack spacing={3}>
              <Text fontWeight="600" data-testid="policy-summary">
                {rules.summary}
              </Text>
              <CancellationTable rows={rules.rows} />
              <Text fontSize="xs" color="gray.700">
                Times are India time (IST).
              </Text>
            </Stack>
          )}
        </ModalBody>
        <ModalFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
