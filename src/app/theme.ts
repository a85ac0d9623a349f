import { theme as base, type SystemStyleObject, type ThemeConfig } from '@chakra-ui/react';

const config: ThemeConfig = { ...base.config, initialColorMode: 'light', useSystemColorMode: false };

/** Chakra's base global styles are a plain object (tests/unit/theme.test.ts holds this). */
const baseGlobal = base.styles.global as Record<string, SystemStyleObject>;

const systemFonts = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif`;

/**
 * Padaav's look: a warm saffron brand on calm slate, system fonts for speed.
 *
 * Built by spreading Chakra's base theme and replacing only what changes, the same result as
 * `extendTheme` for these overrides without its deep merge of the whole base theme (about 20 ms
 * on a phone at every page load, before anything can paint).
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
  styles: {
    ...base.styles,
    global: { ...baseGlobal, body: { ...baseGlobal.body, bg: 'gray.50', color: 'ink.500' } },
  },
  components: {
    ...base.components,
    Button: { ...base.components.Button, defaultProps: { ...base.components.Button.defaultProps, colorScheme: 'brand' } },
    Link: { ...base.components.Link, baseStyle: { ...base.components.Link.baseStyle, color: 'brand.700' } },
  },
};
