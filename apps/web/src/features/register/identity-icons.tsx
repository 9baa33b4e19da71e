/** Line icons for the identity cards; decorative, so hidden from assistive technology. */
const common = { width: 28, height: 28, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export function HackerIcon() {
  return (
    <svg {...common}>
      <path d="M8 9V7a4 4 0 0 1 8 0v2" />
      <rect x="6" y="9" width="12" height="11" rx="3" />
      <path d="M12 13v3M3 12h3M18 12h3M4 18l2.5-1.5M20 18l-2.5-1.5M4 6l2.5 1.5M20 6l-2.5 1.5" />
    </svg>
  );
}

export function CompanyIcon() {
  return (
    <svg {...common}>
      <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M2 21h20" />
      <path d="M8 8h3M8 12h3M8 16h3" />
    </svg>
  );
}
