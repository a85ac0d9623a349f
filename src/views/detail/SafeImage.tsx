import { Image, type ImageProps } from '@chakra-ui/react';
import type { SyntheticEvent } from 'react';

/** A neutral placeholder for pictures that fail to load (spec 000 §8). */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 3 2'><rect width='3' height='2' fill='%23e5e7eb'/></svg>";

function fallBack(e: SyntheticEvent<HTMLImageElement>) {
  const img = e.currentTarget;
  if (img.src !== PLACEHOLDER_IMAGE) img.src = PLACEHOLDER_IMAGE;
}

/** An <img> with intrinsic width/height attributes (no layout shift) that falls back to a placeholder. */
export function SafeImage(props: ImageProps) {
  return <Image ignoreFallback onError={fallBack} {...props} />;
}
