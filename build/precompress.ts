import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/** Writes .br and .gz beside each text asset of the build, for the server to send as they are. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'padaav-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < 1024) continue;
        const body = await readFile(file);
        await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
        await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))),
  );
  return nested.flat();
}
