import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let webDir: string;
const script = `console.log(${JSON.stringify('forma '.repeat(2000))});`;
const serviceWorker = "self.addEventListener('fetch', () => {});";
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'forma-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Forma</title>');
  await fs.writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.writeFile(path.join(webDir, 'sw.js'), serviceWorker);
  await fs.writeFile(
    path.join(webDir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Built name', short_name: 'Built', start_url: '/user/calendar' }),
  );
  await fs.mkdir(path.join(webDir, 'icons'));
  await fs.writeFile(path.join(webDir, 'icons', 'icon-192.png'), png);
  const file = path.join(webDir, 'assets', 'index-abc123.js');
  await fs.writeFile(file, script);
  await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(script));
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(script));
  t = await createTestApp({ WEB_DIST: webDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

describe('compressed answers', () => {
  it("sends a built script's own brotli or gzip file to a browser that takes it", async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a JSON answer above 4 KB when asked, and only then', async () => {
    const gz = await t.app.inject({ url: '/api/settings', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const settings = JSON.parse(zlib.gunzipSync(gz.rawPayload).toString());
    expect(settings).toHaveProperty('countries');

    const plain = await t.app.inject({ url: '/api/settings' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(settings);

    const small = await t.app.inject({ url: '/api/config', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the icon', () => {
  it('is an image, not the page, at /favicon.svg and from /favicon.ico', async () => {
    const ico = await t.app.inject({ url: '/favicon.ico' });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
    const svg = await t.app.inject({ url: '/favicon.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
  });
});

describe('the installable app', () => {
  it('serves the service worker at the root, asked for again on every visit', async () => {
    const sw = await t.app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toContain('javascript');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toBe(serviceWorker);
  });

  it('serves the manifest with the running product name', async () => {
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({
      name: t.app.ctx.config.productName,
      short_name: t.app.ctx.config.productName,
      start_url: '/user/calendar',
    });
  });

  it("serves the manifest's icons as images, and no page for an icon it does not have", async () => {
    const icon = await t.app.inject({ url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.equals(png)).toBe(true);
    const missing = await t.app.inject({ url: '/icons/icon-999.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
  });
});
