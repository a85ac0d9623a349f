import { MenuList, type MenuListProps } from '@chakra-ui/react';

/**
 * How the site's menus open and close: they grow in as Chakra's do, and close at once. Chakra's
 * own close fades the list out and hides it only once the fade ends; closed while still opening
 * (Escape right after the click), the list was left at opacity 0 but visible, an invisible box
 * under its button that still took clicks (framer-motion never applied the hiding after the
 * interrupted animation: 7 of 15 such closes in Chromium). Chakra's theme cannot set motion
 * props, so every menu of the site uses this list instead of Chakra's `MenuList`.
 */
const menuMotion: MenuListProps['motionProps'] = {
  variants: {
    enter: { visibility: 'visible', opacity: 1, scale: 1, transition: { duration: 0.2, ease: [0.4, 0, 0.2, 1] } },
    exit: { visibility: 'hidden', opacity: 0, scale: 0.8, transition: { duration: 0 } },
  },
};

/** Chakra's `MenuList` with the site's motion (see above). */
export function SiteMenuList(props: Omit<MenuListProps, 'motionProps'>) {
  return <MenuList {...props} motionProps={menuMotion} />;
}
