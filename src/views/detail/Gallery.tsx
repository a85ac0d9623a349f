import { Box, Button, Grid, GridItem, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { ILLUSTRATIONS_NOTE, type GalleryView } from '../../model/gallery';
import { ImageWithFallback as Img } from '../common/ImageWithFallback';
import { onDemand, useOnceTrue } from '../common/onDemand';

/** Intrinsic size of the gallery pictures (3:2, as the catalogue serves them); set on every <img> so nothing shifts while they load. */
const IMG_W = 960;
const IMG_H = 640;

/** The viewer is a modal (Chakra's overlays), loaded the first time a picture is opened. */
const { Component: GalleryViewer, preload: preloadViewer } = onDemand(() => import('./GalleryViewer'), 'GalleryViewer');

/**
 * The first 10 Standard pictures: the first large (eager, high priority: the page's LCP element),
 * the next 2 in a grid on the right, and a full-screen viewer (arrow keys, Escape, swipe).
 */
export function Gallery({ gallery, hotelName, illustrated }: { gallery: GalleryView; hotelName: string; illustrated: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  const viewed = useOnceTrue(open !== null);
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
      <Grid onPointerEnter={preloadViewer} onFocus={preloadViewer} onTouchStart={preloadViewer} templateColumns={{ base: '1fr 1fr', md: '2fr 1fr' }} templateRows={{ base: 'auto auto', md: '1fr 1fr' }} gap={2}>
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
            {gallery.openLabel}
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
      {illustrated && (
        <Text fontSize="sm" color="gray.700" mt={2} data-testid="illustrations-note">
          {ILLUSTRATIONS_NOTE}
        </Text>
      )}
      {viewed && (
        <Suspense fallback={null}>
          <GalleryViewer images={gallery.images} index={open} onIndex={setOpen} alt={alt} />
        </Suspense>
      )}
    </>
  );
}
