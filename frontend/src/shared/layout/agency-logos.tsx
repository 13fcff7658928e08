import { FormattedMessage } from 'react-intl';

/*
 * The logo strip (requirements/portal-shell.md#footer-logo-strip): a transport ministry, a highway department, a land transport department and an
 * expressway authority. The emblems are simple drawings made for this portal, not the agencies' marks.
 */
function MinistryEmblem() {
  return (
    <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="#12386f" />
      <circle cx="24" cy="24" r="13" fill="none" stroke="#f5b301" strokeWidth="3" />
      <path d="M24 11v26M11 24h26M14.8 14.8l18.4 18.4M33.2 14.8 14.8 33.2" stroke="#f5b301" strokeWidth="2" />
      <circle cx="24" cy="24" r="4" fill="#fff" />
    </svg>
  );
}

function HighwaysEmblem() {
  return (
    <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
      <path d="M24 2 44 9v15c0 12-9 19-20 22C13 43 4 36 4 24V9z" fill="#1f6f43" />
      <path d="M20 14h8l6 24H14z" fill="#2b2b2b" />
      <path d="M24 16v4M24 24v4M24 32v4" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}

function LandTransportEmblem() {
  return (
    <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="#8a1c2b" />
      <path d="M12 29v-5l4-7h16l4 7v5z" fill="#fff" />
      <rect x="17" y="31" width="14" height="6" rx="1" fill="#f5d76e" />
      <circle cx="17" cy="26" r="1.8" fill="#8a1c2b" />
      <circle cx="31" cy="26" r="1.8" fill="#8a1c2b" />
    </svg>
  );
}

function ExpresswayEmblem() {
  return (
    <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
      <path d="M24 2 43 13v22L24 46 5 35V13z" fill="#0f6c8c" />
      <path d="M8 22h32" stroke="#fff" strokeWidth="4" />
      <path d="M14 24v12M24 24v12M34 24v12" stroke="#fff" strokeWidth="2.5" />
      <path d="M10 18 24 10l14 8" fill="none" stroke="#bfe6f3" strokeWidth="2" />
    </svg>
  );
}

const AGENCIES = [
  { emblem: MinistryEmblem, name: 'footer.agency.ministry' },
  { emblem: HighwaysEmblem, name: 'footer.agency.highways' },
  { emblem: LandTransportEmblem, name: 'footer.agency.landTransport' },
  { emblem: ExpresswayEmblem, name: 'footer.agency.expressway' },
] as const;

export function AgencyLogos() {
  return (
    <ul className="agency-strip" data-testid="agency-strip">
      {AGENCIES.map(({ emblem: Emblem, name }) => (
        <li key={name} className="agency-item">
          <Emblem />
          <span>
            <FormattedMessage id={name} />
          </span>
        </li>
      ))}
    </ul>
  );
}
