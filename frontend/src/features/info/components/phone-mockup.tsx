/** A phone showing an invoice summary, drawn to illustrate the app pages. */
export function PhoneMockup() {
  return (
    <svg className="phone-mockup" viewBox="0 0 180 340" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="172" height="332" rx="26" fill="#0b2a5b" />
      <rect x="14" y="30" width="152" height="280" rx="8" fill="#f4f7fc" />
      <rect x="66" y="14" width="48" height="6" rx="3" fill="#2b4a80" />
      <rect x="14" y="30" width="152" height="54" rx="8" fill="#1456b8" />
      <rect x="26" y="44" width="60" height="8" rx="4" fill="#fff" opacity="0.9" />
      <rect x="26" y="60" width="90" height="12" rx="6" fill="#f5b301" />
      <g fill="#fff" stroke="#dbe4f3">
        <rect x="24" y="96" width="132" height="46" rx="8" />
        <rect x="24" y="150" width="132" height="46" rx="8" />
        <rect x="24" y="204" width="132" height="46" rx="8" />
      </g>
      <g fill="#c9d6ea">
        <rect x="34" y="108" width="70" height="7" rx="3" />
        <rect x="34" y="122" width="46" height="7" rx="3" />
        <rect x="34" y="162" width="70" height="7" rx="3" />
        <rect x="34" y="176" width="40" height="7" rx="3" />
        <rect x="34" y="216" width="70" height="7" rx="3" />
        <rect x="34" y="230" width="52" height="7" rx="3" />
      </g>
      <g fill="#2f8f5b">
        <circle cx="140" cy="119" r="7" />
        <circle cx="140" cy="173" r="7" />
      </g>
      <circle cx="140" cy="227" r="7" fill="#f5b301" />
      <rect x="24" y="264" width="132" height="32" rx="16" fill="#1456b8" />
      <rect x="62" y="276" width="56" height="8" rx="4" fill="#fff" />
    </svg>
  );
}
