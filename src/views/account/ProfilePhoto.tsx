import { Box, Icon, Image } from '@chakra-ui/react';

const PERSON = 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z';

/**
 * The traveller's photo in a circle, or a person outline without one. (Chakra's Avatar would
 * join the about page's in the chunk every page loads; this stays with the account pages.)
 */
export function ProfilePhoto({ src, name, testId }: { src: string | null; name: string; testId: string }) {
  return (
    <Box boxSize="96px" borderRadius="full" overflow="hidden" bg="brand.50" flexShrink={0} display="flex" alignItems="center" justifyContent="center" data-testid={testId}>
      {src ? (
        <Image src={src} alt={name ? `Photo of ${name}` : 'Your photo'} boxSize="full" objectFit="cover" ignoreFallback />
      ) : (
        <Icon viewBox="0 0 24 24" boxSize={12} color="brand.500" role="img" aria-label="No photo">
          <path fill="currentColor" d={PERSON} />
        </Icon>
      )}
    </Box>
  );
}
