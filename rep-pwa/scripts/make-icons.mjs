// Draws the app icons from one SVG mark and writes them into public/: the SVG favicon, crisp PNGs
// for the PWA manifest and iOS, and /favicon.ico (PNG images in an ICO container). Rasterised by
// the system Chromium (CHROME_PATH, else /usr/bin/chromium) so the edges are anti-aliased like
// any browser draws them. Run `npm run icons -w rep-pwa`; the files are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const DARK = '#1f2933'; // --cb-dark (light theme), the manifest's theme and background colour
const HONEY = '#f5b301'; // --cb-primary

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const iconDir = join(publicDir, 'rep-icons');

/** The mark on a 512 grid: a honey hexagon with two dark bands, the admin favicon's shape. */
const MARK = `
  <path fill="${HONEY}" d="M256 24 457 140v232L256 488 55 372V140Z"/>
  <rect fill="${DARK}" x="152" y="196" width="208" height="40" rx="20"/>
  <rect fill="${DARK}" x="152" y="276" width="208" height="40" rx="20"/>`;

/** An icon: the mark at `scale` of the canvas, on a rounded ('any') or full-bleed background. */
function iconSvg({ background, scale, radius = 0 }) {
  const offset = (512 * (1 - scale)) / 2;
  const plate = background
    ? `<rect width="512" height="512" rx="${radius}" fill="${background}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${plate}<g transform="translate(${offset} ${offset}) scale(${scale})">${MARK}</g></svg>`;
}

const FAVICON = iconSvg({ scale: 1 });
const ANY = iconSvg({ background: DARK, scale: 0.78, radius: 112 });
// Maskable: the launcher crops to the central 80% circle, so the mark stays inside 60%.
const MASKABLE = iconSvg({ background: DARK, scale: 0.6 });

const PNGS = [
  { file: 'icon-192.png', size: 192, svg: ANY },
  { file: 'icon-512.png', size: 512, svg: ANY },
  { file: 'icon-512-maskable.png', size: 512, svg: MASKABLE },
  { file: 'apple-touch-icon.png', size: 180, svg: MASKABLE },
  { file: 'favicon-32.png', size: 32, svg: FAVICON },
];

async function rasterise(page, svg, size) {
  await page.setViewportSize({ width: size, height: size });
  const html = `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`;
  await page.setContent(html);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** An ICO file holding PNG images (supported by every browser since Windows Vista's format). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header[entry] = size >= 256 ? 0 : size;
    header[entry + 1] = size >= 256 ? 0 : size;
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

mkdirSync(iconDir, { recursive: true });
writeFileSync(join(iconDir, 'favicon.svg'), `${FAVICON}\n`);
writeFileSync(join(iconDir, 'icon.svg'), `${ANY}\n`);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of PNGS) {
    writeFileSync(join(iconDir, file), await rasterise(page, svg, size));
  }
  const small = [16, 32, 48];
  const images = [];
  for (const size of small) images.push({ size, png: await rasterise(page, FAVICON, size) });
  writeFileSync(join(publicDir, 'favicon.ico'), ico(images));
} finally {
  await browser.close();
}
console.log(`icons written to ${iconDir} and ${join(publicDir, 'favicon.ico')}`);
