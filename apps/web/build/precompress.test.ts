import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('the build pre-compresses the web app', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of every text file that decode to the original, and leaves images and tiny files alone', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = 'export const greeting = "hello";\n'.repeat(200);
    fs.writeFileSync(path.join(dir, 'assets/index-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'assets/index-abc.css'), '.a{color:red}\n'.repeat(200));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html>${'<p>x</p>'.repeat(200)}</html>`);
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'export {};');

    precompressDir(dir);

    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets/index-abc.js.br'))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets/index-abc.js.gz'))).toString()).toBe(script);
    for (const file of ['assets/index-abc.css', 'index.html']) {
      expect(fs.existsSync(path.join(dir, `${file}.br`))).toBe(true);
      expect(fs.existsSync(path.join(dir, `${file}.gz`))).toBe(true);
    }
    expect(fs.statSync(path.join(dir, 'assets/index-abc.js.br')).size).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
  });
});
