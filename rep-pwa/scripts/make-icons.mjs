// Writes the rep PWA's PNG icons into public/rep-icons/ with nothing but zlib, so the icons can be
// regenerated on any machine: `node rep-pwa/scripts/make-icons.mjs`. The PNGs are committed.
//
// The mark: a honey hexagon with "CB" in a 5×7 pixel font on the brand's dark background.
// "any" icons are rounded squares with transparent corners; the maskable icon is full-bleed
// with the mark inside the central 60 % (the maskable safe zone is the central 80 % circle).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

export const BACKGROUND = [0x1f, 0x29, 0x33]; // --cb-dark
export const HONEY = [0xf5, 0xb3, 0x01]; // --cb-primary
const INK = BACKGROUND;

const GLYPHS = {
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
};

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'rep-icons');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Which colour covers the unit-square point (u, v), or null for transparent. */
function shade(u, v, { maskable }) {
  if (!maskable && !insideRoundedSquare(u, v, 0.2)) return null;
  const scale = maskable ? 0.6 : 0.82; // the mark's share of the icon
  const x = (u - 0.5) / scale + 0.5;
  const y = (v - 0.5) / scale + 0.5;
  if (!insideHexagon(x, y)) return BACKGROUND;
  return insideLetters(x, y) ? INK : HONEY;
}

function insideRoundedSquare(u, v, radius) {
  const dx = Math.max(radius - u, 0, u - (1 - radius));
  const dy = Math.max(radius - v, 0, v - (1 - radius));
  return dx * dx + dy * dy <= radius * radius;
}

/** A pointy-top regular hexagon of circumradius 0.5 centred in the unit square. */
function insideHexagon(x, y) {
  const px = Math.abs(x - 0.5);
  const py = Math.abs(y - 0.5);
  const r = 0.5;
  const halfWidth = (r * Math.sqrt(3)) / 2;
  return px <= halfWidth && py <= r - px / Math.sqrt(3);
}

function insideLetters(x, y) {
  // Two 5×7 glyphs with a 1-cell gap: 11×7 cells, 0.06 of the hexagon each.
  const cell = 0.06;
  const left = 0.5 - (11 * cell) / 2;
  const top = 0.5 - (7 * cell) / 2;
  const col = Math.floor((x - left) / cell);
  const row = Math.floor((y - top) / cell);
  if (row < 0 || row >= 7 || col < 0 || col >= 11 || col === 5) return false;
  const glyph = col < 5 ? GLYPHS.C : GLYPHS.B;
  return glyph[row][col < 5 ? col : col - 6] === '#';
}

function renderIcon(size, options) {
  const samples = 4; // 4×4 supersampling for smooth edges
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = shade(
            (px + (sx + 0.5) / samples) / size,
            (py + (sy + 0.5) / samples) / size,
            options,
          );
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) {
        rgba[i] = Math.round(r / a);
        rgba[i + 1] = Math.round(g / a);
        rgba[i + 2] = Math.round(b / a);
      }
      rgba[i + 3] = Math.round((a / (samples * samples)) * 255);
    }
  }
  return encodePng(size, rgba);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-512-maskable.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
  { file: 'favicon-32.png', size: 32, maskable: false },
];

mkdirSync(outDir, { recursive: true });
for (const icon of ICONS) {
  writeFileSync(join(outDir, icon.file), renderIcon(icon.size, icon));
  console.log(`wrote public/rep-icons/${icon.file}`);
}
