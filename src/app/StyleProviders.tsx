import { ColorModeProvider, CSSReset, EnvironmentProvider, GlobalStyle, ThemeProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ToastRegion } from './ToastRegion';
import { theme } from './theme';

/**
 * What Chakra's ChakraProvider sets up (theme, color mode, CSS reset, global styles,
 * environment), with the toast region loaded on demand (ToastRegion): ChakraProvider mounts
 * Chakra's toast provider at once, which brings framer-motion into the first page.
 */
export function StyleProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ColorModeProvider options={theme.config}>
        <CSSReset />
        <GlobalStyle />
        <EnvironmentProvider>{children}</EnvironmentProvider>
        <ToastRegion />
      </ColorModeProvider>
    </ThemeProvider>
  );
}
