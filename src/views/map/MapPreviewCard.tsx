import { Box, Button, CloseButton, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { ImageWithFallback } from '../common/ImageWithFallback';
import type { MapMarker, MarkerPreview } from './types';

/**
 * A chosen pin's hotel, shown in place over the bottom of the map: photo, name, stars, guest
 * score, price and a link to the hotel page in the same tab. Its link takes the focus, so a
 * keyboard or screen-reader user lands on it; Escape or Close returns to the map.
 */
export function MapPreviewCard({ marker, preview, onClose }: { marker: MapMarker; preview: MarkerPreview; onClose: () => void }) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => linkRef.current?.focus({ preventScroll: true }), [marker.id]);
  return (
    <Box
      as="section"
      aria-label={`${marker.name}, preview`}
      data-testid="map-preview"
      position="absolute"
      left={2}
      right={{ base: 2, sm: 'auto' }}
      bottom={7}
      w={{ sm: '340px' }}
      zIndex={3}
      bg="white"
      borderRadius="lg"
      boxShadow="lg"
      borderWidth="1px"
      borderColor="gray.200"
      overflow="hidden"
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <Flex>
        <Box w="104px" flexShrink={0} minH="104px" position="relative">
          <ImageWithFallback src={preview.photo ?? ''} alt="" position="absolute" inset={0} w="100%" h="100%" />
        </Box>
        <Box flex="1" minW={0} p={3} pr={8}>
          <Heading as="h3" size="sm" noOfLines={2} mb={1}>
            {marker.name}
          </Heading>
          <HStack spacing={2} fontSize="sm">
            <Text as="span" role="img" aria-label={`${preview.stars} star hotel`} color="brand.500" lineHeight={1}>
              {'★'.repeat(preview.stars)}
            </Text>
            <Text as="span" color="gray.700">
              {preview.rating}
            </Text>
          </HStack>
          <Text fontWeight="700" fontSize="sm" mt={1}>
            {preview.price}
          </Text>
          <Button ref={linkRef} as={Link} href={marker.href} size="xs" mt={2}>
            View hotel
          </Button>
        </Box>
      </Flex>
      <CloseButton aria-label="Close preview" size="sm" position="absolute" top={1} right={1} onClick={onClose} />
    </Box>
  );
}
