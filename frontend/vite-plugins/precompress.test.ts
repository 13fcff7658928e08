import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from './precompress';

let dir: string;
const script = 'export const greeting = "สวัสดี";\n'.repeat(200);

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mflow-precompress-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-1a2b.js'), script);
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>M-Flow</title>${'<p>ผ่านทาง</p>'.repeat(100)}`);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'assets', 'photo-3c4d.png'), Buffer.alloc(4096, 7));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressing a build', () => {
  it('writes Brotli and gzip copies of the text files that decompress to the same bytes', async () => {
    await precompressDirectory(dir);
    const file = path.join(dir, 'assets', 'index-1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves files too small to gain and files that are not text alone', async () => {
    const written = await precompressDirectory(dir);
    expect(written.map((file) => path.relative(dir, file)).sort()).toEqual([
      'assets/index-1a2b.js.br',
      'assets/index-1a2b.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
  });
});
