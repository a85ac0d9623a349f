import { Box, Button, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { DETAIL_SECTIONS, NAV_OFFSET_PX, NAV_SCROLL_PX, type SectionId } from './sections';

/**
 * Which section is in view: the last one whose top has passed a reading line a third of the way
 * down the space under the header and this nav (a section scrolled to by the nav always counts).
 */
function sectionInView(): SectionId {
  const line = NAV_OFFSET_PX + (window.innerHeight - NAV_OFFSET_PX) / 3;
  let current: SectionId = DETAIL_SECTIONS[0].id;
  for (const s of DETAIL_SECTIONS) {
    const el = document.getElementById(s.id);
    if (el && el.getBoundingClientRect().top <= line) current = s.id;
  }
  return current;
}

/** The floating section navigation: shown after 100 px of scrolling, highlighting the section in view. */
export function SectionNav() {
  const [state, setState] = useState<{ visible: boolean; active: SectionId }>({ visible: false, active: DETAIL_SECTIONS[0].id });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const visible = window.scrollY > NAV_SCROLL_PX;
      const active = sectionInView();
      setState((s) => (s.visible === visible && s.active === active ? s : { visible, active }));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  if (!state.visible) return null;
  const go = (id: SectionId) => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <Box as="nav" aria-label="Hotel sections" position="fixed" top={16} left={0} right={0} zIndex="docked" bg="white" borderBottomWidth="1px" boxShadow="sm" data-testid="section-nav">
      <HStack maxW="6xl" mx="auto" px={{ base: 2, md: 6 }} py={1.5} spacing={1} overflowX="auto" sx={{ scrollbarWidth: 'none' }}>
        {DETAIL_SECTIONS.map((s) => {
          const active = s.id === state.active;
          return (
            <Button
              key={s.id}
              size="sm"
              flexShrink={0}
              variant={active ? 'solid' : 'ghost'}
              colorScheme={active ? 'brand' : 'gray'}
              aria-current={active ? 'true' : undefined}
              onClick={() => go(s.id)}
            >
              {s.label}
            </Button>
          );
        })}
      </HStack>
    </Box>
  );
}
