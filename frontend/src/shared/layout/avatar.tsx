import { useState } from 'react';

/** The stock avatar (requirements/portal-shell.md#stored-values): shown whenever the customer has no profile picture (or it cannot be loaded). */
function StockAvatar({ size }: { size: number }) {
  return (
    <svg
      className="stock-avatar"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      data-testid="stock-avatar"
    >
      <circle cx="32" cy="32" r="32" fill="#dbe7f8" />
      <circle cx="32" cy="25" r="11" fill="#1456b8" />
      <path d="M11 54c3.5-10 11.5-15 21-15s17.5 5 21 15a31.8 31.8 0 0 1-42 0z" fill="#1456b8" />
    </svg>
  );
}

/** The profile picture, or the stock avatar; `alt` empty when the name is written next to it. */
export function Avatar({ src, size, alt = '' }: { src: string | undefined; size: number; alt?: string }) {
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src) return <StockAvatar size={size} />;
  return (
    <img
      className="avatar-image"
      src={src}
      width={size}
      height={size}
      alt={alt}
      onError={() => setFailed(src)}
      data-testid="profile-image"
    />
  );
}
