/** Search icons, drawn for this site. Decorative: the surrounding control carries the accessible name. */

const common = { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'none', 'aria-hidden': true } as const;

/** A page with a folded corner: the hit is a page title. */
export function PageIcon() {
  return (
    <svg {...common} stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round">
      <path d="M3.5 1.8h6l3 3v9.4h-9z" />
      <path d="M9.5 1.8v3h3" />
      <path d="M5.6 8.3h4.8M5.6 10.9h3.4" strokeLinecap="round" />
    </svg>
  );
}

/** A hash sign: the hit is a heading. */
export function HeadingIcon() {
  return (
    <svg {...common} stroke="currentColor" strokeWidth="1.4" strokeLinecap="round">
      <path d="M6.2 2.4 4.8 13.6M11.2 2.4 9.8 13.6M2.6 5.8h11M2.2 10.2h11" />
    </svg>
  );
}

/** Lines of text: the hit is in a section's text. */
export function TextIcon() {
  return (
    <svg {...common} stroke="currentColor" strokeWidth="1.4" strokeLinecap="round">
      <path d="M2.5 3.5h11M2.5 6.5h11M2.5 9.5h11M2.5 12.5h6.5" />
    </svg>
  );
}

export function ClearIcon() {
  return (
    <svg {...common} stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

export function SpinnerIcon() {
  return (
    <svg {...common} className="mf-search-spinner" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M8 2a6 6 0 1 1-6 6" />
    </svg>
  );
}

/** Enter key symbol shown on the current hit. */
export function EnterIcon() {
  return (
    <svg {...common} stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
      <path d="M13 3v5.5H3.5M6.5 5.5l-3 3 3 3" />
    </svg>
  );
}
