/**
 * Draws the installed app's icons (web/public/icons) from the logo, web/public/favicon.svg:
 * `npx tsx web/build/make-app-icons.ts` after the logo changes; the PNGs are committed.
 * 'any' icons are the logo as it is; the maskable one fills the square with the logo's colour
 * and keeps the mark inside the central safe zone (a circle of 80% of the width) that
 * launchers may crop to.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');

async function main() {
  const logo = await fs.readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
  const background = /<rect[^>]*fill="([^"]+)"/.exec(logo)?.[1] ?? '#2e7d32';
  const mark = /<path[^>]*\/>/.exec(logo)?.[0] ?? '';
  // The mark's own 64-unit box, shrunk to 60% around the centre: well inside the safe zone.
  const maskable =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${background}"/>` +
    `<g transform="translate(12.8 12.8) scale(0.6)">${mark}</g></svg>`;
  const icons: [name: string, svg: string, size: number][] = [
    ['icon-192.png', logo, 192],
    ['icon-512.png', logo, 512],
    ['maskable-512.png', maskable, 512],
  ];
  await fs.mkdir(path.join(publicDir, 'icons'), { recursive: true });
  for (const [name, svg, size] of icons) {
    await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(publicDir, 'icons', name));
  }
}

await main();
