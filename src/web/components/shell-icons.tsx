// The few icons the page frame draws on every page, as plain SVG (no styling work at run time).
// 24 x 24, drawn in the current text colour.

const box = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const MenuGlyph = () => (
  <svg {...box} fill="currentColor">
    <rect x="3" y="5.5" width="18" height="2" rx="1" />
    <rect x="3" y="11" width="18" height="2" rx="1" />
    <rect x="3" y="16.5" width="18" height="2" rx="1" />
  </svg>
);

export const CartGlyph = () => (
  <svg {...box} fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round">
    <path d="M2.5 3.5h2.6l2.4 10.6c.1.5.5.9 1 .9h9.1c.5 0 .9-.3 1-.8l1.7-7.2H6" />
    <circle cx="9.2" cy="19.4" r="1.5" />
    <circle cx="17.4" cy="19.4" r="1.5" />
  </svg>
);

export const SearchGlyph = () => (
  <svg {...box} fill="none" stroke="currentColor" strokeLinecap="round">
    <circle cx="10.5" cy="10.5" r="6" strokeWidth="2.2" />
    <path d="M15.2 15.2 20.5 20.5" strokeWidth="2.4" />
  </svg>
);

export const ClearGlyph = () => (
  <svg {...box} width={20} height={20} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
    <path d="M6.5 6.5 17.5 17.5M17.5 6.5 6.5 17.5" />
  </svg>
);

export const MinusGlyph = () => (
  <svg {...box} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M6 12h12" />
  </svg>
);

export const PlusGlyph = () => (
  <svg {...box} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M6 12h12M12 6v12" />
  </svg>
);

export const InfoGlyph = () => (
  <svg {...box} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5" />
    <circle cx="12" cy="7.6" r="0.6" fill="currentColor" strokeWidth="1.4" />
  </svg>
);

export const ChevronGlyph = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg {...box} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
    <path d={direction === 'left' ? 'M14.5 6 8.5 12l6 6' : 'M9.5 6l6 6-6 6'} />
  </svg>
);

export const NoImageGlyph = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor">
    <path d="M21.9 21.9 2.1 2.1.69 3.51 3 5.83V19c0 1.1.9 2 2 2h13.17l2.31 2.31zM5 19V7.83l7.07 7.07-.57.72-1.94-2.34L7 17h8.17l2 2zM7.83 5l-2-2H19c1.1 0 2 .9 2 2v13.17l-2-2V5z" />
  </svg>
);
