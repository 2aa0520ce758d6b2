/**
 * The search button's icon, in a module of its own: the navbar's button is part of every first load,
 * the modal's icons (./icons) load with the modal.
 */
export function MagnifierIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" fill="none" aria-hidden="true" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
      <circle cx="7" cy="7" r="4.6" />
      <path d="M10.4 10.4 14 14" />
    </svg>
  );
}
