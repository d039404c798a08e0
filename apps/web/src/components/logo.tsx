import './logo.css';
/** Our own mark: a ball on a pitch-green badge. Decorative; the link around it carries the name. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className="logo-mark"
    >
      <rect x="1" y="1" width="46" height="46" rx="12" fill="#0b6b3a" />
      <path d="M1 24h46" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="1.5" />
      <circle
        cx="24"
        cy="24"
        r="8"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.25"
        strokeWidth="1.5"
      />
      <circle cx="24" cy="24" r="13" fill="#ffffff" />
      <path d="M24 15.5l5 3.6-1.9 5.9h-6.2L19 19.1z" fill="#14213d" />
      <path
        d="M24 15.5V11.2M29 19.1l4.2-1.5M27.1 25l2.6 3.7M20.9 25l-2.6 3.7M19 19.1l-4.2-1.5"
        stroke="#14213d"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <circle cx="38" cy="10" r="5" fill="#f5b700" />
    </svg>
  );
}
