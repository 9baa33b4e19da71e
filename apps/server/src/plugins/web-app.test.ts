import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

// A built web app as `vite build` leaves it: hashed assets with their .br and .gz copies.
const script = 'export function hello() { return "wardline"; }\n'.repeat(300);
const html = `<!doctype html><html lang="zh"><head><title>Wardline</title></head><body>${'<div id="root"></div>'.repeat(60)}</body></html>`;

function writeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const put = (file: string, body: string) => {
    fs.writeFileSync(path.join(dir, file), body);
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(body));
  };
  put('assets/index-Ab12.js', script);
  put('index.html', html);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the built web app is served pre-compressed and cached by kind', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli copy to a browser that accepts it, gzip to one that only takes gzip, the plain file otherwise', async () => {
    const br = await get('/assets/index-Ab12.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await get('/assets/index-Ab12.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Ab12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('lets the browser keep hashed assets for a year and revalidate index.html on every visit', async () => {
    expect((await get('/assets/index-Ab12.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const deepLink = await get('/announcement/list', 'br, gzip');
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    expect(deepLink.headers['content-encoding']).toBe('br');
    expect(deepLink.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(deepLink.rawPayload).toString()).toBe(html);
  });

  it('never serves the compressed copies under their own names', async () => {
    expect((await get('/assets/index-Ab12.js.br', 'br')).statusCode).toBe(404);
    expect((await get('/assets/index-Ab12.js.gz', 'gzip')).statusCode).toBe(404);
  });

  it('serves every hashed asset through one route, so start-up does not grow with the build', async () => {
    // A route per file (GET and HEAD) cost about 0.4 s of every start at 263 assets.
    expect(t.app.printRoutes()).not.toContain('index-Ab12');
    const missing = await get('/assets/index-Zz99.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errcode: 404 });
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers are compressed above a kilobyte', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('compresses a large JSON answer for a client that accepts brotli or gzip, and leaves small ones as they are', async () => {
    // The OpenAPI document is tens of kilobytes of JSON.
    const big = await t.app.inject({ method: 'GET', url: '/web/v1/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const doc = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()) as { paths: object };
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);

    const gz = await t.app.inject({ method: 'GET', url: '/web/v1/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const small = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });
});
