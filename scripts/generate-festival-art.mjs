// Draws the demo festivals' images (our own art, SVG): a stadium under festival bunting.
// Run: node scripts/generate-festival-art.mjs → apps/web/public/content/festivals/*.svg
import { mkdirSync, writeFileSync } from 'node:fs';
import { root } from './build.mjs';

const FESTIVALS = {
  'summer-festival': {
    sky: ['#ff9a3c', '#ffd36e'],
    pitch: '#1f8a4c',
    flags: ['#e63946', '#1d3557', '#f1c40f', '#2a9d8f'],
  },
  'spring-festival': {
    sky: ['#7fb8e6', '#f4c6d7'],
    pitch: '#2e9e5b',
    flags: ['#e76f9a', '#3a86ff', '#ffbe0b', '#8338ec'],
  },
};

function bunting(colors) {
  let out = '<path d="M0 38 Q240 96 480 38" fill="none" stroke="#14213d" stroke-width="2"/>';
  for (let i = 0; i < 16; i++) {
    const x = 12 + i * 29;
    const t = x / 480;
    const y = 38 + 4 * 58 * t * (1 - t);
    out += `<path d="M${x - 9} ${y.toFixed(1)} L${x + 9} ${y.toFixed(1)} L${x} ${(y + 20).toFixed(1)} Z" fill="${colors[i % colors.length]}"/>`;
  }
  return out;
}

function art({ sky, pitch, flags }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270" width="480" height="270">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="480" height="270" fill="url(#sky)"/>
<circle cx="400" cy="70" r="28" fill="#fff6d5" opacity="0.85"/>
<path d="M30 200 Q240 110 450 200 L450 270 L30 270 Z" fill="#14213d"/>
<path d="M52 200 Q240 128 428 200 Z" fill="#24355c"/>
<g fill="#f5b700">${Array.from({ length: 9 }, (_, i) => `<rect x="${70 + i * 40}" y="${156 - Math.round(28 * Math.sin((Math.PI * (i + 0.5)) / 9))}" width="6" height="6" rx="1"/>`).join('')}</g>
<rect x="40" y="92" width="6" height="110" fill="#3d4a63"/><rect x="434" y="92" width="6" height="110" fill="#3d4a63"/>
<rect x="28" y="84" width="30" height="14" rx="3" fill="#fffbe6"/><rect x="422" y="84" width="30" height="14" rx="3" fill="#fffbe6"/>
<path d="M0 214 L480 214 L480 270 L0 270 Z" fill="${pitch}"/>
<path d="M0 232 L480 232" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>
<circle cx="240" cy="243" r="16" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>
<g transform="translate(300 236)"><circle r="13" fill="#fff" stroke="#14213d" stroke-width="2"/><path d="M0 -6 L5.7 -1.9 L3.5 4.9 L-3.5 4.9 L-5.7 -1.9 Z" fill="#14213d"/></g>
${bunting(flags)}
</svg>
`;
}

const dir = `${root}/apps/web/public/content/festivals`;
mkdirSync(dir, { recursive: true });
for (const [id, colors] of Object.entries(FESTIVALS))
  writeFileSync(`${dir}/${id}.svg`, art(colors));
console.log(`festival art written to ${dir}`);
