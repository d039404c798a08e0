import './main-visual.css';
/**
 * The main visual: our own artwork of a floodlit pitch at night, a ball and rising points. Purely
 * decorative (the page heading says what the site is), drawn in SVG so it is sharp and tiny.
 */
export function MainVisual() {
  return (
    <div className="main-visual" aria-hidden="true">
      <svg viewBox="0 0 1200 360" preserveAspectRatio="xMidYMid slice" focusable="false">
        <defs>
          <linearGradient id="mv-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#0a1733" />
            <stop offset="1" stopColor="#123a5c" />
          </linearGradient>
          <linearGradient id="mv-pitch" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#12864b" />
            <stop offset="1" stopColor="#0b6b3a" />
          </linearGradient>
          <radialGradient id="mv-light" cx="0.5" cy="0" r="0.6">
            <stop offset="0" stopColor="#fff7d6" stopOpacity="0.55" />
            <stop offset="1" stopColor="#fff7d6" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect width="1200" height="360" fill="url(#mv-sky)" />
        <ellipse cx="220" cy="30" rx="260" ry="190" fill="url(#mv-light)" />
        <ellipse cx="980" cy="30" rx="260" ry="190" fill="url(#mv-light)" />
        <g fill="#fff7d6">
          <rect x="205" y="18" width="30" height="10" rx="2" />
          <rect x="965" y="18" width="30" height="10" rx="2" />
        </g>
        <path d="M0 150 Q600 110 1200 150 V360 H0Z" fill="#0d2540" />
        <g fill="#1d4a73" opacity="0.8">
          {Array.from({ length: 40 }, (_, i) => (
            <circle key={i} cx={15 + i * 30} cy={150 - Math.sin(i / 6) * 8} r="6" />
          ))}
        </g>
        <path d="M0 190 Q600 160 1200 190 V360 H0Z" fill="url(#mv-pitch)" />
        <g stroke="#ffffff" strokeOpacity="0.55" strokeWidth="3" fill="none">
          <path d="M60 330 L230 196 H970 L1140 330" />
          <path d="M600 196 V360" />
          <ellipse cx="600" cy="262" rx="110" ry="34" />
        </g>
        <g transform="translate(780 250)">
          <circle r="34" fill="#fff" />
          <path d="M0 -14 l13 9 -5 15 h-16 l-5 -15z" fill="#14213d" />
          <path
            d="M0 -14V-32M13 -5l17-6M8 10l11 14M-8 10l-11 14M-13 -5l-17-6"
            stroke="#14213d"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </g>
        <g fill="#f5b700">
          <circle cx="860" cy="150" r="16" />
          <circle cx="905" cy="105" r="12" opacity="0.85" />
          <circle cx="940" cy="70" r="9" opacity="0.7" />
          <circle cx="968" cy="44" r="6" opacity="0.55" />
        </g>
        <text x="853" y="156" fontSize="18" fontWeight="700" fill="#14213d" fontFamily="sans-serif">
          P
        </text>
      </svg>
    </div>
  );
}
