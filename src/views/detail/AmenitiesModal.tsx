import { List, ListItem, Modal, ModalBody, ModalCloseButton, ModalContent, ModalHeader, ModalOverlay } from '@chakra-ui/react';

/** Every amenity of the hotel, in a modal (hotel info's '+N more amenities'). */
export function AmenitiesModal({ items, isOpen, onClose }: { items: string[]; isOpen: boolean; onClose: () => void }) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} scrollBehavior="inside">
      <ModalOverlay />
      <ModalContent>
        <ModalHeader>All amenities</ModalHeader>
        <ModalCloseButton aria-label="Close amenities" />
        <ModalBody pb={6}>
          <List spacing={1}>
            {items.map((a) => (
              <ListItem key={a}>{a}</ListItem>
            ))}
          </List>
        </ModalBody>
      </ModalContent>
    </Modal>
  );
}
