import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the backend sends compressed when the browser takes it (backend/src/platform/http/portal.ts). */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)])),
  );
  return nested.flat();
}

/**
 * Writes `name.br` and `name.gz` beside every text file of a build worth compressing, each only
 * when it is smaller than the file. At build time the strongest settings cost nothing per request.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const written = await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return [];
      const content = await readFile(file);
      const copies = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }).then((data) => ({ file: `${file}.br`, data })),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }).then((data) => ({ file: `${file}.gz`, data })),
      ]);
      const smaller = copies.filter((copy) => copy.data.length < content.length);
      await Promise.all(smaller.map((copy) => writeFile(copy.file, copy.data)));
      return smaller.map((copy) => copy.file);
    }),
  );
  return written.flat();
}

/** Compresses the finished build, the copied public files included. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mflow-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (!error) await precompressDirectory(outDir);
    },
  };
}
