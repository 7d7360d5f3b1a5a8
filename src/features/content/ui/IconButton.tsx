import type { MouseEvent, ReactNode } from 'react'

type Props = {
  label: string
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
  className: string
  /** The icon's width and height in pixels. */
  size?: number
  /** The icon's shapes, on a 24 px grid, stroked with the text colour. */
  children: ReactNode
}

/** A button that shows only an icon, named by its label for screen readers and in a tooltip. */
export function IconButton({ label, onClick, className, size = 20, children }: Props) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} className={className}>
      <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </svg>
    </button>
  )
}
