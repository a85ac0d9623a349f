import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Which start step of `starter` (src/main.tsx imports each step dynamically) first needs each
 * module of the app's own start code, as found once the build has read the whole graph: the
 * steps are walked in their order, each claiming what it imports statically that no earlier
 * step claimed. The walk does not enter `libraries` (Chakra and the packages it builds on,
 * chunked by their own group): their index modules re-export every part, used or not.
 *
 * vite.config.ts names a chunk after each step, so each step is evaluated in a task of its own,
 * and the first page fetches its own code and not what only pages loaded on demand share.
 */
const ENTRY = '';

export function bootModules(starter: string, libraries: RegExp): { plugin: Plugin; stepOf: (id: string) => string | undefined; startsWith: (id: string) => boolean } {
  const steps = new Map<string, string>();
  const plugin: Plugin = {
    name: 'padaav-boot-modules',
    apply: 'build',
    configResolved(config) {
      starter = path.resolve(config.root, starter);
    },
    async buildEnd() {

      steps.clear();
      // In the order the starter imports them (its source order).
      const source = await readFile(starter, 'utf8');
      const specifiers = [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!);
      // What the starter imports statically stays with it, in the entry chunk.
      const walkEntry = (id: string) => {
        if (steps.has(id) || id.startsWith('\0') || libraries.test(id)) return;
        steps.set(id, ENTRY);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walkEntry(next);
      };
      walkEntry(starter);
      for (const specifier of specifiers) {
        const step = (await this.resolve(specifier, starter))?.id;
        if (!step) continue;
        const name = path.basename(step).replace(/\.[^.]+$/, '');
        // Virtual modules (Vite's preload helper) stay with the entry that also uses them.
        const walk = (id: string) => {
          if (steps.has(id) || id.startsWith('\0') || libraries.test(id)) return;
          steps.set(id, name);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next);
        };
        walk(step);
      }
    },
  };
  return {
    plugin,
    stepOf: (id) => {
      const step = steps.get(id);
      return step === ENTRY ? undefined : step;
    },
    /** Whether the starter itself imports the module (statically, with whatever that imports). */
    startsWith: (id) => steps.get(id) === ENTRY,
  };
}
