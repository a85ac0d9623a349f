import { Box, IconButton, Modal, ModalCloseButton, ModalContent, ModalOverlay, Text } from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { wrapIndex } from '../../model/gallery';
import { ImageWithFallback as Img } from '../common/ImageWithFallback';
import { Chevron } from './Chevron';

const SWIPE_PX = 40;

/** Full-screen viewer: Left/Right arrows and swipes move, Escape or the x closes. */
export function GalleryViewer({
  images,
  index,
  onIndex,
  alt,
  label = 'Photo gallery',
}: {
  images: string[];
  index: number | null;
  onIndex: (i: number | null) => void;
  alt: (i: number) => string;
  label?: string;
}) {
  const start = useRef<number | null>(null);
  const count = images.length;
  const current = index ?? 0;
  const step = (delta: number) => onIndex(wrapIndex(current, delta, count));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      step(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      step(-1);
    }
  };
  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) >= SWIPE_PX) step(dx < 0 ? 1 : -1);
  };
  return (
    <Modal isOpen={index !== null} onClose={() => onIndex(null)} size="full" motionPreset="none">
      <ModalOverlay bg="blackAlpha.900" />
      <ModalContent bg="gray.900" color="white" onKeyDown={onKeyDown} aria-label={label} m={0} borderRadius={0}>
        <ModalCloseButton aria-label="Close gallery" size="lg" color="white" zIndex={2} />
        <Box
          flex="1"
          display="flex"
          alignItems="center"
          justifyContent="center"
          p={{ base: 2, md: 12 }}
          minH="100vh"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          sx={{ touchAction: 'pan-y' }}
          data-testid="gallery-stage"
        >
          {index !== null && (
            <Img src={images[current]} alt={alt(current)} maxW="100%" maxH="85vh" objectFit="contain" draggable={false} userSelect="none" />
          )}
        </Box>
        {count > 1 && (
          <>
            <IconButton aria-label="Previous photo" onClick={() => step(-1)} position="absolute" left={{ base: 1, md: 4 }} top="50%" transform="translateY(-50%)" colorScheme="whiteAlpha" icon={<Chevron dir="left" />} />
            <IconButton aria-label="Next photo" onClick={() => step(1)} position="absolute" right={{ base: 1, md: 4 }} top="50%" transform="translateY(-50%)" colorScheme="whiteAlpha" icon={<Chevron dir="right" />} />
          </>
        )}
        <Text position="absolute" bottom={4} w="100%" textAlign="center" aria-live="polite" data-testid="gallery-counter">
          {current + 1} / {count}
        </Text>
      </ModalContent>
    </Modal>
  );
}
