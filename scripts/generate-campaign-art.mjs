// Writes the demo campaign artwork as small, self-contained SVG files: one card picture per demo
// campaign under apps/web/public/content/campaigns/, and six wide hero pictures for the fixed
// campaign pages under apps/web/public/content/campaigns/art/. Original flat artwork in the site's
// palette: no words (the pictures are shown in every language), no fonts, no external
// references, no raster images. Deterministic: the same input always gives the same bytes.
// Run with `node scripts/generate-campaign-art.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cardsDir = path.join(root, 'apps/web/public/content/campaigns');
const heroDir = path.join(cardsDir, 'art');
const MAX_BYTES = 6144;

const n = (v) => String(Math.round(v * 10) / 10);
const g = (inner, x, y, s = 1, r = 0) =>
  `<g transform="translate(${n(x)} ${n(y)})${s === 1 ? '' : ` scale(${n(s)})`}${r ? ` rotate(${n(r)})` : ''}">${inner}</g>`;

/** Deterministic pseudo-random numbers seeded by a string. */
function rng(seed) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.codePointAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAVY = '#0a1733';
const GREEN = '#12864b';
const GOLD = '#f5b700';
const WHITE = '#fff';

const PALETTES = {
  night: ['#0a1733', '#1d3a6b'],
  pitch: ['#07502b', '#12864b'],
  sunset: ['#5b2a4e', '#d9783a'],
  dawn: ['#1d3a6b', '#5fa8d3'],
  ember: ['#3a1c12', '#b4532a'],
  plum: ['#2a1840', '#6b3fa0'],
};

const svg = (w, h, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>\n`;

/** A diagonal gradient, soft stripes like a mown pitch, and a few glows. */
function background(w, h, [from, to], seed) {
  const random = rng(seed);
  const defs = `<linearGradient id="b" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><pattern id="s" width="${w / 5}" height="${h}" patternUnits="userSpaceOnUse"><rect width="${w / 10}" height="${h}" fill="#fff" fill-opacity=".04"/></pattern>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#b)"/><rect width="${w}" height="${h}" fill="url(#s)"/>`;
  for (let i = 0; i < 3; i++) {
    body += `<circle cx="${n(random() * w)}" cy="${n(random() * h)}" r="${n(h * (0.25 + random() * 0.3))}" fill="#fff" fill-opacity=".05"/>`;
  }
  return { defs, body };
}

// Motifs, drawn around (0, 0) at about 100 units across.
const ball = (c = WHITE, ink = NAVY) =>
  `<circle r="50" fill="${c}" stroke="${ink}" stroke-width="4"/><path d="M0-18 17-6 11 14H-11L-17-6Z" fill="${ink}"/><path d="M0-18V-48M17-6 45-15M11 14 28 40M-11 14-28 40M-17-6-45-15" stroke="${ink}" stroke-width="4" fill="none"/>`;
const star = (r = 12, c = GOLD) => {
  const p = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    p.push(`${n(rr * Math.cos(a))} ${n(rr * Math.sin(a))}`);
  }
  return `<polygon points="${p.join(' ')}" fill="${c}"/>`;
};
const calendar = () =>
  `<rect x="-55" y="-45" width="110" height="100" rx="10" fill="${WHITE}"/><rect x="-55" y="-45" width="110" height="26" rx="10" fill="${GOLD}"/><rect x="-55" y="-28" width="110" height="9" fill="${GOLD}"/><path d="M-30-55V-35M30-55V-35" stroke="${NAVY}" stroke-width="8" stroke-linecap="round"/><path d="M-22 18 -6 33 26 0" stroke="${GREEN}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
const gift = () =>
  `<rect x="-50" y="-15" width="100" height="65" rx="6" fill="${GOLD}"/><rect x="-56" y="-35" width="112" height="24" rx="6" fill="#ffcb2e"/><rect x="-8" y="-35" width="16" height="85" fill="${NAVY}"/><path d="M0-35C-10-62-46-60-34-40-28-32-10-35 0-35ZM0-35C10-62 46-60 34-40 28-32 10-35 0-35Z" fill="${NAVY}"/>`;
const tally = () =>
  `${[0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${-40 + i * 18}-30V30" stroke="${WHITE}" stroke-width="8" stroke-linecap="round"/>`,
    )
    .join('')}<path d="M-52 22 30-22" stroke="${GOLD}" stroke-width="8" stroke-linecap="round"/>`;
const chain = () =>
  `<rect x="-62" y="-22" width="70" height="44" rx="22" fill="none" stroke="${WHITE}" stroke-width="12"/><rect x="-8" y="-22" width="70" height="44" rx="22" fill="none" stroke="${GOLD}" stroke-width="12"/>`;
const shirt = (c, trim) =>
  `<path d="M-20-45 0-38 20-45 48-28 38-6 26-12V45H-26V-12L-38-6-48-28Z" fill="${c}" stroke="${trim}" stroke-width="4" stroke-linejoin="round"/><path d="M-10-41Q0-30 10-41" stroke="${trim}" stroke-width="4" fill="none"/>`;
const net = () => {
  let lines = '';
  for (let i = -60; i <= 60; i += 15)
    lines += `<path d="M${i}-40V40" stroke="${WHITE}" stroke-opacity=".7" stroke-width="2"/>`;
  for (let j = -40; j <= 40; j += 15)
    lines += `<path d="M-60 ${j}H60" stroke="${WHITE}" stroke-opacity=".7" stroke-width="2"/>`;
  return `<rect x="-66" y="-46" width="132" height="92" fill="none" stroke="${WHITE}" stroke-width="8"/>${lines}`;
};
const sun = () =>
  `${Array.from({ length: 12 }, (_, i) => `<path d="M0-70V-52" stroke="${GOLD}" stroke-width="8" stroke-linecap="round" transform="rotate(${i * 30})"/>`).join('')}<circle r="42" fill="${GOLD}"/>`;
const door = () =>
  `<rect x="-40" y="-60" width="80" height="120" rx="6" fill="${WHITE}"/><path d="M-40-60 18-48V72L-40 60Z" fill="${GOLD}"/><circle cx="8" cy="6" r="5" fill="${NAVY}"/>`;
const cup = () =>
  `<path d="M-40-50H40V-20C40 10 20 28 0 30-20 28-40 10-40-20Z" fill="${GOLD}"/><path d="M-40-40H-60V-25C-60-10-48 0-38-2M40-40H60V-25C60-10 48 0 38-2" stroke="${GOLD}" stroke-width="8" fill="none"/><path d="M-8 30H8V48H-8Z" fill="${GOLD}"/><rect x="-30" y="48" width="60" height="12" rx="3" fill="${WHITE}"/>`;
const blossom = (c = '#f7b6c8') =>
  `${[0, 72, 144, 216, 288].map((a) => `<circle cx="0" cy="-9" r="8" fill="${c}" transform="rotate(${a})"/>`).join('')}<circle r="5" fill="${GOLD}"/>`;
const boot = () =>
  `<path d="M-50-30H-10V0L40 10C55 13 60 25 55 35H-50Z" fill="${WHITE}"/><path d="M-50 35H55" stroke="${NAVY}" stroke-width="6"/>${[-40, -20, 0, 20, 40].map((x) => `<rect x="${x}" y="37" width="8" height="10" fill="${NAVY}"/>`).join('')}`;
const card = (c) =>
  `<rect x="-32" y="-45" width="64" height="90" rx="8" fill="${c}" stroke="${WHITE}" stroke-width="4"/>${g(star(14, WHITE), 0, -5)}`;
/** The stands: a curved band of seats above the grass line `y`. */
const stands = (w, y) =>
  `<path d="M0 ${n(y)}V${n(y - 110)}Q${n(w / 2)} ${n(y - 190)} ${w} ${n(y - 110)}V${n(y)}Z" fill="${NAVY}" fill-opacity=".6"/>` +
  Array.from(
    { length: 3 },
    (_, i) =>
      `<path d="M0 ${n(y - 30 - i * 28)}Q${n(w / 2)} ${n(y - 100 - i * 28)} ${w} ${n(y - 30 - i * 28)}" stroke="${WHITE}" stroke-opacity=".15" stroke-width="4" fill="none"/>`,
  ).join('');

const CARDS = {
  'daily-login': [
    'dawn',
    () => g(calendar(), 200, 160, 1.2) + g(star(10), 300, 70) + g(star(7), 95, 90),
  ],
  'anniversary-gift': [
    'plum',
    () => g(gift(), 200, 165, 1.3) + g(star(12), 90, 70) + g(star(9), 320, 95),
  ],
  'weekly-ten-matches': ['pitch', () => g(ball(), 135, 150, 1.1) + g(tally(), 285, 150, 1.1)],
  'join-our-games': [
    'night',
    () => g(chain(), 200, 150, 1.5) + g(star(9), 80, 80) + g(star(9), 320, 230),
  ],
  'squad-double': [
    'ember',
    () => g(shirt(GOLD, NAVY), 145, 155, 1.15, -8) + g(shirt(WHITE, GREEN), 260, 150, 1.15, 8),
  ],
  'triple-threat': [
    'night',
    () => g(star(40), 110, 160) + g(star(52), 200, 135) + g(star(40), 290, 160),
  ],
  'goal-rush': ['pitch', () => g(net(), 230, 150, 1.3) + g(ball(), 135, 180, 0.7)],
  'summer-kickoff': ['sunset', () => g(sun(), 270, 115, 1.1) + g(ball(), 130, 200, 0.9)],
  welcome: [
    'dawn',
    () =>
      g(door(), 200, 155, 1.2) +
      [0, 1, 2, 3, 4, 5]
        .map((i) => g(star(8, i % 2 ? WHITE : GOLD), 90 + i * 45, 60 + (i % 3) * 20))
        .join(''),
  ],
  'spring-cup': [
    'pitch',
    () =>
      g(cup(), 200, 150, 1.4) +
      g(blossom(), 95, 85, 1.4) +
      g(blossom(), 315, 210, 1.2) +
      g(blossom(), 320, 80),
  ],
};

const HEROES = {
  pitch: [
    'pitch',
    (w, h) =>
      `<circle cx="${w / 2}" cy="${h / 2}" r="90" fill="none" stroke="${WHITE}" stroke-opacity=".6" stroke-width="6"/><path d="M${w / 2} 0V${h}" stroke="${WHITE}" stroke-opacity=".6" stroke-width="6"/>${g(ball(), w * 0.78, h * 0.55, 0.9)}`,
  ],
  trophy: [
    'night',
    (w, h) =>
      `${g(cup(), w * 0.75, h * 0.5, 2)}${g(star(16), w * 0.62, h * 0.25)}${g(star(12), w * 0.9, h * 0.3)}`,
  ],
  stadium: [
    'dawn',
    (w, h) =>
      `${stands(w, h * 0.78)}<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${GREEN}"/>${[0.15, 0.85].map((x) => `<path d="M${w * x} ${h * 0.78}V${h * 0.2}" stroke="${WHITE}" stroke-width="6"/><rect x="${w * x - 30}" y="${h * 0.12}" width="60" height="24" rx="4" fill="${GOLD}"/>`).join('')}`,
  ],
  boots: [
    'ember',
    (w, h) => `${g(boot(), w * 0.72, h * 0.55, 1.8, -10)}${g(ball(), w * 0.9, h * 0.7, 0.6)}`,
  ],
  calendar: [
    'plum',
    (w, h) => `${g(calendar(), w * 0.75, h * 0.52, 1.8)}${g(star(12), w * 0.6, h * 0.22)}`,
  ],
  cards: [
    'sunset',
    (w, h) =>
      `${g(card(NAVY), w * 0.66, h * 0.52, 1.6, -12)}${g(card(GREEN), w * 0.76, h * 0.5, 1.6)}${g(card('#6b3fa0'), w * 0.86, h * 0.52, 1.6, 12)}`,
  ],
};

function write(dir, name, content) {
  if (Buffer.byteLength(content) > MAX_BYTES)
    throw new Error(`${name} is larger than ${MAX_BYTES} bytes`);
  writeFileSync(path.join(dir, name), content);
}

mkdirSync(heroDir, { recursive: true });
for (const [id, [palette, draw]] of Object.entries(CARDS)) {
  const bg = background(400, 300, PALETTES[palette], id);
  write(cardsDir, `${id}.svg`, svg(400, 300, bg.defs, bg.body + draw()));
}
for (const [name, [palette, draw]] of Object.entries(HEROES)) {
  const bg = background(1200, 400, PALETTES[palette], name);
  write(heroDir, `${name}.svg`, svg(1200, 400, bg.defs, bg.body + draw(1200, 400)));
}
console.log(
  `wrote ${Object.keys(CARDS).length} campaign pictures and ${Object.keys(HEROES).length} heroes`,
);
