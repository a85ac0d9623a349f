import { ColorModeProvider, CSSReset, EnvironmentProvider, GlobalStyle, ThemeProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { styleCache } from './styleCache';
import { ToastRegion } from './ToastRegion';
import { theme } from './theme';

/** Made once, when the first page renders in a browser: Emotion's cache with the page's style nonce. */
let cache: ReturnType<typeof styleCache> | undefined;

/**
 * What Chakra's ChakraProvider sets up (theme, color mode, CSS reset, global styles,
 * environment), with the toast region loaded on demand (ToastRegion): ChakraProvider mounts
 * Chakra's toast provider at once, which brings framer-motion into the first page. In a browser
 * the styles go through Emotion's cache with the page's CSP nonce (styleCache.ts); the build's
 * render of the pages (server/build/pageStyles) gives its own.
 */
export function StyleProviders({ children }: { children: ReactNode }) {
  const providers = (
    <ThemeProvider theme={theme}>
      <ColorModeProvider options={theme.config}>
        <CSSReset />
        <GlobalStyle />
        <EnvironmentProvider>{children}</EnvironmentProvider>
        <ToastRegion />
      </ColorModeProvider>
    </ThemeProvider>
  );
  if (typeof document === 'undefined') return providers;
  cache ??= styleCache();
  return <CacheProvider value={cache}>{providers}</CacheProvider>;
}
