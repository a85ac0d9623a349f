import { Image, type ImageProps } from '@chakra-ui/react';
import type { SyntheticEvent } from 'react';

/** A neutral picture for images that fail to load. */
export const IMAGE_PLACEHOLDER =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'><rect width='4' height='3' fill='%23e2e8f0'/><path d='M1 2.2l.7-.8.5.5.8-1 .9 1.3z' fill='%23cbd5e0'/></svg>";

function fallBack(e: SyntheticEvent<HTMLImageElement>) {
  const img = e.currentTarget;
  if (!img.src.startsWith('data:')) {
    img.src = IMAGE_PLACEHOLDER;
    img.dataset.fallback = 'true';
  }
}

/**
 * An image that falls back to a placeholder when it cannot load. Give `width`/`height` (or an
 * aspect ratio on the parent) so nothing shifts while it loads; lazy by default.
 */
export function ImageWithFallback(props: ImageProps) {
  return <Image ignoreFallback loading="lazy" decoding="async" onError={fallBack} objectFit="cover" bg="gray.100" {...props} />;
}
