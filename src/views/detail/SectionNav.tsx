import { Box, Button, HStack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { DETAIL_SECTIONS, NAV_OFFSET_PX, NAV_SCROLL_PX, type SectionId } from './sections';

/**
 * Which section is in view: the last one whose top has passed a reading line a third of the way
 * down the space under the header and this nav.
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

/** Keys that scroll the page. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/** Does this event scroll the page by hand (wheel, touch, a scroll key, a press on the scrollbar or page)? */
function scrollsByHand(event: Event): boolean {
  if (event.type !== 'keydown') return true;
  const key = (event as KeyboardEvent).key;
  const target = event.target as HTMLElement | null;
  // Keys typed into a field or pressed on a button (Space activates it) do not scroll the page.
  if (target?.closest?.('input, textarea, select, button, [contenteditable="true"]')) return false;
  return SCROLL_KEYS.has(key);
}

const HAND_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * The floating section navigation: shown after 100 px of scrolling once every
 * section is on the page (`ready`), highlighting the section in view. A section chosen in the nav
 * stays highlighted until the person scrolls by hand, even where the page cannot bring it up to
 * the reading line (the last sections near the end of the page).
 */
export function SectionNav({ ready }: { ready: boolean }) {
  const [state, setState] = useState<{ visible: boolean; active: SectionId }>({ visible: false, active: DETAIL_SECTIONS[0].id });
  const chosen = useRef<SectionId | null>(null);
  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const visible = window.scrollY > NAV_SCROLL_PX;
      const active = chosen.current ?? sectionInView();
      setState((s) => (s.visible === visible && s.active === active ? s : { visible, active }));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onHand = (event: Event) => {
      if (chosen.current === null || !scrollsByHand(event)) return;
      // A press on the nav itself is a new choice, not a scroll.
      if (event.type === 'mousedown' || event.type === 'touchstart') {
        const target = event.target as HTMLElement | null;
        if (target?.closest?.('[data-testid="section-nav"]')) return;
      }
      chosen.current = null;
      onScroll();
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    for (const type of HAND_SCROLL_EVENTS) window.addEventListener(type, onHand, { passive: true, capture: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      for (const type of HAND_SCROLL_EVENTS) window.removeEventListener(type, onHand, { capture: true });
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ready]);
  if (!ready || !state.visible) return null;
  const go = (id: SectionId) => {
    chosen.current = id;
    setState((s) => ({ ...s, active: id }));
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
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
