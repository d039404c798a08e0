// Writes the demo coupon artwork (three campaign pictures and one picture per coupon) as small,
// self-contained SVG files under apps/web/public/content/coupons/.
// Original flat artwork for the fictional game "Pitch Legends", in the palette of
// scripts/generate-content-art.mjs: no words (the pictures are shown in every language, with alt
// text), no fonts beyond generic families, no external references, no raster images.
// Deterministic: the same input always gives the same bytes.
// Run with `node scripts/generate-coupon-art.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'apps/web/public/content/coupons');
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
// Palettes: night-pitch navy and greens, gold accent, white (as in generate-content-art.mjs)
// ---------------------------------------------------------------------------------------------

const GOLD_DARK = '#c98f00';
const GOLD_LIGHT = '#ffd95a';
const base = { a: '#f5b700', d: '#0a1733', g: '#12864b', w: '#fff' };
const PAL = {
  pitch: { ...base, bg: ['#06371f', '#12864b'], x: '#7be0a6' },
  winter: { ...base, bg: ['#0a1733', '#1d5fa0'], x: '#a8dcff' },
  gold: { ...base, bg: ['#0a1733', '#5a4300'], x: GOLD_LIGHT },
  teal: { ...base, bg: ['#0a1733', '#0f6e6a'], x: '#5fe0d2' },
  sky: { ...base, bg: ['#0a1733', '#0f5e8a'], x: '#6fd0ff' },
  autumn: { ...base, a: '#e0a43a', d: '#1d1a26', bg: ['#262034', '#5b4738'], x: '#c9683a' },
  forest: { ...base, bg: ['#0a1733', '#0b5a33'], x: '#f5d76e' },
  midnight: { ...base, bg: ['#050c1f', '#1a2f5c'], x: '#5cb8ff' },
};
const LEAVES = ['#c9683a', '#e0a43a', '#b8862f'];

// ---------------------------------------------------------------------------------------------
// Shared shapes, each drawn in a box of about -100..100 around the origin
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
/** A ball: white disc with a dark pentagon, radius 90. */
const miniBall = (ink, fill) =>
  `<circle r="90" fill="${fill}" stroke="${ink}" stroke-width="8"/><path d="M${[0, 1, 2, 3, 4].map((k) => pt(34, -90 + 72 * k)).join('L')}Z" fill="${ink}"/>`;
/** Tiny round dots (night-sky stars, lamps) as one path of zero-length strokes. */
const dots = (list, c, w, extra = '') =>
  `<path d="${list.map(([x, y]) => `M${n0(x)} ${n0(y)}h0`).join('')}" stroke="${c}" stroke-width="${w}" stroke-linecap="round"${extra}/>`;

/** A leaf with its midrib and stem, pointing up, about 70 tall. */
const leaf = (c) =>
  `<path d="M0-34C24-18 24 14 0 30C-24 14-24-18 0-34Z" fill="${c}"/><path d="M0-26V40" stroke="#fff" stroke-opacity=".55" stroke-width="3" stroke-linecap="round"/>`;

/** A snowflake path with id "f" (stroke colour set where it is used), radius 50. */
function snowflake() {
  let d = '';
  for (let k = 0; k < 6; k++) {
    const a = 60 * k - 90;
    d += `M0 0L${pt(50, a)}M${pt(28, a)}L${pt(40, a - 20)}M${pt(28, a)}L${pt(40, a + 20)}`;
  }
  return `<path id="f" d="${d}" fill="none" stroke-width="8" stroke-linecap="round"/>`;
}
const flake = (x, y, s, c) =>
  `<use href="#f" transform="translate(${x} ${y}) scale(${s})" stroke="${c}"/>`;

/** A floodlight head (lamps in a grid) on a pole of the given length, leaning by `lean`. */
const floodlight = (p, pole, lean) =>
  `<path d="M-4 0H4V${pole}H-4Z" fill="#fff" fill-opacity=".75"/>` +
  place(
    `<rect x="-36" y="-22" width="72" height="42" rx="6" fill="${p.d}" stroke="#fff" stroke-width="4"/>` +
      dots(
        [-22, -7, 8, 23].flatMap((x) => [
          [x, -7],
          [x, 7],
        ]),
        p.a,
        11,
      ),
    0,
    0,
    1,
    lean,
  );

// ---------------------------------------------------------------------------------------------
// Coupon motifs (drawn in about -100..100, shown on the coupon's panel)
// ---------------------------------------------------------------------------------------------

/** A gold price tag with "500" on it and its string. */
const priceTag = (p) =>
  `<path d="M48-6C70-40 86-60 100-92" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
  place(
    `<path d="M-96-50H34L92 0L34 50H-96Z" fill="${p.a}" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M-84-38H30L76 0L30 38H-84Z" fill="none" stroke="${GOLD_DARK}" stroke-width="3" stroke-dasharray="7 5"/>` +
      `<circle cx="52" r="11" fill="${p.d}"/>` +
      `<text x="-28" y="19" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="${p.d}">¥500</text>`,
    0,
    0,
    1,
    -14,
  );

/** A parcel in three-quarter view, with tape, a star and speed lines. */
const parcel = (p) =>
  `<path d="M-98-8H-72M-106 24H-72M-94 56H-72" stroke="#fff" stroke-width="9" stroke-linecap="round"/>` +
  `<path d="M-56-24H50V86H-56Z" fill="${p.a}"/><path d="M50-24L96-56V52L50 86Z" fill="${GOLD_DARK}"/>` +
  `<path d="M-56-24L-10-56H96L50-24Z" fill="${GOLD_LIGHT}"/>` +
  `<path d="M-14-24L32-56H50L4-24Z" fill="#fff" fill-opacity=".85"/><path d="M-14-24H4V18H-14Z" fill="#fff" fill-opacity=".85"/>` +
  `<path d="M-42 52H-4M-42 68H-18" stroke="${p.d}" stroke-width="6" stroke-linecap="round" stroke-opacity=".5"/>` +
  star(28, 56, 16, p.d);

/** A saw-edged sale sticker with a big percent sign. */
function percentSticker(p) {
  const pts = Array.from({ length: 36 }, (_, i) => pt(i % 2 ? 84 : 98, i * 10)).join(' ');
  return (
    `<polygon points="${pts}" fill="${p.a}"/><circle r="72" fill="${p.d}"/>` +
    `<circle r="62" fill="none" stroke="${p.a}" stroke-width="3" stroke-dasharray="6 6"/>` +
    `<path d="M30-42L-30 42" stroke="#fff" stroke-width="14" stroke-linecap="round"/>` +
    `<circle cx="-26" cy="-24" r="15" fill="none" stroke="#fff" stroke-width="11"/><circle cx="26" cy="24" r="15" fill="none" stroke="#fff" stroke-width="11"/>`
  );
}

/** A take-away cup with a lid, a straw and a ball on its band. */
const cupShape = (p) =>
  `<path d="M12-70L34-112H58" fill="none" stroke="${p.x}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="M-52-56H52L38 92H-38Z" fill="#fff"/><path d="M36-56H52L38 92H24Z" fill="${p.d}" fill-opacity=".12"/>` +
  `<path d="M-48-6H48L44 44H-44Z" fill="${p.g}"/>` +
  `<path d="M-44-66Q0-92 44-66Z" fill="${GOLD_DARK}"/><rect x="-60" y="-70" width="120" height="18" rx="7" fill="${p.a}"/>` +
  place(miniBall(p.d, '#fff'), 0, 19, 0.19) +
  `<circle cx="-26" cy="-104" r="6" fill="#fff" fill-opacity=".5"/><circle cx="-44" cy="-88" r="4" fill="#fff" fill-opacity=".4"/>`;
const cup = (p) => place(cupShape(p), 0, 6);

/** A small floodlight head with six lamps, for the stadium coupon. */
const lampHead = (p, x, lean) =>
  place(
    `<rect x="-22" y="-14" width="44" height="28" rx="4" fill="${p.d}" stroke="#fff" stroke-width="3"/>` +
      dots(
        [-11, 0, 11].flatMap((lx) => [
          [lx, -4],
          [lx, 5],
        ]),
        p.a,
        7,
      ),
    x,
    -66,
    1,
    lean,
  );

/** A stadium bowl seen from above and the side, with floodlights and a star. */
const stadium = (p) =>
  `<path d="M-84 10V-58M84 10V-58" stroke="#fff" stroke-width="6"/>` +
  lampHead(p, -84, 10) +
  lampHead(p, 84, -10) +
  `<path d="M-100 6V54A100 40 0 0 0 100 54V6Z" fill="#c9d4e8"/>` +
  `<path d="M-88 50A92 34 0 0 0 88 50" fill="none" stroke="${p.d}" stroke-opacity=".45" stroke-width="12" stroke-dasharray="10 7"/>` +
  `<ellipse cy="6" rx="100" ry="40" fill="#fff"/><ellipse cy="8" rx="86" ry="31" fill="${p.d}"/>` +
  `<ellipse cy="10" rx="86" ry="31" fill="none" stroke="${p.a}" stroke-width="4" stroke-dasharray="3 5"/>` +
  `<ellipse cy="12" rx="62" ry="20" fill="${p.g}"/>` +
  `<path d="M0-8V32" stroke="#fff" stroke-width="3"/><ellipse cy="12" rx="12" ry="5" fill="none" stroke="#fff" stroke-width="3"/>` +
  star(0, -52, 22, p.a);

/** One hanging end of a scarf: striped, with a fringe. */
const scarfEnd = (p, x, len, rot) =>
  `<g transform="translate(${x} -40) rotate(${rot})">` +
  `<path d="M-22 0H22V${len}H-22Z" fill="#fff"/>` +
  `<path d="M-22 ${len - 50}h44v12h-44zM-22 ${len - 24}h44v12h-44z" fill="${p.g}"/><path d="M-22 ${len - 37}h44v12h-44z" fill="${p.a}"/>` +
  `<path d="M-16 ${len + 3}v13M-6 ${len + 3}v13M4 ${len + 3}v13M14 ${len + 3}v13" stroke="${p.a}" stroke-width="5" stroke-linecap="round"/></g>`;
const scarf = (p) =>
  `<rect x="-66" y="-82" width="132" height="46" rx="23" fill="#fff"/>` +
  `<path d="M-36-82V-36M36-82V-36" stroke="${p.g}" stroke-width="12"/>` +
  scarfEnd(p, -22, 124, 10) +
  scarfEnd(p, 26, 104, -16) +
  `<rect x="-26" y="-58" width="56" height="34" rx="10" fill="${p.d}" stroke="#fff" stroke-width="4"/>` +
  star(2, -41, 10, p.a);

const jersey = (body, trim) =>
  `<path d="M-35-85L-85-64L-102-18L-70-6L-64-26V86H64V-26L70-6L102-18L85-64L35-85C24-62-24-62-35-85Z" fill="${body}"/>` +
  `<path d="M-35-85C-24-62 24-62 35-85L24-88C14-72-14-72-24-88Z" fill="${trim}"/>` +
  `<path d="M-85-64L-102-18L-92-14L-76-60ZM85-64L102-18L92-14L76-60Z" fill="${trim}"/>` +
  `<path d="M-64 60H64V72H-64Z" fill="${trim}" fill-opacity=".85"/>`;
const autumnKit = (p) =>
  jersey(p.x, p.a) +
  place(leaf(p.a), 30, -20, 0.62, 24) +
  star(-32, -30, 12, '#fff') +
  place(leaf(LEAVES[2]), -88, 66, 0.5, -40) +
  place(leaf(LEAVES[1]), 96, 40, 0.42, 50);

/** A gift box with a ribbon, a bow and a star on top. */
const giftBox = (p) =>
  `<path d="M-70-16H70V88H-70Z" fill="${p.g}"/><path d="M40-16H70V88H40Z" fill="${p.d}" fill-opacity=".2"/>` +
  `<rect x="-82" y="-42" width="164" height="30" rx="5" fill="#3ecf7e"/>` +
  `<path d="M-13-42H13V88H-13Z" fill="${p.a}"/><path d="M-82-20H82" stroke="${p.d}" stroke-opacity=".2" stroke-width="6"/>` +
  `<path d="M-2-42C-30-80-70-70-50-46C-40-36-20-40-2-42ZM2-42C30-80 70-70 50-46C40-36 20-40 2-42Z" fill="${p.a}" stroke="${GOLD_DARK}" stroke-width="4" stroke-linejoin="round"/>` +
  star(0, -74, 26, '#fff', ` stroke="${p.a}" stroke-width="4" stroke-linejoin="round"`) +
  sparkle(-66, -86, 10, p.x) +
  sparkle(70, -90, 8, '#fff');

const COUPON_MOTIFS = {
  priceTag,
  parcel,
  percentSticker,
  cup,
  stadium,
  scarf,
  autumnKit,
  giftBox,
};

// ---------------------------------------------------------------------------------------------
// Page furniture
// ---------------------------------------------------------------------------------------------

const svgOpen = (w, h) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
const gradient = (from, to, id = 'b') =>
  `<linearGradient id="${id}" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
/** Mown-pitch stripes. */
const stripes = (w, h, step) =>
  `<pattern id="s" width="${step * 2}" height="8" patternUnits="userSpaceOnUse"><rect width="${step}" height="8" fill="#fff" fill-opacity=".035"/></pattern>` +
  `</defs><rect width="${w}" height="${h}" fill="url(#b)"/><rect width="${w}" height="${h}" fill="url(#s)"/>`;
const background = (w, h, p, step = 64, defs = '') =>
  `<defs>${defs}${gradient(p.bg[0], p.bg[1])}${stripes(w, h, step)}`;
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
// Campaign pictures (640×360)
// ---------------------------------------------------------------------------------------------

/** A shopping bag with rope handles and an emblem on its front. */
const bag = (body, band, rope, emblem) =>
  `<path d="M-36-58V-84A36 36 0 0 1 36-84V-58" fill="none" stroke="${rope}" stroke-width="9" stroke-linecap="round"/>` +
  `<path d="M-78-62H78L88 96H-88Z" fill="${body}"/><path d="M60-62H78L88 96H66Z" fill="#000" fill-opacity=".1"/>` +
  `<path d="M-78-62H78L79-42H-79Z" fill="${band}"/>` +
  `<circle cx="-36" cy="-52" r="5" fill="${rope}"/><circle cx="36" cy="-52" r="5" fill="${rope}"/>` +
  emblem;

function officialStore(p) {
  const tag =
    `<path d="M-76-46H24L80 0L24 46H-76Z" fill="${p.a}" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>` +
    `<circle cx="40" r="10" fill="${p.d}"/>` +
    star(-26, 0, 26, p.d);
  return (
    rays(320, 190, 420) +
    spot(320, 196, 140) +
    place(bag(p.g, p.d, '#fff', place(miniBall(p.d, '#fff'), 0, 20, 0.3)), 196, 222, 0.72, -8) +
    place(
      bag('#fff', p.g, p.a, `<circle cy="22" r="44" fill="${p.a}"/>` + star(0, 22, 30, p.d)),
      330,
      200,
      1.02,
    ) +
    `<path d="M366 118C400 96 420 100 440 116" fill="none" stroke="#fff" stroke-width="4"/>` +
    place(tag, 470, 150, 0.66, 58) +
    sparkle(118, 96, 16, p.a) +
    sparkle(548, 268, 14, '#fff') +
    sparkle(540, 78, 9, p.x) +
    star(96, 300, 9, '#fff', ' fill-opacity=".8"') +
    star(596, 180, 11, p.a)
  );
}

function stadiumPartners(p) {
  const rand = rng('stadium-partners');
  const sky = Array.from({ length: 16 }, () => [12 + rand() * 616, 10 + rand() * 100]);
  const band = (y0, y1, a) => `M-10 ${y0}Q320 ${y0 - a} 650 ${y0}V${y1}Q320 ${y1 - a} -10 ${y1}Z`;
  return (
    dots(sky, '#fff', 3, ' stroke-opacity=".7"') +
    `<path d="M78 60L330 330H60ZM562 60L310 330H580Z" fill="#fff" fill-opacity=".08"/>` +
    place(floodlight(p, 120, 8), 78, 60) +
    place(floodlight(p, 120, -8), 562, 60) +
    `<path d="${band(146, 160, 76)}" fill="#c9d4e8"/>` +
    `<path d="${band(160, 212, 76)}" fill="#0b1a3a"/><path d="${band(160, 212, 76)}" fill="url(#c)"/>` +
    `<path d="${band(212, 222, 70)}" fill="${p.a}"/>` +
    `<path d="${band(222, 264, 64)}" fill="#0b1a3a"/><path d="${band(222, 264, 64)}" fill="url(#c)"/>` +
    `<path d="M-10 264Q320 200 650 264V370H-10Z" fill="${p.g}"/>` +
    `<path d="M-10 292Q320 232 650 292V322Q320 262-10 322Z" fill="#fff" fill-opacity=".06"/>` +
    `<g fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="3"><path d="M320 233V360"/><ellipse cx="320" cy="300" rx="92" ry="28"/></g>` +
    place(miniBall(p.d, '#fff'), 320, 300, 0.09) +
    star(320, 62, 20, p.a) +
    sparkle(250, 84, 9, '#fff') +
    sparkle(392, 80, 11, p.x)
  );
}
const crowd = (p) =>
  `<pattern id="c" width="16" height="12" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="3" fill="#fff" fill-opacity=".3"/><circle cx="12" cy="10" r="3" fill="${p.a}" fill-opacity=".45"/></pattern>`;

function seasonSpecials(p) {
  return (
    `<path d="M0 0H300L220 360H0Z" fill="url(#a)"/><path d="M300 0H318L238 360H220Z" fill="${p.a}"/>` +
    spot(264, 184, 96) +
    place(leaf(LEAVES[0]), 70, 84, 1.1, -30) +
    place(leaf(LEAVES[1]), 170, 58, 0.8, 40) +
    place(leaf(LEAVES[2]), 56, 250, 0.9, 20) +
    place(leaf(LEAVES[1]), 150, 300, 1.2, -60) +
    place(leaf(LEAVES[0]), 176, 178, 0.62, 70) +
    flake(470, 176, 1.7, '#fff') +
    flake(590, 64, 0.55, p.x) +
    flake(586, 300, 0.45, p.x) +
    flake(380, 66, 0.4, '#fff') +
    flake(378, 300, 0.32, p.x) +
    place(miniBall(p.d, '#fff'), 266, 184, 0.56) +
    sparkle(620, 180, 9, '#fff') +
    sparkle(24, 170, 9, p.a)
  );
}

// ---------------------------------------------------------------------------------------------
// Coupon pictures (400×300): a ticket with notched edges, the motif on a panel and a stub
// ---------------------------------------------------------------------------------------------

// The ticket: 28..372 × 56..244, perforated at x = 284. Everything that matters stays inside the
// middle 16:9 band (y 38..262), as the site shows pictures in 16:9 boxes with object-fit: cover.
const T = { x0: 28, y0: 56, x1: 372, y1: 244, px: 284, r: 12, n: 13, s: 6 };

/** The ticket outline: rounded corners, half-round notches at both ends of the perforation, and a
 * row of small scallops down each short edge. Traced clockwise; notches are inward arcs. */
function ticketPath() {
  const { x0, y0, x1, y1, px, r, n, s } = T;
  const mid = (y0 + y1) / 2;
  const ys = [-3, -2, -1, 0, 1, 2, 3].map((k) => mid + k * 24);
  let d = `M${x0 + r} ${y0}H${px - n}A${n} ${n} 0 0 0 ${px + n} ${y0}H${x1 - r}A${r} ${r} 0 0 1 ${x1} ${y0 + r}`;
  for (const y of ys) d += `V${y - s}A${s} ${s} 0 0 0 ${x1} ${y + s}`;
  d += `V${y1 - r}A${r} ${r} 0 0 1 ${x1 - r} ${y1}H${px + n}A${n} ${n} 0 0 0 ${px - n} ${y1}H${x0 + r}A${r} ${r} 0 0 1 ${x0} ${y1 - r}`;
  for (const y of [...ys].reverse()) d += `V${y + s}A${s} ${s} 0 0 0 ${x0} ${y - s}`;
  return `${d}V${y0 + r}A${r} ${r} 0 0 1 ${x0 + r} ${y0}Z`;
}

/** The stub: a gold star medallion above a barcode (bars only, no digits). */
function stub(item, p) {
  const cx = (T.px + T.x1) / 2;
  const rand = rng(item.id);
  let bars = '';
  let y = 124;
  while (y < 214) {
    const h = 2 + Math.floor(rand() * 4) * 2;
    if (y + h > 218) break;
    bars += `M${cx - 22} ${y}h44v${h}h-44z`;
    y += h + 3 + Math.floor(rand() * 2) * 2;
  }
  return (
    `<circle cx="${cx}" cy="92" r="20" fill="${p.a}"/>` +
    star(cx, 93, 13, p.d) +
    `<path d="${bars}" fill="${p.d}"/>`
  );
}

function couponArt(item) {
  const p = PAL[item.pal];
  const W = 400;
  const H = 300;
  const { x0, y0, y1, px } = T;
  const panel = { x: x0 + 16, y: y0 + 16, w: px - x0 - 32, h: y1 - y0 - 32 };
  const cx = panel.x + panel.w / 2;
  const cy = panel.y + panel.h / 2;
  return (
    svgOpen(W, H) +
    background(W, H, p, 40, `<path id="t" d="${ticketPath()}"/>`) +
    `<circle cx="60" cy="34" r="70" fill="#fff" fill-opacity=".05"/><circle cx="360" cy="280" r="90" fill="#fff" fill-opacity=".05"/>` +
    `<use href="#t" y="6" fill="#000" fill-opacity=".3"/><use href="#t" fill="#fff"/>` +
    `<rect x="${panel.x}" y="${panel.y}" width="${panel.w}" height="${panel.h}" rx="10" fill="url(#b)"/>` +
    spot(cx, cy, 66) +
    `<path d="M${px} ${y0 + 20}V${y1 - 20}" stroke="${p.d}" stroke-opacity=".35" stroke-width="4" stroke-dasharray="8 7"/>` +
    stub(item, p) +
    place(COUPON_MOTIFS[item.motif](p), cx, cy + 4, 0.7) +
    `</svg>`
  );
}

function campaignArt(item) {
  const p = PAL[item.pal];
  const W = 640;
  const H = 360;
  return (
    svgOpen(W, H) +
    background(W, H, p, 64, item.defs ? item.defs(p) : '') +
    item.scene(p) +
    `<rect y="352" width="${W}" height="8" fill="${p.a}"/></svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Content (ids from the demo coupon data, apps/api/src/demo/coupons.ts)
// ---------------------------------------------------------------------------------------------

const CAMPAIGNS = [
  { id: 'official-store', pal: 'forest', scene: officialStore },
  { id: 'stadium-partners', pal: 'midnight', scene: stadiumPartners, defs: crowd },
  {
    id: 'season-specials',
    pal: 'winter',
    scene: seasonSpecials,
    defs: () => snowflake() + gradient('#3a2b2a', '#7a4a2e', 'a'),
  },
];

const COUPONS = [
  { id: 'store-500-off', pal: 'forest', motif: 'priceTag' },
  { id: 'store-free-shipping', pal: 'sky', motif: 'parcel' },
  { id: 'store-10-percent', pal: 'gold', motif: 'percentSticker' },
  { id: 'stadium-drink', pal: 'teal', motif: 'cup' },
  { id: 'stadium-tour', pal: 'midnight', motif: 'stadium' },
  { id: 'stadium-scarf', pal: 'pitch', motif: 'scarf' },
  { id: 'autumn-kit-discount', pal: 'autumn', motif: 'autumnKit' },
  { id: 'new-year-bundle', pal: 'winter', motif: 'giftBox' },
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

for (const item of CAMPAIGNS) add(`${item.id}.svg`, campaignArt(item));
for (const item of COUPONS) add(`${item.id}.svg`, couponArt(item));

let total = 0;
for (const [rel, svg] of files) {
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) throw new Error(`${rel} is ${bytes} bytes (limit ${MAX_BYTES})`);
  if (/href="(?!#)|<image|@import|url\((?!#)/.test(svg))
    throw new Error(`${rel} has an external reference`);
  // No words: text, if any, is numerals and symbols only.
  for (const [, text] of svg.matchAll(/<text[^>]*>([^<]*)</g))
    if (/\p{L}/u.test(text)) throw new Error(`${rel} has letters in its text: ${text}`);
  const file = path.join(outDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  total += bytes;
}
console.log(
  `Wrote ${files.size} files (${(total / 1024).toFixed(1)} KB) to ${path.relative(root, outDir)}`,
);
