import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The name the starter's own static imports are claimed under: they stay with it, in the entry chunk. */
const ENTRY = '';

/**
 * Which start step of `starter` (src/main.tsx imports each step dynamically) first needs each
 * module of the app's own start code, as found once the build has read the whole graph: the
 * starter's own imports first, then the steps in their source order, each claiming what it
 * imports statically that nothing before claimed. The walk does not enter `libraries` (Chakra and
 * the packages it builds on, chunked by their own group), whose index modules re-export every
 * part, used or not, nor virtual modules (Vite's preload helper, which the entry uses too).
 *
 * vite.config.ts names a chunk after each step, so each step is evaluated in a task of its own,
 * and the first page fetches its own code and not what only pages loaded on demand share.
 */
export function bootModules(
  starter: string,
  libraries: RegExp,
): { plugin: Plugin; stepNames: string[]; stepOf: (id: string) => string | undefined; startsWith: (id: string) => boolean } {
  const steps = new Map<string, string>();
  // Known when the config is made, before the build reads anything: the chunk groups are named after them.
  const stepNames = dynamicImports(readFileSync(path.resolve(starter), 'utf8')).map(stepName);
  const plugin: Plugin = {
    name: 'padaav-boot-modules',
    apply: 'build',
    configResolved(config) {
      starter = path.resolve(config.root, starter);
    },
    async buildEnd() {
      steps.clear();
      const claim = (id: string, name: string) => {
        if (steps.has(id) || id.startsWith('\0') || libraries.test(id)) return;
        steps.set(id, name);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) claim(next, name);
      };
      claim(starter, ENTRY);
      for (const specifier of dynamicImports(await readFile(starter, 'utf8'))) {
        const step = (await this.resolve(specifier, starter))?.id;
        if (step) claim(step, stepName(step));
      }
    },
  };
  return {
    plugin,
    /** The steps' names (their modules' file names), in the starter's order. */
    stepNames,
    stepOf: (id) => {
      const step = steps.get(id);
      return step === ENTRY ? undefined : step;
    },
    /** Whether the starter itself imports the module (statically, with whatever that imports). */
    startsWith: (id) => steps.get(id) === ENTRY,
  };
}

/** What the starter imports dynamically (its start steps), in source order. */
function dynamicImports(source: string): string[] {
  return [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!);
}

/** A step's name: its module's file name without the extension ('./boot/theme' -> 'theme'). */
function stepName(module: string): string {
  return path.basename(module).replace(/\.[^.]+$/, '');
}
