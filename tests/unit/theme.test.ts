import { extendTheme } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { skeletonStyle, theme } from '../../src/app/theme';

const global = theme.styles.global as Record<string, Record<string, string>>;
const ring = global[':root :focus-visible']!;

describe('theme', () => {
  it('is what extendTheme makes of the same overrides', () => {
    const extended = extendTheme({
      config: { initialColorMode: 'light', useSystemColorMode: false, disableTransitionOnChange: false },
      colors: { brand: theme.colors.brand, ink: theme.colors.ink },
      fonts: { heading: theme.fonts.heading, body: theme.fonts.body },
      shadows: { outline: theme.shadows.outline },
      styles: {
        global: {
          body: { bg: 'gray.50', color: 'ink.500' },
          '.chakra-skeleton.chakra-skeleton': skeletonStyle,
          ':root :focus-visible': ring,
          ':root :is(input, select, textarea):focus-visible': { outlineOffset: '-2px' },
          'main[tabindex="-1"]:focus': { outline: 'none', boxShadow: 'none' },
        },
      },
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

/** WCAG's relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const hexes = (text: string) => text.match(/#[0-9a-f]{6}/gi) ?? [];

describe('the focus ring', () => {
  const [outer] = hexes(ring.outline!);
  const [inner] = hexes(ring.boxShadow!);
  const grey = theme.colors.gray as Record<number, string>;

  it('is a solid outline at least 2 px wide, off the control, with a white ring in the gap', () => {
    expect(ring.outline).toMatch(/^([2-9]|\d\d)px solid #[0-9a-f]{6}$/i);
    expect(ring.outlineOffset).toBe('2px');
    expect(ring.boxShadow).toBe('0 0 0 2px #ffffff');
    // Controls whose ring is a shadow draw the same two rings.
    expect(theme.shadows.outline).toBe(`0 0 0 2px #ffffff, 0 0 0 4px ${outer}`);
  });

  it('has 3:1 contrast on the light backgrounds (its dark ring) and on the dark ones (its white ring)', () => {
    for (const light of ['#ffffff', grey[50], grey[100]]) expect(contrast(outer!, light!), light).toBeGreaterThanOrEqual(3);
    for (const dark of [theme.colors.ink[500], theme.colors.ink[700], grey[900]]) expect(contrast(inner!, dark!), dark).toBeGreaterThanOrEqual(3);
  });
});
