import { theme as base, type SystemStyleObject, type ThemeConfig } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';

/**
 * Light only. index.html already carries what Chakra's colour-mode provider would set at start
 * (`data-theme`, `color-scheme`, the body class), and with no mode switch there is no transition
 * to hold back: Chakra's guard would add and remove a `*` rule, restyling the whole page twice.
 */
const config: ThemeConfig = { ...base.config, initialColorMode: 'light', useSystemColorMode: false, disableTransitionOnChange: false };

const pulse = keyframes({ from: { opacity: 0.45 }, to: { opacity: 1 } });

/**
 * Skeletons pulse in opacity, which the compositor animates off the main thread. Chakra's own
 * skeleton fades its background colour, which restyles and repaints every skeleton on the main
 * thread at every frame while a page loads. (Two classes outrank the component's one.)
 */
export const skeletonStyle: SystemStyleObject = { animation: `${pulse} 0.8s ease-in-out infinite alternate`, background: 'gray.200' };

/** Chakra's base global styles are a plain object (tests/unit/theme.test.ts holds this). */
const baseGlobal = base.styles.global as Record<string, SystemStyleObject>;

/** The dark of the brand: the focus ring's colour, over 3:1 against white and the page's greys. */
const ringColor = '#6e3d09';

/**
 * The keyboard's focus ring, on every control: a dark ring 2 px outside the control with a white
 * ring in the gap between, so it shows on light and dark backgrounds alike (the footer is dark).
 * The outline is what shows in forced-colours modes, which drop shadows. Components whose ring
 * is a shadow (Chakra's `boxShadow: 'outline'`, and the visible box of a checkbox or radio whose
 * input is hidden) draw the same two rings with `shadows.outline`.
 *
 * `:root` makes the rule outrank a component's resting `outline: 0` (Chakra's inputs and links),
 * while a component's own `:focus-visible` style, inserted after the global styles, still wins.
 */
const focusRing: SystemStyleObject = { outline: `2px solid ${ringColor}`, outlineOffset: '2px', boxShadow: '0 0 0 2px #ffffff' };

const systemFonts = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif`;

/**
 * Padaav's look: a warm saffron brand on calm slate, system fonts for speed.
 *
 * Built by spreading Chakra's base theme and replacing only what changes, the same result as
 * `extendTheme` for these overrides without its deep merge of the whole base theme, which a phone
 * would run at every page load before anything can paint.
 */
export const theme = {
  ...base,
  config,
  colors: {
    ...base.colors,
    brand: {
      50: '#fff6e8',
      100: '#ffe6bf',
      200: '#ffd394',
      300: '#ffb35c',
      400: '#e8871a',
      500: '#a85a0c',
      600: '#8a4d0c',
      700: '#6e3d09',
      800: '#4d2a05',
      900: '#2b1702',
    },
    ink: { 500: '#1f2a37', 700: '#111827' },
  },
  fonts: { ...base.fonts, heading: systemFonts, body: systemFonts },
  shadows: { ...base.shadows, outline: `0 0 0 2px #ffffff, 0 0 0 4px ${ringColor}` },
  styles: {
    ...base.styles,
    global: {
      ...baseGlobal,
      body: { ...baseGlobal.body, bg: 'gray.50', color: 'ink.500' },
      '.chakra-skeleton.chakra-skeleton': skeletonStyle,
      ':root :focus-visible': focusRing,
      // A field often fills the width of a panel that scrolls, which would clip a ring outside it.
      ':root :is(input, select, textarea):focus-visible': { outlineOffset: '-2px' },
      // The main landmark takes focus from the skip link to hand the keyboard on; a ring round the
      // whole page would say a control is focused.
      'main[tabindex="-1"]:focus': { outline: 'none', boxShadow: 'none' },
    },
  },
  components: {
    ...base.components,
    Button: { ...base.components.Button, defaultProps: { ...base.components.Button.defaultProps, colorScheme: 'brand' } },
    Link: { ...base.components.Link, baseStyle: { ...base.components.Link.baseStyle, color: 'brand.700' } },
  },
};
