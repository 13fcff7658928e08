import type { ReactNode } from 'react';

/**
 * The full-screen view shown while the portal starts (requirements/portal-shell.md#shared-pieces): a car driving under a toll gantry.
 * The start-up frame draws it, with its label in both languages (app/startup-frame).
 */
export function LoadingView({ label }: { label: ReactNode }) {
  return (
    <div className="loading-view" role="status" aria-live="polite" data-testid="loading-view">
      <svg className="loading-scene" viewBox="0 0 240 120" aria-hidden="true" focusable="false">
        <g className="loading-gantry" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round">
          <path d="M40 96V22M200 96V22M40 26h160" />
        </g>
        <rect x="96" y="30" width="48" height="10" rx="3" className="loading-sign" />
        <path d="M0 100h240" className="loading-road" />
        <path d="M0 110h240" className="loading-lane" />
        <g className="loading-car">
          <path d="M10 88v-9l9-12h28l11 12h6a4 4 0 0 1 4 4v5z" className="loading-car-body" />
          <path d="M23 69h10v9H17zM37 69h8l8 9H37z" className="loading-car-window" />
          <circle cx="24" cy="90" r="7" className="loading-wheel" />
          <circle cx="55" cy="90" r="7" className="loading-wheel" />
        </g>
      </svg>
      <p className="loading-label">{label}</p>
    </div>
  );
}
