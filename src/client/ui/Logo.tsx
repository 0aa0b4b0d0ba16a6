/** The app's little locomotive mark (inline SVG: no emoji font needed). */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 24 16" width="28" height="19" aria-hidden="true">
      <rect x="1" y="4" width="13" height="8" rx="1" fill="#ffcf66" />
      <rect x="14" y="1" width="8" height="11" rx="1" fill="#ffcf66" />
      <rect x="16" y="3" width="4" height="3" fill="#203040" />
      <rect x="3" y="1" width="3" height="3" fill="#ffcf66" />
      <circle cx="5" cy="13.5" r="2.2" fill="#fff" stroke="#203040" />
      <circle cx="11" cy="13.5" r="2.2" fill="#fff" stroke="#203040" />
      <circle cx="18" cy="13.5" r="2.2" fill="#fff" stroke="#203040" />
    </svg>
  );
}
