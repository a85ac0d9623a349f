import { Box, Button, Flex, Heading, Modal, ModalContent, ModalOverlay } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { LatLng } from '../../../domain/geo';
import type { MapPlace } from '../../model/mapPlaces';
import { HotelMap, type MapMarker } from '../map/HotelMap';

export interface FullScreenMapProps {
  isOpen: boolean;
  onClose: () => void;
  markers: readonly MapMarker[];
  /** The localities of the city, as labels. */
  places: readonly MapPlace[];
  /** The searched place the map centres on. */
  centre: LatLng;
  title: string;
  /** The hotel list beside the map, given the box it scrolls in (its sentinel's margin counts there). */
  list: (scrollRoot: HTMLElement | null) => ReactNode;
}

/** At 1000 px and wider, Explore on Map: a full-screen map with the hotel list beside it and Close Map. */
export function FullScreenMap({ isOpen, onClose, markers, places, centre, title, list }: FullScreenMapProps) {
  const [listBox, setListBox] = useState<HTMLDivElement | null>(null);
  return (
    <Modal isOpen={isOpen} onClose={onClose} size="full" scrollBehavior="inside" motionPreset="none">
      <ModalOverlay />
      <ModalContent aria-label={title} m={0} borderRadius={0}>
        <Flex h="100vh" direction="column">
          <Flex as="header" align="center" justify="space-between" px={4} h={14} borderBottomWidth="1px" flexShrink={0}>
            <Heading as="h2" size="md">
              {title}
            </Heading>
            <Button onClick={onClose}>Close Map</Button>
          </Flex>
          <Flex flex="1" minH={0}>
            <Box ref={setListBox} w="420px" flexShrink={0} overflowY="auto" p={3} bg="gray.50" borderRightWidth="1px" data-testid="full-map-list">
              {listBox && list(listBox)}
            </Box>
            <Box flex="1" p={2}>
              {isOpen && <HotelMap markers={markers} places={places} centre={centre} height="100%" label="Map of hotels, full screen" />}
            </Box>
          </Flex>
        </Flex>
      </ModalContent>
    </Modal>
  );
}
