// Writes the demo lottery artwork (two campaign pictures, one per lottery, one per prize) as small,
// self-contained SVG files under apps/web/public/content/lotteries/. Original flat artwork in the
// palette of scripts/generate-content-art.mjs: no words (alt text carries the meaning), no fonts,
// no external references, no raster images. Deterministic.
// Run with `node scripts/generate-lottery-art.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'apps/web/public/content/lotteries');

const svg = (background, inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/>` +
  `<stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>` +
  `<rect width="640" height="360" fill="url(#g)"/>${inner}</svg>\n`;

const confetti = (colors) =>
  Array.from({ length: 24 }, (_, i) => {
    const x = (i * 97) % 640;
    const y = (i * 53) % 360;
    return `<rect x="${x}" y="${y}" width="10" height="18" rx="3" fill="${colors[i % colors.length]}" opacity="0.55" transform="rotate(${(i * 37) % 180} ${x + 5} ${y + 9})"/>`;
  }).join('');

const ball = (x, y, r) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#fff" stroke="#14213d" stroke-width="${r / 12}"/>` +
  `<polygon points="0,${-r * 0.38} ${r * 0.36},${-r * 0.12} ${r * 0.22},${r * 0.31} ${-r * 0.22},${r * 0.31} ${-r * 0.36},${-r * 0.12}" fill="#14213d"/>` +
  `<path d="M0 ${-r * 0.38} V${-r} M${r * 0.36} ${-r * 0.12} L${r * 0.95} ${-r * 0.3} M${r * 0.22} ${r * 0.31} L${r * 0.58} ${r * 0.8} M${-r * 0.22} ${r * 0.31} L${-r * 0.58} ${r * 0.8} M${-r * 0.36} ${-r * 0.12} L${-r * 0.95} ${-r * 0.3}" stroke="#14213d" stroke-width="${r / 14}"/></g>`;

const ticket = (x, y, color, rotate = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate})"><path d="M-90 -45 H90 V-15 A15 15 0 0 0 90 15 V45 H-90 V15 A15 15 0 0 0 -90 -15 Z" fill="${color}"/>` +
  `<path d="M-40 -45 V45" stroke="#fff" stroke-width="4" stroke-dasharray="8 8"/><circle cx="25" cy="0" r="22" fill="#fff" opacity="0.85"/></g>`;

const trophy = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-50 -70 H50 V-20 A50 50 0 0 1 -50 -20 Z" fill="#fca311"/>` +
  `<path d="M-50 -60 H-80 A30 30 0 0 0 -50 -10 M50 -60 H80 A30 30 0 0 1 50 -10" fill="none" stroke="#fca311" stroke-width="10"/>` +
  `<rect x="-12" y="28" width="24" height="30" fill="#e09100"/><rect x="-45" y="58" width="90" height="20" rx="4" fill="#14213d"/></g>`;

const shirt = (x, y, color) =>
  `<g transform="translate(${x} ${y})"><path d="M-60 -70 L-25 -85 Q0 -65 25 -85 L60 -70 L95 -30 L65 -5 L55 -20 V85 H-55 V-20 L-65 -5 L-95 -30 Z" fill="${color}" stroke="#14213d" stroke-width="5"/>` +
  `<path d="M-55 10 H55" stroke="#fff" stroke-width="12"/></g>`;

const stadium = () =>
  `<ellipse cx="320" cy="250" rx="270" ry="90" fill="#2d6a4f"/><ellipse cx="320" cy="250" rx="200" ry="58" fill="#40916c" stroke="#fff" stroke-width="4"/>` +
  `<path d="M320 192 V308" stroke="#fff" stroke-width="4"/><circle cx="320" cy="250" r="22" fill="none" stroke="#fff" stroke-width="4"/>` +
  `<path d="M50 250 Q60 120 320 110 Q580 120 590 250" fill="none" stroke="#e5e5e5" stroke-width="18"/>` +
  [100, 200, 440, 540]
    .map(
      (x) =>
        `<path d="M${x} 150 V60" stroke="#e5e5e5" stroke-width="6"/><circle cx="${x}" cy="56" r="12" fill="#ffd166"/>`,
    )
    .join('');

const chest = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="-110" y="-20" width="220" height="100" rx="10" fill="#8d5524"/>` +
  `<path d="M-110 -20 Q0 -110 110 -20 Z" fill="#a0632c"/><rect x="-110" y="-26" width="220" height="14" fill="#fca311"/>` +
  `<rect x="-16" y="-10" width="32" height="40" rx="4" fill="#fca311"/>` +
  [-70, -30, 10, 50]
    .map(
      (cx, i) =>
        `<circle cx="${cx}" cy="${-40 - (i % 2) * 18}" r="22" fill="#ffd166" stroke="#e09100" stroke-width="5"/>`,
    )
    .join('') +
  `</g>`;

const ART = {
  'winter-giveaway': svg(
    ['#14213d', '#3a5a9b'],
    confetti(['#fca311', '#fff', '#8ecae6']) +
      ticket(230, 190, '#e63946', -10) +
      ticket(400, 170, '#fca311', 8) +
      ball(320, 280, 48),
  ),
  'stadium-draw': svg(['#1b4332', '#081c15'], stadium() + ticket(520, 80, '#fca311', 12)),
  'signed-ball': svg(
    ['#8ecae6', '#219ebc'],
    confetti(['#fff', '#ffb703']) +
      ball(320, 185, 110) +
      `<path d="M250 200 q30 -40 60 0 t60 0" fill="none" stroke="#e63946" stroke-width="8" stroke-linecap="round"/>`,
  ),
  'coin-chest': svg(['#3c096c', '#7b2cbf'], confetti(['#ffd166', '#fff']) + chest(320, 200)),
  'kit-bundle': svg(
    ['#f1faee', '#a8dadc'],
    shirt(230, 180, '#e63946') + shirt(410, 180, '#1d3557'),
  ),
  'stadium-tour': svg(['#023047', '#219ebc'], stadium() + trophy(320, 120, 0.7)),
};

mkdirSync(outDir, { recursive: true });
for (const [name, body] of Object.entries(ART)) {
  writeFileSync(path.join(outDir, `${name}.svg`), body);
}
console.log(`wrote ${Object.keys(ART).length} pictures to ${path.relative(root, outDir)}`);
