import type { Plugin } from 'vite';

/** Chakra's style system module that builds its table of style props. */
export const SYSTEM_MODULE = /@chakra-ui[\\/]styled-system[\\/]dist[\\/]esm[\\/]system\.mjs$/;
const DEEP_MERGE = /const systemProps = mergeWith\(\s*\{\},/;

/**
 * Chakra's style system builds its table of style props (`systemProps`) at load with a deep merge
 * of its 19 config objects: a large part of the style system's start, and all of it comes before
 * the page can paint, slowest on a phone. The objects have no prop in common and
 * nothing changes their entries (tests/unit/chakraSystemProps.test.ts holds both for the
 * installed version), so a plain assign builds the same table. Should the module change, the
 * build warns and keeps Chakra's own code.
 */
export function chakraSystemProps(): Plugin {
  return {
    name: 'padaav-chakra-system-props',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!DEEP_MERGE.test(code)) {
        this.warn('Chakra styled-system: the systemProps merge was not found; left as it is');
        return null;
      }
      return { code: assignSystemProps(code), map: null };
    },
  };
}

/** The module's source with the deep merge of `systemProps` made a plain assign. */
export const assignSystemProps = (code: string) => code.replace(DEEP_MERGE, 'const systemProps = Object.assign({},');
