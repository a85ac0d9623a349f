import { extendTheme } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { skeletonStyle, theme } from '../../src/app/theme';

describe('theme', () => {
  it('is what extendTheme makes of the same overrides', () => {
    const extended = extendTheme({
      config: { initialColorMode: 'light', useSystemColorMode: false, disableTransitionOnChange: false },
      colors: { brand: theme.colors.brand, ink: theme.colors.ink },
      fonts: { heading: theme.fonts.heading, body: theme.fonts.body },
      styles: { global: { body: { bg: 'gray.50', color: 'ink.500' }, '.chakra-skeleton.chakra-skeleton': skeletonStyle, 'main[tabindex="-1"]:focus': { outline: 'none' } } },
      components: { Button: { defaultProps: { colorScheme: 'brand' } }, Link: { baseStyle: { color: 'brand.700' } } },
    });
    expect(JSON.parse(JSON.stringify(theme))).toEqual(JSON.parse(JSON.stringify(extended)));
    // Style functions are Chakra's own, untouched (JSON above compares every value that is data).
    for (const [name, variant] of Object.entries(extended.components.Button.variants as Record<string, unknown>)) {
      const ours = (theme.components.Button.variants as Record<string, unknown>)[name];
      if (typeof variant === 'function') expect(ours).toBe(variant);
      else expect(ours).toEqual(variant);
    }
  });
});
