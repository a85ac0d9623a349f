import { Box, Button, Grid, GridItem, IconButton, Modal, ModalCloseButton, ModalContent, ModalOverlay, Text } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { wrapIndex, type GalleryView } from '../../domain/gallery';
import { ImageWithFallback as Img } from '../common/ImageWithFallback';

/** Intrinsic size of the gallery pictures (3:2, as the catalogue serves them); set on every <img> so nothing shifts while they load. */
const IMG_W = 960;
const IMG_H = 640;
const SWIPE_PX = 40;


/**
 * The first 10 Standard pictures: the first large (eager, high priority: the page's LCP element),
 * the next 2 in a grid on the right, and a full-screen viewer (arrow keys, Escape, swipe).
 */
export function Gallery({ gallery, hotelName }: { gallery: GalleryView; hotelName: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const count = gallery.images.length;
  if (!gallery.main) {
    return (
      <Box bg="gray.100" borderRadius="lg" sx={{ aspectRatio: '3 / 2' }} maxH="420px" display="grid" placeItems="center">
        <Text color="gray.600">No photos available</Text>
      </Box>
    );
  }
  const alt = (i: number) => `${hotelName}, photo ${i + 1} of ${count}`;
  return (
    <>
      <Grid templateColumns={{ base: '1fr 1fr', md: '2fr 1fr' }} templateRows={{ base: 'auto auto', md: '1fr 1fr' }} gap={2}>
        <GridItem colSpan={{ base: 2, md: 1 }} rowSpan={{ base: 1, md: 2 }} position="relative">
          <Box as="button" type="button" display="block" w="100%" onClick={() => setOpen(0)} aria-label={`Open photo 1 of ${count}`} borderRadius="lg" overflow="hidden">
            <Img
              src={gallery.main}
              alt={alt(0)}
              htmlWidth={IMG_W}
              htmlHeight={IMG_H}
              loading="eager"
              decoding="sync"
              {...{ fetchpriority: 'high' }}
              data-lcp="gallery-main"
              w="100%"
              h="auto"
              objectFit="cover"
              display="block"
              bg="gray.100"
              sx={{ aspectRatio: '3 / 2' }}
            />
          </Box>
          <Button size="sm" position="absolute" right={3} bottom={3} onClick={() => setOpen(0)} colorScheme="gray" bg="white" color="gray.800">
            View all {count} photos
          </Button>
        </GridItem>
        {gallery.grid.map((url, i) => (
          <GridItem key={url}>
            <Box as="button" type="button" display="block" w="100%" onClick={() => setOpen(i + 1)} aria-label={`Open photo ${i + 2} of ${count}`} borderRadius="lg" overflow="hidden">
              <Img src={url} alt={alt(i + 1)} htmlWidth={IMG_W} htmlHeight={IMG_H} loading="lazy" w="100%" h="auto" objectFit="cover" display="block" bg="gray.100" sx={{ aspectRatio: '3 / 2' }} />
            </Box>
          </GridItem>
        ))}
      </Grid>
      <GalleryViewer images={gallery.images} index={open} onIndex={setOpen} alt={alt} />
    </>
  );
}

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

export function Chevron({ dir }: { dir: 'left' | 'right' | 'down' | 'up' }) {
  const d = { left: 'M15 5l-7 7 7 7', right: 'M9 5l7 7-7 7', down: 'M5 9l7 7 7-7', up: 'M5 15l7-7 7 7' }[dir];
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
