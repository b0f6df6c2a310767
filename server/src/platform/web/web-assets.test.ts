import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let webDir: string;
const script = `console.log(${JSON.stringify('forma '.repeat(2000))});`;

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'forma-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Forma</title>');
  await fs.writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

  it('compresses a JSON answer above 1 KB when asked, and only then', async () => {
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
