/** The M-Flow mark: an "M" under a gantry beam with a lane line, drawn here rather than copied from any agency. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b2a5b" />
      <path d="M14 46V20h9l9 14 9-14h9v26h-8V33l-10 15-10-15v13z" fill="#fff" />
      <path d="M8 54h48" stroke="#f5b301" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
