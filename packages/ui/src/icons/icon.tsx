import type { ReactNode } from 'react';

export type IconProps = { size?: number; className?: string };

/**
 * The frame of the line icons the portal and the back-office draw (24 px grid, stroke in
 * currentColor); decorative, so hidden from assistive tech. The back-office's smaller icons use
 * a slightly heavier stroke.
 */
export function Icon({ children, size = 24, strokeWidth = 1.8, className }: IconProps & { children: ReactNode; strokeWidth?: number }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
