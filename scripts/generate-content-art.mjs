// Writes the demo content artwork (notices, topics, popups, carousel, game banners, placeholder,
// games-store hero) as small, self-contained SVG files under apps/web/public/content/ (the
// games-store heroes under apps/web/src/assets/, bundled with the SPA).
// Original flat artwork for the fictional game "Pitch Legends": no words (each piece's title and
// alternative text are in the content, in every language, so one picture serves them all), no
// external references, no raster images. Deterministic: the same input always gives the same
// bytes. Run with `node scripts/generate-content-art.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'apps/web/public/content');
const MAX_BYTES = 4096;

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

/** Rounds to one decimal and prints without a trailing ".0" or "-0". */
const n1 = (v) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};
/** Rounds to an integer. */
const n0 = (v) => {
  const r = Math.round(v);
  return Object.is(r, -0) ? '0' : String(r);
};
const rad = (deg) => (deg * Math.PI) / 180;
/** A polar point "x y" (integers). */
const pt = (r, deg) => `${n0(r * Math.cos(rad(deg)))} ${n0(r * Math.sin(rad(deg)))}`;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Wraps markup in a group moved to (x, y), scaled by s and rotated by r degrees. */
const place = (inner, x, y, s = 1, r = 0) => {
  let t = `translate(${n1(x)} ${n1(y)})`;
  if (s !== 1) t += ` scale(${n1(s * 100) / 100})`;
  if (r) t += ` rotate(${n1(r)})`;
  return `<g transform="${t}">${inner}</g>`;
};

/** Deterministic pseudo-random numbers seeded by a string (mulberry32 over a string hash). */
function rng(seed) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.codePointAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Palettes: night-pitch navy and greens, gold accent, white; one variant per piece
// ---------------------------------------------------------------------------------------------

const GOLD_DARK = '#c98f00';
const base = { a: '#f5b700', d: '#0a1733', g: '#12864b', w: '#fff' };
const PAL = {
  night: { ...base, bg: ['#0a1733', '#12864b'], x: '#3ecf7e' },
  pitch: { ...base, bg: ['#06371f', '#12864b'], x: '#7be0a6' },
  slate: { ...base, bg: ['#0a1733', '#36445f'], x: '#9fb3d6' },
  winter: { ...base, bg: ['#0a1733', '#1d5fa0'], x: '#a8dcff' },
  gold: { ...base, bg: ['#0a1733', '#5a4300'], x: '#ffd95a' },
  lunar: { ...base, bg: ['#52101c', '#0a1733'], x: '#e03a30' },
  indigo: { ...base, bg: ['#0a1733', '#2b3496'], x: '#7f96ff' },
  violet: { ...base, d: '#160a33', bg: ['#160a33', '#5a2391'], x: '#c29bff' },
  teal: { ...base, bg: ['#0a1733', '#0f6e6a'], x: '#5fe0d2' },
  sky: { ...base, bg: ['#0a1733', '#0f5e8a'], x: '#6fd0ff' },
  spring: { ...base, bg: ['#0a3a24', '#2f9e5a'], x: '#ffb8d2' },
  autumn: { ...base, a: '#e0a43a', d: '#1d1a26', bg: ['#262034', '#5b4738'], x: '#c9683a' },
  festival: { ...base, bg: ['#0a1733', '#6a1f7a'], x: '#ff7ab5' },
  forest: { ...base, bg: ['#0a1733', '#0b5a33'], x: '#f5d76e' },
  midnight: { ...base, bg: ['#050c1f', '#1a2f5c'], x: '#5cb8ff' },
  emerald: { ...base, bg: ['#083a2a', '#14a05a'], x: '#b6f0cf' },
  ember: { ...base, bg: ['#0a1733', '#7a2e12'], x: '#ff9a4d' },
};

// ---------------------------------------------------------------------------------------------
// Motifs, each drawn in a box of about -100..100 around the origin
// ---------------------------------------------------------------------------------------------

const star = (x, y, R, fill, extra = '') => {
  const fmt = R >= 14 ? n0 : n1;
  const pts = Array.from({ length: 10 }, (_, i) => {
    const q = i % 2 ? R * 0.45 : R;
    const a = rad(-90 + 36 * i);
    return `${fmt(x + q * Math.cos(a))},${fmt(y + q * Math.sin(a))}`;
  }).join(' ');
  return `<polygon points="${pts}" fill="${fill}"${extra}/>`;
};
const sparkle = (x, y, R, fill) =>
  `<path d="M${n1(x)} ${n1(y - R)}Q${n1(x)} ${n1(y)} ${n1(x + R)} ${n1(y)}Q${n1(x)} ${n1(y)} ${n1(x)} ${n1(y + R)}Q${n1(x)} ${n1(y)} ${n1(x - R)} ${n1(y)}Q${n1(x)} ${n1(y)} ${n1(x)} ${n1(y - R)}Z" fill="${fill}"/>`;

function ball(ink = '#0a1733', fill = '#fff') {
  const pent = [0, 1, 2, 3, 4].map((k) => pt(30, -90 + 72 * k));
  let patches = '';
  let lines = '';
  for (let k = 0; k < 5; k++) {
    const th = -90 + 72 * k;
    const phi = th + 36;
    patches += `M${pt(90, phi - 20)}L${pt(66, phi - 14)}L${pt(56, phi)}L${pt(66, phi + 14)}L${pt(90, phi + 20)}A90 90 0 0 0 ${pt(90, phi - 20)}Z`;
    lines += `M${pt(30, th)}L${pt(52, th)}L${pt(66, th - 22)}M${pt(52, th)}L${pt(66, th + 22)}`;
  }
  return (
    `<circle r="90" fill="${fill}"/><path d="M${pent.join('L')}Z${patches}" fill="${ink}"/>` +
    `<path d="${lines}" fill="none" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>` +
    `<circle r="90" fill="none" stroke="${ink}" stroke-width="6"/>`
  );
}
const miniBall = (ink, fill) =>
  `<circle r="90" fill="${fill}" stroke="${ink}" stroke-width="8"/><path d="M${[0, 1, 2, 3, 4].map((k) => pt(34, -90 + 72 * k)).join('L')}Z" fill="${ink}"/>`;

const trophy = (p) =>
  `<path d="M-52-58H-78V-38C-78-14-62-2-40 2M52-58H78V-38C78-14 62-2 40 2" fill="none" stroke="${p.a}" stroke-width="11"/>` +
  `<path d="M-55-75H55V-30C55 12 28 34 0 34C-28 34-55 12-55-30Z" fill="${p.a}"/>` +
  `<path d="M-12 32H12L17 58H-17Z" fill="${p.a}"/><rect x="-42" y="56" width="84" height="16" rx="4" fill="${GOLD_DARK}"/>` +
  `<rect x="-52" y="72" width="104" height="18" rx="5" fill="${p.d}" stroke="${p.a}" stroke-width="4"/>` +
  `<path d="M-38-62V-30C-38-10-28 6-14 14" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="8" stroke-linecap="round"/>` +
  star(6, -26, 20, '#fff');

function calendar(p) {
  let grid = '';
  for (const y of [-16, 18, 52]) for (const x of [-64, -30, 4, 38]) grid += `M${x} ${y}h26v22h-26z`;
  return (
    `<rect x="-80" y="-70" width="160" height="150" rx="14" fill="#fff"/>` +
    `<path d="M-80-56a14 14 0 0 1 14-14h132a14 14 0 0 1 14 14v28h-160z" fill="${p.a}"/>` +
    `<rect x="-48" y="-86" width="14" height="32" rx="7" fill="${p.d}"/><rect x="34" y="-86" width="14" height="32" rx="7" fill="${p.d}"/>` +
    `<path d="${grid}" fill="${p.d}" fill-opacity=".14"/><rect x="4" y="18" width="26" height="22" fill="${p.g}"/>` +
    `<path d="M10 29l5 5 10-10" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

function coins(p, count = 4) {
  let s = '';
  for (let i = 0; i < count; i++) {
    const y = 60 - i * 24;
    s +=
      `<path d="M-62 ${y}v14a62 20 0 0 0 124 0v-14z" fill="${GOLD_DARK}"/>` +
      `<ellipse cy="${y}" rx="62" ry="20" fill="${p.a}"/>`;
  }
  const top = 60 - (count - 1) * 24;
  return (
    s + `<ellipse cy="${top}" rx="42" ry="12" fill="none" stroke="${GOLD_DARK}" stroke-width="4"/>`
  );
}
const bigCoin = (p) =>
  `<circle r="64" fill="${GOLD_DARK}"/><circle cy="-5" r="62" fill="${p.a}"/>` +
  `<circle cy="-5" r="44" fill="none" stroke="${GOLD_DARK}" stroke-width="6"/>` +
  star(0, -5, 28, GOLD_DARK);
const badgeX2 = (p) =>
  `<circle r="40" fill="#fff"/><circle r="33" fill="none" stroke="${p.a}" stroke-width="4"/>` +
  `<text y="13" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="36" fill="${p.d}">×2</text>`;

const wrench = (c = '#fff') =>
  `<g transform="rotate(45)"><rect x="-13" y="-30" width="26" height="120" rx="13" fill="${c}"/>` +
  `<path d="M-22-88A40 40 0 1 0 22-88" fill="none" stroke="${c}" stroke-width="26"/></g>`;
const gear = (c, hole) =>
  `<circle r="46" fill="none" stroke="${c}" stroke-width="16" stroke-dasharray="12.04"/>` +
  `<circle r="32" fill="none" stroke="${c}" stroke-width="20"/><circle r="14" fill="${hole}"/>`;

const shieldLock = (p) =>
  `<path d="M0-92L76-64V-2C76 48 38 80 0 96C-38 80-76 48-76-2V-64Z" fill="${p.g}" stroke="#fff" stroke-width="6"/>` +
  `<path d="M0-70L56-50V-4C56 34 28 58 0 72Z" fill="#fff" fill-opacity=".12"/>` +
  `<path d="M-22 0V-18A22 22 0 0 1 22-18V0" fill="none" stroke="#fff" stroke-width="10"/>` +
  `<rect x="-34" y="-4" width="68" height="52" rx="8" fill="${p.a}"/>` +
  `<circle cy="16" r="8" fill="${p.d}"/><rect x="-4" y="18" width="8" height="18" rx="3" fill="${p.d}"/>`;

const ticket = (fill, ink) =>
  `<path d="M-90-50H90V-14A14 14 0 0 0 90 14V50H-90V14A14 14 0 0 0-90-14Z" fill="${fill}"/>` +
  `<path d="M40-42V42" stroke="${ink}" stroke-width="4" stroke-dasharray="8 7" stroke-opacity=".5"/>` +
  `<rect x="-70" y="-32" width="92" height="64" rx="8" fill="none" stroke="${ink}" stroke-width="4" stroke-opacity=".35"/>`;
const percent = (c) =>
  `<path d="M18-26L-18 26" stroke="${c}" stroke-width="8" stroke-linecap="round"/>` +
  `<circle cx="-16" cy="-16" r="9" fill="none" stroke="${c}" stroke-width="6"/><circle cx="16" cy="16" r="9" fill="none" stroke="${c}" stroke-width="6"/>`;

const jersey = (body, trim) =>
  `<path d="M-35-85L-85-64L-102-18L-70-6L-64-26V86H64V-26L70-6L102-18L85-64L35-85C24-62-24-62-35-85Z" fill="${body}"/>` +
  `<path d="M-35-85C-24-62 24-62 35-85L24-88C14-72-14-72-24-88Z" fill="${trim}"/>` +
  `<path d="M-85-64L-102-18L-92-14L-76-60ZM85-64L102-18L92-14L76-60Z" fill="${trim}"/>` +
  `<rect x="-14" y="-60" width="28" height="146" fill="${trim}" fill-opacity=".85"/>` +
  star(-34, -28, 12, trim);

function stadiumLights(p) {
  const tower = (x, lean) =>
    `<path d="M${x - 5} 96V-30H${x + 5}V96Z" fill="#fff" fill-opacity=".7"/>` +
    place(
      `<rect x="-34" y="-22" width="68" height="40" rx="6" fill="${p.d}" stroke="#fff" stroke-width="4"/>` +
        `<path d="M-22-6h0M-6-6h0M10-6h0M26-6h0M-22 8h0M-6 8h0M10 8h0M26 8h0" stroke="${p.a}" stroke-width="11" stroke-linecap="round" transform="translate(-2 -1)"/>`,
      x,
      -50,
      1,
      lean,
    );
  return (
    `<path d="M-70-40L-10 90H-120ZM70-40L10 90H120Z" fill="#fff" fill-opacity=".13"/>` +
    `<path d="M-130 96Q0 60 130 96Z" fill="${p.g}"/><path d="M-100 94Q0 70 100 94" fill="none" stroke="#fff" stroke-width="3" stroke-opacity=".6"/>` +
    tower(-70, 12) +
    tower(70, -12)
  );
}

function cardFan(p) {
  const card = (rot, fill) =>
    `<g transform="rotate(${rot} 0 130)"><rect x="-46" y="-74" width="92" height="128" rx="10" fill="${fill}" stroke="#fff" stroke-width="5"/></g>`;
  return (
    card(-28, p.x) +
    card(-10, p.g) +
    card(28, p.x) +
    card(10, '#e0453a') +
    `<rect x="-46" y="-84" width="92" height="128" rx="10" fill="${p.d}" stroke="${p.a}" stroke-width="6"/>` +
    `<rect x="-36" y="-74" width="72" height="80" rx="6" fill="${p.a}" fill-opacity=".25"/>` +
    `<circle cy="-44" r="16" fill="#fff"/><path d="M-30 6C-30-22 30-22 30 6Z" fill="#fff"/>` +
    `<rect x="-30" y="16" width="60" height="8" rx="4" fill="#fff" fill-opacity=".6"/><rect x="-20" y="30" width="40" height="6" rx="3" fill="#fff" fill-opacity=".4"/>` +
    star(-26, -64, 9, p.a)
  );
}

const clipboard = (p) =>
  `<rect x="-72" y="-86" width="144" height="182" rx="14" fill="#7a5230"/>` +
  `<rect x="-58" y="-66" width="116" height="146" rx="6" fill="${p.g}"/>` +
  `<path d="M-58 7H58M-30-66V-44H30V-66M-30 80V58H30V80" fill="none" stroke="#fff" stroke-width="3" stroke-opacity=".8"/>` +
  `<circle cy="7" r="18" fill="none" stroke="#fff" stroke-width="3" stroke-opacity=".8"/>` +
  `<path d="M-40-30l12 12m0-12l-12 12M22 26l12 12m0-12l-12 12" stroke="${p.a}" stroke-width="5" stroke-linecap="round"/>` +
  `<circle cx="30" cy="-22" r="7" fill="none" stroke="#fff" stroke-width="4"/><circle cx="-30" cy="40" r="7" fill="none" stroke="#fff" stroke-width="4"/>` +
  `<path d="M-26-18Q0-10 22-24" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="6 5"/>` +
  `<rect x="-32" y="-98" width="64" height="26" rx="7" fill="${p.a}"/><circle cy="-90" r="5" fill="${p.d}"/>`;

const lantern = (p) =>
  `<path d="M0-100V-72M-8 70V102M8 70V102M0 70V108" stroke="${p.a}" stroke-width="4"/>` +
  `<ellipse rx="74" ry="62" fill="${p.x}"/>` +
  `<ellipse rx="44" ry="62" fill="none" stroke="#9e1c18" stroke-width="4"/><ellipse rx="14" ry="62" fill="none" stroke="#9e1c18" stroke-width="4"/>` +
  `<path d="M-60-30Q-66 0-60 30" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>` +
  `<rect x="-38" y="-74" width="76" height="16" rx="5" fill="${p.a}"/><rect x="-38" y="58" width="76" height="16" rx="5" fill="${p.a}"/>` +
  `<circle r="18" fill="${p.a}"/><circle r="9" fill="${p.x}"/>`;

const hourglass = (p) =>
  `<path d="M-48-76H48C48-24 12-12 12 0C12 12 48 24 48 76H-48C-48 24-12 12-12 0C-12-12-48-24-48-76Z" fill="#fff" fill-opacity=".9"/>` +
  `<path d="M-34-40H34C28-22 6-16 4-4H-4C-6-16-28-22-34-40Z" fill="${p.a}"/>` +
  `<path d="M0-4V60" stroke="${p.a}" stroke-width="4" stroke-dasharray="6 4"/><path d="M-40 72C-30 44-8 40 0 40S30 44 40 72Z" fill="${p.a}"/>` +
  `<rect x="-64" y="-92" width="128" height="18" rx="6" fill="${p.a}"/><rect x="-64" y="74" width="128" height="18" rx="6" fill="${p.a}"/>`;

const phone = (p) =>
  `<rect x="-56" y="-96" width="112" height="192" rx="18" fill="${p.d}" stroke="#fff" stroke-width="6"/>` +
  `<rect x="-44" y="-76" width="88" height="144" rx="6" fill="${p.g}"/><rect x="-16" y="78" width="32" height="6" rx="3" fill="#fff"/>` +
  `<circle cy="-8" r="32" fill="${p.a}"/><path d="M0 12V-26M-15-12L0-27L15-12" fill="none" stroke="${p.d}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<rect x="-30" y="38" width="60" height="8" rx="4" fill="#fff" fill-opacity=".7"/><rect x="-20" y="52" width="40" height="6" rx="3" fill="#fff" fill-opacity=".5"/>`;

const monitor = (p) =>
  `<path d="M-20 60L-28 88H28L20 60Z" fill="#fff" fill-opacity=".8"/><rect x="-48" y="86" width="96" height="8" rx="4" fill="#fff"/>` +
  `<rect x="-98" y="-72" width="196" height="134" rx="10" fill="${p.d}" stroke="#fff" stroke-width="6"/>` +
  `<rect x="-86" y="-60" width="172" height="110" rx="4" fill="${p.g}"/>` +
  `<path d="M0-60V50" stroke="#fff" stroke-opacity=".5" stroke-width="3"/><circle cy="-5" r="24" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>` +
  place(miniBall(p.d, '#fff'), -40, -5, 0.24);
const chain = (c) =>
  `<rect x="-58" y="-20" width="66" height="40" rx="20" fill="none" stroke="${c}" stroke-width="12" transform="rotate(-35)"/>` +
  `<rect x="-8" y="-20" width="66" height="40" rx="20" fill="none" stroke="${c}" stroke-width="12" transform="rotate(-35)"/>`;

const storefront = (p) =>
  `<rect x="-82" y="-40" width="164" height="124" fill="#fff"/><rect x="-66" y="-20" width="64" height="52" rx="4" fill="${p.x}" fill-opacity=".8"/>` +
  `<rect x="16" y="-20" width="48" height="104" rx="4" fill="${p.d}"/><circle cx="54" cy="32" r="4" fill="${p.a}"/>` +
  `<rect x="-92" y="84" width="184" height="10" rx="4" fill="${p.d}"/>` +
  `<path d="M-92-74H92V-46H-92Z" fill="${p.g}"/><path d="M-62-74h30v28h-30zM-2-74h30v28H-2zM58-74h30v28H58z" fill="#fff"/>` +
  `<path d="M-92-46a15 15 0 0 0 30 0a15 15 0 0 0 30 0a15 15 0 0 0 30 0a15 15 0 0 0 30 0a15 15 0 0 0 30 0a15 15 0 0 0 30 0z" fill="${p.a}"/>` +
  `<rect x="-70" y="-100" width="140" height="24" rx="6" fill="${p.a}"/>` +
  star(0, -88, 9, p.d);

const checkBadge = (p) =>
  `<circle r="76" fill="${p.g}" stroke="#fff" stroke-width="8"/><circle r="58" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="4"/>` +
  `<path d="M-32 2L-8 26L36-22" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A snowflake path with id "f" (stroke colour set where it is used). */
function snowflake() {
  let d = '';
  for (let k = 0; k < 6; k++) {
    const a = 60 * k - 90;
    d += `M0 0L${pt(50, a)}M${pt(28, a)}L${pt(40, a - 20)}M${pt(28, a)}L${pt(40, a + 20)}`;
  }
  return `<path id="f" d="${d}" fill="none" stroke-width="8" stroke-linecap="round"/>`;
}

function pack(p, fill) {
  // Crimped foil edges: a zigzag across the top and the bottom of the pack.
  let d = 'M-64-84';
  for (let i = 0; i < 16; i++) d += `L${-64 + (i + 1) * 8} ${i % 2 ? -84 : -94}`;
  d += 'V84';
  for (let i = 0; i < 16; i++) d += `L${64 - (i + 1) * 8} ${i % 2 ? 84 : 94}`;
  d += 'Z';
  return (
    `<path d="${d}" fill="${fill}" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M-64 20L40-84H64V-60L-40 84H-64Z" fill="#fff" fill-opacity=".18"/>` +
    `<circle r="48" fill="${p.d}" fill-opacity=".85"/>` +
    place(trophy(p), 0, 0, 0.38) +
    `<rect x="-64" y="56" width="128" height="12" fill="${p.a}"/>`
  );
}

const magnifier = (c) =>
  `<path d="M36 36L80 80" stroke="${c}" stroke-width="22" stroke-linecap="round"/>` +
  `<circle r="50" fill="#fff" fill-opacity=".18" stroke="${c}" stroke-width="14"/>` +
  `<path d="M-28-12A30 30 0 0 1-8-30" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`;

const mapPin = (p) =>
  `<path d="M0 96C-20 56-60 24-60-14A60 60 0 1 1 60-14C60 24 20 56 0 96Z" fill="${p.a}" stroke="#fff" stroke-width="6"/>` +
  `<circle cy="-14" r="24" fill="${p.d}"/>`;

function burst(R, c) {
  let d = '';
  for (let k = 0; k < 12; k++) d += `M${pt(R * 0.35, k * 30)}L${pt(R, k * 30)}`;
  return `<path d="${d}" stroke="${c}" stroke-width="${n0(R / 7)}" stroke-linecap="round"/><circle r="${n0(R / 6)}" fill="${c}"/>`;
}

const priceTag = (p) =>
  `<path d="M-76-46H24L80 0L24 46H-76Z" fill="${p.a}" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>` +
  `<circle cx="36" r="10" fill="${p.d}"/><path d="M-56-20H0M-56 0H-10M-56 20H4" stroke="${p.d}" stroke-width="8" stroke-linecap="round" stroke-opacity=".6"/>`;
const leaf = (c) =>
  `<path d="M0-30C22-14 22 14 0 30C-22 14-22-14 0-30Z" fill="${c}"/><path d="M0-24V36" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>`;

const bracket = (c) =>
  `<path d="M-100-66H-72V-28H-52M-100 10H-72V-28M-100 36H-72V70H-52M-100 106H-72V70M100-66H72V-28H52M100 10H72V-28M100 36H72V70H52M100 106H72V70" ` +
  `fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round" transform="translate(0 -20)"/>`;

const blossom = (c) => {
  let s = '';
  for (let k = 0; k < 5; k++)
    s += `<circle cx="${pt(14, -90 + 72 * k).replace(' ', '" cy="')}" r="12" fill="${c}"/>`;
  return s + `<circle r="7" fill="#f5b700"/>`;
};

const cycleArrows = (c) =>
  `<path d="M-92 6A92 92 0 0 1 62-68M92-6A92 92 0 0 1-62 68" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round"/>` +
  `<path d="M48-88L78-56L38-48ZM-48 88L-78 56L-38 48Z" fill="${c}"/>`;

const pencil = (p) =>
  `<g transform="rotate(35)"><rect x="-13" y="-90" width="26" height="130" fill="${p.a}"/><rect x="-13" y="-104" width="26" height="18" rx="4" fill="#ff8fa8"/>` +
  `<path d="M-13 40L0 74L13 40Z" fill="#f3d9b0"/><path d="M-5 60L0 74L5 60Z" fill="${p.d}"/><path d="M0-90V40" stroke="${GOLD_DARK}" stroke-width="4"/></g>`;

const orbit = (c) =>
  `<ellipse rx="132" ry="36" fill="none" stroke="${c}" stroke-width="8" transform="rotate(-18)"/>`;

function confetti(seed, count, colors, spreadX = 110, spreadY = 100) {
  const rand = rng(seed);
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = (rand() * 2 - 1) * spreadX;
    const y = (rand() * 2 - 1) * spreadY;
    const r = Math.round(rand() * 180);
    s += `<rect x="${n0(x)}" y="${n0(y)}" width="12" height="6" rx="2" fill="${colors[i % colors.length]}" transform="rotate(${r} ${n0(x)} ${n0(y)})"/>`;
  }
  return s;
}

const controller = (p) =>
  `<path d="M-120-44C-152-44-170-4-176 48C-181 92-150 108-124 82L-94 52H94L124 82C150 108 181 92 176 48C170-4 152-44 120-44Z" fill="#fff"/>` +
  `<path d="M-96-8h14v-14h14v14h14v14h-14v14h-14v-14h-14z" fill="${p.d}" transform="translate(-15 8)"/>` +
  `<circle cx="100" cy="-12" r="11" fill="${p.a}"/><circle cx="100" cy="32" r="11" fill="${p.a}"/><circle cx="124" cy="10" r="11" fill="${p.g}"/><circle cx="76" cy="10" r="11" fill="${p.g}"/>` +
  `<circle cx="-40" cy="34" r="18" fill="${p.d}"/><circle cx="40" cy="34" r="18" fill="${p.d}"/>` +
  `<rect x="-22" y="-20" width="44" height="10" rx="5" fill="${p.d}" fill-opacity=".3"/>`;

/** The main visual of each piece, keyed by a motif name; every motif takes the piece's palette. */
const MOTIFS = {
  maintenance: (p) =>
    place(gear(p.a, p.d), -30, -26) +
    place(gear(p.x, p.d), 64, 58, 0.5) +
    place(wrench('#fff'), 18, 18, 0.86),
  winterPack: (p) =>
    `<defs>${snowflake()}</defs>` +
    place(pack(p, '#2f7fd0'), 0, 0, 0.95) +
    `<use href="#f" transform="translate(-86 -60) scale(.42)" stroke="${p.x}"/>` +
    `<use href="#f" transform="translate(88 -30) scale(.3)" stroke="#fff"/>` +
    `<use href="#f" transform="translate(80 70) scale(.36)" stroke="${p.x}"/>`,
  double: (p) =>
    place(coins(p), -22, 14, 1.05) +
    place(badgeX2(p), 62, -54) +
    sparkle(-80, -60, 14, '#fff') +
    sparkle(88, 40, 10, p.x),
  expiry: (p) =>
    place(hourglass(p), -18, 0) + place(bigCoin(p), 66, 56, 0.42) + sparkle(70, -62, 12, p.x),
  coupons: (p) =>
    place(ticket(p.x, p.d) + place(star(0, 0, 16, p.d), -24, 0), -8, -28, 0.82, -12) +
    place(ticket(p.a, p.d) + place(percent(p.d), -24, 0), 10, 30, 0.86, 6),
  festival: (p) =>
    stadiumLights(p) + confetti('festival', 8, [p.a, p.x, '#fff'], 110, 70) + star(0, -70, 16, p.a),
  appUpdate: (p) =>
    place(phone(p), -14, 0) +
    place(miniBall(p.d, '#fff'), 72, -58, 0.24) +
    sparkle(72, 40, 14, p.a) +
    sparkle(-88, -50, 10, '#fff'),
  pcLink: (p) => place(monitor(p), -8, -14, 0.95) + place(chain(p.a), 64, 62, 0.62),
  storeOpen: (p) =>
    storefront(p) +
    confetti('store', 7, [p.a, p.x, '#fff'], 115, 60).replace(/<rect/g, '<rect opacity=".9"'),
  lantern: (p) =>
    place(lantern(p), -26, 4) +
    place(lantern(p), 70, -34, 0.5) +
    sparkle(78, 48, 12, p.a) +
    sparkle(-94, -70, 9, '#fff'),
  tournament: (p) =>
    bracket('#fff') +
    place(trophy(p), 0, -8, 0.5) +
    star(-36, 64, 10, p.a) +
    star(0, 70, 13, p.a) +
    star(36, 64, 10, p.a),
  fixed: (p) => place(checkBadge(p), -10, -6) + place(wrench(p.a), 66, 60, 0.42),
  cards: (p) => place(cardFan(p), 0, -6) + sparkle(-92, -64, 12, p.a) + sparkle(90, -70, 9, '#fff'),
  clipboard: (p) => place(clipboard(p), -12, 0) + place(ball(), 66, 62, 0.3),
  legendsPack: (p) =>
    place(pack(p, GOLD_DARK), 0, 0, 0.95) +
    star(-96, -58, 16, '#fff') +
    star(98, -30, 12, p.a) +
    sparkle(90, 66, 14, '#fff') +
    sparkle(-88, 60, 10, p.x),
  signedBall: (p) =>
    place(ball(), 0, 0, 0.95) +
    `<path d="M-62 30c14-22 26 10 40-8s22 14 36-4 20 8 34-6" fill="none" stroke="${p.a}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
    sparkle(-84, -62, 14, '#fff') +
    sparkle(88, -50, 10, p.a),
  stadiumTour: (p) =>
    stadiumLights(p) +
    place(ticket(p.a, p.d), 70, 56, 0.5, -10) +
    place(ticket(p.x, p.d), 96, 40, 0.5, 8),
  security: (p) => shieldLock(p) + sparkle(-88, -56, 12, p.a) + sparkle(86, 50, 9, '#fff'),
  loginBonus: (p) => place(calendar(p), -12, 0) + place(bigCoin(p), 70, 62, 0.4),
  springCup: (p) =>
    place(trophy(p), 0, 0, 0.95) +
    place(blossom(p.x), -84, -50) +
    place(blossom('#fff'), 88, -18, 0.7) +
    place(blossom(p.x), -72, 64, 0.8),
  welcome: (p) =>
    place(ball(), -10, 4, 0.92) +
    place(bigCoin(p), 70, 58, 0.36) +
    star(72, -66, 16, p.a) +
    star(-88, -64, 10, '#fff'),
  newYear: (p) =>
    place(burst(50, p.a), -56, -42) +
    place(burst(38, p.x), 64, -56) +
    place(burst(30, '#fff'), 70, 44) +
    place(ball(), -24, 48, 0.46),
  autumnSale: (p) =>
    place(priceTag(p), -6, 0, 1, -14) +
    place(leaf(p.x), -78, -58, 1, -30) +
    place(leaf('#b8862f'), 82, 56, 0.9, 40) +
    place(leaf(p.x), 70, -66, 0.7, 70),
  matchday: (p) => place(calendar(p), -12, -4) + place(ball(), 66, 62, 0.38),
  howPoints: (p) => place(bigCoin(p), 0, 0, 1.05) + cycleArrows('#fff'),
  designer: (p) => place(jersey(p.g, '#fff'), -18, 4, 0.92) + place(pencil(p), 62, 10, 0.72),
  kitContest: (p) =>
    place(jersey(p.x, p.d), -48, 14, 0.6) +
    place(jersey('#fff', p.g), 48, 14, 0.6) +
    star(0, -72, 24, p.a) +
    sparkle(-84, -66, 10, '#fff'),
  scouting: (p) =>
    place(ticket(p.a, p.d) + star(-24, 0, 18, p.d), -20, 24, 0.8, -8) +
    place(magnifier('#fff'), 40, -26, 0.8),
  csTour: (p) => place(cardFan(p), -20, 8, 0.9) + place(mapPin(p), 68, -40, 0.5),
  seasonPreview: (p) => stadiumLights(p) + place(ball(), 0, 50, 0.26) + star(0, -74, 12, p.a),
  regionJapan: (p) =>
    place(trophy(p), 0, 0, 0.9) +
    star(-82, -46, 14, '#fff') +
    star(84, -30, 11, p.a) +
    star(-70, 56, 9, p.a),
  regionAmericas: (p) =>
    place(trophy(p), 0, -6, 0.84) +
    star(-60, 86, 10, '#fff') +
    star(-30, 86, 10, p.a) +
    star(0, 86, 10, '#fff') +
    star(30, 86, 10, p.a) +
    star(60, 86, 10, '#fff'),
  regionWorld: (p) =>
    place(ball(), 0, 0, 0.8) + orbit(p.a) + star(-92, -52, 12, '#fff') + star(96, 40, 10, p.x),
};

// ---------------------------------------------------------------------------------------------
// Page furniture
// ---------------------------------------------------------------------------------------------

/** The opening tag; a title only where the picture has no text of its own beside it. */
const svgOpen = (w, h, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
  (title ? `<title>${esc(title)}</title>` : '');
const gradient = (from, to, id = 'b') =>
  `<linearGradient id="${id}" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
/** Mown-pitch stripes. */
const stripes = (w, h, step) =>
  `<pattern id="s" width="${step * 2}" height="8" patternUnits="userSpaceOnUse"><rect width="${step}" height="8" fill="#fff" fill-opacity=".035"/></pattern>` +
  `</defs><rect width="${w}" height="${h}" fill="url(#b)"/><rect width="${w}" height="${h}" fill="url(#s)"/>`;
const background = (w, h, p, step = 64, defs = '') =>
  `<defs>${defs}${gradient(p.bg[0], p.bg[1])}${stripes(w, h, step)}`;
/** A faint centre circle and halfway line of a pitch, around (cx, cy). */
const pitchMarks = (cx, cy, r, h) =>
  `<g fill="none" stroke="#fff" stroke-opacity=".09" stroke-width="3"><circle cx="${cx}" cy="${cy}" r="${r}"/><path d="M${cx} 0V${h}"/></g>`;
const spot = (cx, cy, r) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity=".07"/>`;

function rays(cx, cy, R, count = 16) {
  let d = '';
  const step = 360 / count;
  for (let k = 0; k < count; k += 2)
    d += `M${cx} ${cy}L${n0(cx + R * Math.cos(rad(k * step)))} ${n0(cy + R * Math.sin(rad(k * step)))}L${n0(cx + R * Math.cos(rad((k + 1) * step)))} ${n0(cy + R * Math.sin(rad((k + 1) * step)))}Z`;
  return `<path d="${d}" fill="#fff" fill-opacity=".05"/>`;
}

// ---------------------------------------------------------------------------------------------
// Layouts
// ---------------------------------------------------------------------------------------------

/** Notices (640×360): the motif on a pitch, a gold edge on the left. */
function noticeArt(item) {
  const p = PAL[item.pal];
  const W = 640;
  const H = 360;
  return (
    svgOpen(W, H) +
    background(W, H, p) +
    pitchMarks(320, 180, 150, H) +
    spot(320, 180, 124) +
    place(MOTIFS[item.motif](p), 320, 182, 1.1) +
    `<rect x="0" y="0" width="10" height="${H}" fill="${p.a}"/>` +
    `<rect x="${W - 10}" y="0" width="10" height="${H}" fill="${p.a}"/></svg>`
  );
}

/** Topics (640×360): editorial look, the motif between two slanted gold bands. */
function topicArt(item) {
  const p = PAL[item.pal];
  const W = 640;
  const H = 360;
  return (
    svgOpen(W, H) +
    background(W, H, p) +
    `<path d="M0 0H150L90 360H0Z" fill="${p.d}" fill-opacity=".72"/><path d="M150 0H160L100 360H90Z" fill="${p.a}"/>` +
    `<path d="M640 0H550L490 360H640Z" fill="${p.d}" fill-opacity=".72"/><path d="M540 0H550L490 360H480Z" fill="${p.a}"/>` +
    pitchMarks(320, 180, 130, H) +
    spot(320, 180, 124) +
    place(MOTIFS[item.motif](p), 320, 182, 1.05) +
    `</svg>`
  );
}

/** Popups (640×360): the motif centred on a sunburst, a gold rule at the bottom. */
function popupArt(item) {
  const p = PAL[item.pal];
  const W = 640;
  const H = 360;
  return (
    svgOpen(W, H) +
    background(W, H, p) +
    rays(320, 180, 420) +
    spot(320, 180, 130) +
    place(MOTIFS[item.motif](p), 320, 180, 1.2) +
    `<rect y="${H - 8}" width="${W}" height="8" fill="${p.a}"/></svg>`
  );
}

/** Carousel (800×450): a large motif in the middle over a gold slash. */
function carouselArt(item) {
  const p = PAL[item.pal];
  const W = 800;
  const H = 450;
  return (
    svgOpen(W, H) +
    background(W, H, p, 80) +
    `<path d="M0 380L300 450H0Z" fill="${p.a}"/><path d="M0 340L420 450H340L0 372Z" fill="#fff" fill-opacity=".12"/>` +
    `<path d="M800 70L500 0H800Z" fill="${p.a}"/>` +
    pitchMarks(400, 225, 190, H) +
    spot(400, 225, 158) +
    place(MOTIFS[item.motif](p), 400, 228, 1.36) +
    `</svg>`
  );
}

/** Game banners: wide strips, PC 1200×150 and phone 750×200, the motif among stars. */
function bannerArt(item, device) {
  const p = PAL[item.pal];
  const pc = device === 'pc';
  const W = pc ? 1200 : 750;
  const H = pc ? 150 : 200;
  const mx = W / 2;
  const rand = rng(item.id + device);
  let dots = '';
  for (let i = 0; i < 10; i++) {
    const left = i % 2 === 0;
    const x = left ? 40 + rand() * (mx - 180) : mx + 140 + rand() * (mx - 180);
    const y = 20 + rand() * (H - 40);
    dots += star(x, y, 4 + rand() * 6, i % 3 ? p.a : '#fff', ' fill-opacity=".8"');
  }
  return (
    svgOpen(W, H) +
    background(W, H, p, pc ? 60 : 50) +
    `<path d="M${mx - 200} 0H${mx + 260}L${mx + 200} ${H}H${mx - 260}Z" fill="#fff" fill-opacity=".06"/>` +
    `<path d="M${mx - 214} 0H${mx - 200}L${mx - 260} ${H}H${mx - 274}Z" fill="${p.a}"/>` +
    `<path d="M${mx + 260} 0H${mx + 274}L${mx + 214} ${H}H${mx + 200}Z" fill="${p.a}"/>` +
    dots +
    spot(mx, H / 2, pc ? 68 : 90) +
    place(MOTIFS[item.motif](p), mx, H / 2 + 2, pc ? 0.64 : 0.8) +
    `<rect width="${W}" height="6" fill="${p.a}"/>` +
    `</svg>`
  );
}

/** Neutral thumbnail for content without one: muted navy pitch and ball pattern, no text. */
function placeholderArt() {
  const W = 640;
  const H = 360;
  const ink = '#33426a';
  let balls = '';
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 7; col++) {
      const x = 46 + col * 92 + (row % 2 ? 46 : 0);
      const y = 45 + row * 90;
      if (Math.hypot(x - 320, y - 180) < 120) continue;
      balls += `<use href="#m" x="${x}" y="${y}"/>`;
    }
  return (
    svgOpen(W, H, 'No image') +
    `<defs>${gradient('#18223c', '#222f50')}<g id="m" fill="none" stroke="#2a3759" stroke-width="2"><circle r="9"/><path d="M0-4L4-1L2 4H-2L-4-1Z"/></g></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#b)"/>` +
    balls +
    `<g fill="none" stroke="${ink}" stroke-width="3"><rect x="24" y="24" width="592" height="312" rx="4"/><path d="M320 24V336M24 120H92V240H24M616 120H548V240H616"/><circle cx="320" cy="180" r="62"/></g>` +
    place(miniBall(ink, '#1d2845'), 320, 180, 0.42) +
    `</svg>`
  );
}

/** A shelf of game boxes (72×100, defined once as "#x") with their icons, on a gold plank. */
function shelf(x, y, boxes) {
  let s = '';
  boxes.forEach(([fill, icon], i) => {
    const bx = x + 18 + i * 86;
    s += `<use href="#x" x="${bx}" y="${y - 100}" fill="${fill}"/><use href="#${icon}" x="${bx + 36}" y="${y - 60}"/>`;
  });
  const width = 18 + boxes.length * 86 + 4;
  return s + `<rect x="${x}" y="${y}" width="${width}" height="14" rx="4" fill="${GOLD_DARK}"/>`;
}

/** Games-store landing hero: a shelf of game boxes, a controller and a ball; no text. */
function storeHeroArt(phoneLayout) {
  const p = PAL.night;
  const W = phoneLayout ? 750 : 1200;
  const H = phoneLayout ? 500 : 400;
  // The box and its icons (about 40 px), defined once and reused.
  const defs =
    `<g id="x" stroke="#fff" stroke-width="3"><rect width="72" height="100" rx="6"/><path d="M2 78h68v10H2z" fill="#fff" fill-opacity=".3" stroke="none"/></g>` +
    `<g id="ib" transform="scale(.22)">${miniBall(p.d, '#fff')}</g>` +
    `<g id="is">${star(0, 0, 18, p.a)}</g>` +
    `<g id="ic"><rect x="-14" y="-19" width="28" height="38" rx="3" fill="#fff"/><circle cy="-6" r="6" fill="${p.d}"/><path d="M-9 9C-9 0 9 0 9 9Z" fill="${p.d}"/></g>` +
    `<g id="ik"><rect x="-14" y="-19" width="28" height="38" rx="3" fill="#fff"/><path d="M-8-11l6 6m0-6l-6 6M3 4l6 6m0-6l-6 6" stroke="${p.d}" stroke-width="3"/></g>` +
    `<path id="iu" d="M-13-18H13V-4C13 6 6 11 0 11C-6 11-13 6-13-4ZM-9 13h18v5h-18z" fill="${p.a}"/>`;
  const row1 = [
    ['#12864b', 'ib'],
    ['#5a2391', 'ic'],
    ['#1d5fa0', 'ik'],
    ['#7a2e12', 'is'],
    ['#0f6e6a', 'iu'],
  ];
  const row2 = [
    ['#2b3496', 'ib'],
    ['#0f5e8a', 'iu'],
    ['#12864b', 'ic'],
    ['#5a4300', 'is'],
    ['#5a2391', 'ik'],
  ];
  const beams = phoneLayout
    ? `<path d="M60 0L250 500H0V160ZM690 0L500 500H750V160Z" fill="#fff" fill-opacity=".05"/>`
    : `<path d="M80 0L360 400H0V120ZM1120 0L840 400H1200V120Z" fill="#fff" fill-opacity=".05"/>`;
  // Both shelves hold five boxes: 18 + 5 × 86 + 4 = 452 px wide.
  const body = phoneLayout
    ? `<rect x="129" y="24" width="492" height="268" rx="16" fill="${p.d}" fill-opacity=".55"/>` +
      shelf(149, 140, row1) +
      shelf(149, 264, row2) +
      spot(290, 380, 110) +
      place(controller(p), 290, 366, 1, -6) +
      place(ball(), 590, 370, 0.7)
    : `<rect x="70" y="40" width="492" height="330" rx="18" fill="${p.d}" fill-opacity=".55"/>` +
      shelf(90, 180, row1) +
      shelf(90, 336, row2) +
      spot(850, 210, 160) +
      place(controller(p), 840, 200, 1.15, -8) +
      place(ball(), 1122, 318, 0.68);
  return (
    svgOpen(W, H, 'Games store') +
    background(W, H, p, 80, defs) +
    beams +
    body +
    sparkle(phoneLayout ? 690 : 1120, phoneLayout ? 270 : 80, 16, p.a) +
    sparkle(phoneLayout ? 90 : 660, phoneLayout ? 420 : 90, 12, '#fff') +
    `</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Content (ids from the demo content plan)
// ---------------------------------------------------------------------------------------------

const NOTICES = [
  {
    id: 'n-maintenance-window',
    pal: 'slate',
    motif: 'maintenance',
  },
  {
    id: 'n-winter-cup-pack',
    pal: 'winter',
    motif: 'winterPack',
  },
  {
    id: 'n-double-points-weekend',
    pal: 'night',
    motif: 'double',
  },
  {
    id: 'n-points-expiry-reminder',
    pal: 'midnight',
    motif: 'expiry',
  },
  { id: 'n-new-coupons', pal: 'teal', motif: 'coupons' },
  {
    id: 'n-festival-announcement',
    pal: 'festival',
    motif: 'festival',
  },
  { id: 'n-app-update', pal: 'sky', motif: 'appUpdate' },
  {
    id: 'n-steam-link-guide',
    pal: 'indigo',
    motif: 'pcLink',
  },
  {
    id: 'n-jp-store-campaign',
    pal: 'forest',
    motif: 'storeOpen',
  },
  {
    id: 'n-hk-celebration',
    pal: 'lunar',
    motif: 'lantern',
  },
  {
    id: 'n-us-tournament',
    pal: 'indigo',
    motif: 'tournament',
  },
  {
    id: 'n-exchange-issue-fixed',
    pal: 'emerald',
    motif: 'fixed',
  },
  {
    id: 'n-champion-squads-collab',
    pal: 'violet',
    motif: 'cards',
  },
  {
    id: 'n-league-manager-season',
    pal: 'pitch',
    motif: 'clipboard',
  },
  {
    id: 'n-lottery-results',
    pal: 'midnight',
    motif: 'stadiumTour',
  },
  {
    id: 'n-security-tips',
    pal: 'sky',
    motif: 'security',
  },
  {
    id: 'n-daily-login-bonus',
    pal: 'night',
    motif: 'loginBonus',
  },
  {
    id: 'n-spring-cup-results',
    pal: 'spring',
    motif: 'springCup',
  },
  { id: 'n-welcome-programme', pal: 'night', motif: 'welcome' },
  {
    id: 'n-new-year-event',
    pal: 'midnight',
    motif: 'newYear',
  },
  {
    id: 'n-autumn-sale-ended',
    pal: 'autumn',
    motif: 'autumnSale',
  },
];
// Deliberately without a thumbnail, to show the placeholder: n-support-hours, n-terms-update.

const TOPICS = [
  {
    id: 't-matchday-guide',
    pal: 'pitch',
    motif: 'matchday',
  },
  {
    id: 't-how-points-work',
    pal: 'gold',
    motif: 'howPoints',
  },
  {
    id: 't-designer-interview',
    pal: 'teal',
    motif: 'designer',
  },
  {
    id: 't-kit-contest',
    pal: 'ember',
    motif: 'kitContest',
  },
  {
    id: 't-scouting-tips',
    pal: 'winter',
    motif: 'scouting',
  },
  {
    id: 't-champion-squads-tour',
    pal: 'violet',
    motif: 'csTour',
  },
  {
    id: 't-season-preview',
    pal: 'midnight',
    motif: 'seasonPreview',
  },
];

const POPUPS = [
  { id: 'p-legends-pack', pal: 'gold', motif: 'legendsPack' },
  { id: 'p-double-points', pal: 'gold', motif: 'double' },
  { id: 'p-hk-lunar', pal: 'lunar', motif: 'lantern' },
  {
    id: 'p-maintenance',
    pal: 'slate',
    motif: 'maintenance',
  },
];

const CAROUSEL = [
  { id: 'c-legends-pack', pal: 'gold', motif: 'legendsPack' },
  {
    id: 'c-double-points',
    pal: 'pitch',
    motif: 'double',
  },
  {
    id: 'c-festival',
    pal: 'festival',
    motif: 'festival',
  },
  { id: 'c-coupons', pal: 'teal', motif: 'coupons' },
  {
    id: 'c-lottery',
    pal: 'gold',
    motif: 'signedBall',
  },
];

const BANNERS = [
  {
    id: 'gb-japan',
    pal: 'forest',
    motif: 'regionJapan',
  },
  {
    id: 'gb-americas',
    pal: 'teal',
    motif: 'regionAmericas',
  },
  {
    id: 'gb-world',
    pal: 'violet',
    motif: 'regionWorld',
  },
];

// ---------------------------------------------------------------------------------------------
// Write
// ---------------------------------------------------------------------------------------------

const files = new Map();
/** Drops the separators that path data and point lists do not need before a minus sign. */
const compact = (svg) =>
  svg.replace(/ (d|points)="([^"]*)"/g, (_, name, v) => ` ${name}="${v.replace(/[ ,]-/g, '-')}"`);
const add = (rel, svg) => {
  if (files.has(rel)) throw new Error(`duplicate file ${rel}`);
  files.set(rel, compact(svg) + '\n');
};
for (const item of NOTICES) add(`notices/${item.id}.svg`, noticeArt(item));
for (const item of TOPICS) add(`topics/${item.id}.svg`, topicArt(item));
for (const item of POPUPS) add(`popups/${item.id}.svg`, popupArt(item));
for (const item of CAROUSEL) add(`carousel/${item.id}.svg`, carouselArt(item));
for (const item of BANNERS)
  for (const device of ['pc', 'sp'])
    add(`banners/${item.id}-${device}.svg`, bannerArt(item, device));
add('placeholder-thumbnail.svg', placeholderArt());
// The games store's heroes are the home page's largest pictures: they go with the SPA's code
// (and are inlined into it), so they paint with the page instead of waiting for a request.
const bundled = new Map([
  ['store-hero.svg', compact(storeHeroArt(false)) + '\n'],
  ['store-hero-sp.svg', compact(storeHeroArt(true)) + '\n'],
]);

let total = 0;
for (const [rel, svg] of files) {
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) throw new Error(`${rel} is ${bytes} bytes (limit ${MAX_BYTES})`);
  if (/href="(?!#)|<image|@import|url\((?!#)/.test(svg))
    throw new Error(`${rel} has an external reference`);
  const file = path.join(outDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  total += bytes;
}
const assetsDir = path.join(root, 'apps/web/src/assets');
mkdirSync(assetsDir, { recursive: true });
for (const [name, svg] of bundled) {
  if (Buffer.byteLength(svg) > MAX_BYTES)
    throw new Error(`${name} is ${Buffer.byteLength(svg)} bytes`);
  writeFileSync(path.join(assetsDir, name), svg);
}
console.log(
  `Wrote ${files.size} files (${(total / 1024).toFixed(1)} KB) to ${path.relative(root, outDir)}`,
);
