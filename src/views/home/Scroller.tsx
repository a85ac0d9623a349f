import { Box, Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';

/** How far one arrow press moves a scroller. */
export const SCROLL_STEP_PX = 300;

/**
 * A titled horizontal scroller. With `arrows`, left and right buttons move it by 300 px.
 * The row is a list so screen readers announce how many items it holds.
 */
export function Scroller({ title, id, arrows, children }: { title: string; id: string; arrows?: boolean; children: ReactNode }) {
  const row = useRef<HTMLUListElement>(null);
  const move = (by: number) => row.current?.scrollBy({ left: by, behavior: 'smooth' });
  return (
    <Box as="section" maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} py={8} aria-labelledby={id}>
      <Flex justify="space-between" align="center" mb={4}>
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        {arrows && (
          <HStack>
            <IconButton aria-label={`Scroll ${title} left`} icon={<span aria-hidden="true">‹</span>} fontSize="2xl" isRound variant="outline" onClick={() => move(-SCROLL_STEP_PX)} />
            <IconButton aria-label={`Scroll ${title} right`} icon={<span aria-hidden="true">›</span>} fontSize="2xl" isRound variant="outline" onClick={() => move(SCROLL_STEP_PX)} />
          </HStack>
        )}
      </Flex>
      <HStack
        as="ul"
        ref={row}
        data-testid={`${id}-row`}
        listStyleType="none"
        spacing={4}
        overflowX="auto"
        pb={3}
        align="stretch"
        tabIndex={0}
        aria-label={title}
      >
        {children}
      </HStack>
    </Box>
  );
}
