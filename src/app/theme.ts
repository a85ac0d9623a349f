import { extendTheme, type ThemeConfig } from '@chakra-ui/react';

const config: ThemeConfig = { initialColorMode: 'light', useSystemColorMode: false };

/** Padaav's look: a warm saffron brand on calm slate, system fonts for speed. */
export const theme = extendTheme({
  config,
  colors: {
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
  fonts: {
    heading: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif`,
    body: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif`,
  },
  styles: {
    global: { body: { bg: 'gray.50', color: 'ink.500' } },
  },
  components: {
    Button: { defaultProps: { colorScheme: 'brand' } },
    Link: { baseStyle: { color: 'brand.700' } },
  },
});
