import { Modal, ModalBody, ModalCloseButton, ModalContent, ModalHeader, ModalOverlay, Text } from '@chakra-ui/react';
import { useState } from 'react';

/** The demo video in a modal; closes with the x. If the file is missing, says so instead of failing. */
export function VideoModal({
  isOpen,
  onClose,
  src,
  title,
  missingText,
}: {
  isOpen: boolean;
  onClose: () => void;
  src: string;
  title: string;
  missingText: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Modal isOpen={isOpen} onClose={onClose} size="4xl" isCentered>
      <ModalOverlay />
      <ModalContent>
        <ModalHeader>{title}</ModalHeader>
        <ModalCloseButton aria-label="Close video" />
        <ModalBody pb={6}>
          {failed ? (
            <Text role="status">{missingText}</Text>
          ) : (
            <video
              src={src}
              controls
              autoPlay
              muted
              playsInline
              style={{ width: '100%', borderRadius: 8, background: '#000' }}
              onError={() => setFailed(true)}
            >
              <track kind="captions" />
            </video>
          )}
        </ModalBody>
      </ModalContent>
    </Modal>
  );
}
