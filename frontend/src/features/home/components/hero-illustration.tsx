/** A car passing under a barrier-free gantry: the whole idea of the service in one picture. */
export function HeroIllustration() {
  return (
    <svg className="hero-illustration" viewBox="0 0 360 240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-road" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#38507a" />
          <stop offset="1" stopColor="#1d3358" />
        </linearGradient>
      </defs>
      <circle cx="290" cy="60" r="34" fill="#f5b301" opacity="0.9" />
      <path d="M0 170 Q90 140 180 160 T360 150V240H0z" fill="#2f8f5b" opacity="0.35" />
      <path d="M120 240 170 120h20l50 120z" fill="url(#hero-road)" />
      <path d="M180 128v10M180 150v14M180 178v18M180 212v26" stroke="#fff" strokeWidth="3" />
      <g stroke="#e8eef8" strokeWidth="7" strokeLinecap="round">
        <path d="M100 210V70M260 210V70M100 76h160" />
      </g>
      <rect x="140" y="84" width="36" height="16" rx="3" fill="#0b2a5b" />
      <rect x="184" y="84" width="36" height="16" rx="3" fill="#0b2a5b" />
      <circle cx="158" cy="108" r="5" fill="#f5b301" />
      <circle cx="202" cy="108" r="5" fill="#f5b301" />
      <g transform="translate(150 166)">
        <path d="M2 44V30l9-17h38l9 17v14z" fill="#fff" />
        <path d="M14 16h32l6 12H8z" fill="#9cc3f5" />
        <rect x="0" y="40" width="60" height="10" rx="3" fill="#dfe7f3" />
        <rect x="20" y="34" width="20" height="7" rx="1" fill="#f5d76e" />
        <circle cx="10" cy="34" r="3.5" fill="#f5b301" />
        <circle cx="50" cy="34" r="3.5" fill="#f5b301" />
      </g>
      <path d="M268 110q10-8 20 0M262 102q16-14 32 0" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
