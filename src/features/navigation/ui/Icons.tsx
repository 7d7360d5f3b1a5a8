/** Small line icons of the navigation, drawn in currentColor. */
type Props = { className?: string }
const base = { 'aria-hidden': true, fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', viewBox: '0 0 24 24' } as const

export const ChevronDown = ({ className = 'h-4 w-4' }: Props) => (
  <svg {...base} className={className}><path d="m6 9 6 6 6-6" /></svg>
)
export const ChevronRight = ({ className = 'h-5 w-5' }: Props) => (
  <svg {...base} className={className}><path d="m9 6 6 6-6 6" /></svg>
)
export const ChevronLeft = ({ className = 'h-5 w-5' }: Props) => (
  <svg {...base} className={className}><path d="m15 6-6 6 6 6" /></svg>
)
export const ArrowRight = ({ className = 'h-4 w-4' }: Props) => (
  <svg {...base} className={className}><path d="M5 12h14M13 6l6 6-6 6" /></svg>
)
export const Hamburger = ({ className = 'h-5 w-5' }: Props) => (
  <svg {...base} className={className}><path d="M4 7h16M4 12h16M4 17h16" /></svg>
)
export const Close = ({ className = 'h-5 w-5' }: Props) => (
  <svg {...base} className={className}><path d="M6 6l12 12M18 6 6 18" /></svg>
)
export const Globe = ({ className = 'h-4 w-4' }: Props) => (
  <svg {...base} className={className}><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" /></svg>
)
export const PlusMinus = ({ open, className = 'h-4 w-4' }: Props & { open: boolean }) => (
  <svg {...base} className={className}><path d="M5 12h14" />{open ? null : <path d="M12 5v14" />}</svg>
)
