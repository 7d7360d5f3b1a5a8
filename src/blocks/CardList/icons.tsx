import type { ReactNode } from 'react'

import type { CARD_ICONS } from './config'

export type CardIconName = (typeof CARD_ICONS)[number]

/** The drawings of the card icons: 24 × 24, stroked with the text colour. */
const DRAWINGS: Record<CardIconName, ReactNode> = {
  car: (
    <>
      <path d="M5 17H3.5A1.5 1.5 0 0 1 2 15.5v-2.3a1.5 1.5 0 0 1 1.2-1.47l2.3-.53 2.1-3.3A2 2 0 0 1 9.3 7h5.2a2 2 0 0 1 1.5.68l3 3.52 1.8.4a1.5 1.5 0 0 1 1.2 1.47v2.43a1.5 1.5 0 0 1-1.5 1.5H19" />
      <path d="M9 17h6M5.5 11.2h13.5M12 7v4.2" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  electric: <path d="M13.5 2.5 5 13.5h6.5l-1 8 8.5-11h-6.5l1-8Z" />,
  service: (
    <path d="M11.42 10.46A5.2 5.2 0 0 1 17.46 3.01L16.3 5.82l1.88 1.88 2.81-1.16a5.2 5.2 0 0 1-7.45 6.04l-8.49 8.49a1.5 1.5 0 0 1-2.12-2.12Z" />
  ),
  tire: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <circle cx="12" cy="12" r="5.5" />
      <circle cx="12" cy="12" r="1.5" />
      <path d="M12 10.5V6.5M13.43 11.54l3.8-1.24M12.88 13.21l2.35 3.24M11.12 13.21l-2.35 3.24M10.57 11.54l-3.8-1.24" />
    </>
  ),
  finance: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 12h.01M18 12h.01" />
    </>
  ),
  phone: (
    <>
      <rect x="6.5" y="2" width="11" height="20" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="4.5" width="18" height="16.5" rx="2" />
      <path d="M3 9.5h18M8 2.5v4M16 2.5v4M7.5 13.5h2M11 13.5h2M14.5 13.5h2M7.5 17h2M11 17h2" />
    </>
  ),
  shield: (
    <>
      <path d="M12 2.5 4.5 5.5v5.8c0 4.6 3.2 8.6 7.5 9.7 4.3-1.1 7.5-5.1 7.5-9.7V5.5L12 2.5Z" />
      <path d="m8.75 12 2.25 2.25 4.25-4.5" />
    </>
  ),
  leaf: (
    <>
      <path d="M20 4C10.5 4 4.5 9.2 4.5 16c0 1.3.2 2.6.6 3.9 1.3.4 2.6.6 3.9.6C15.8 20.5 20 14 20 4Z" />
      <path d="M3 21 14 10" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15.5" r="4.5" />
      <path d="m11.2 12.3 8.8-8.8M16.5 7l2.5 2.5M14 9.5l2 2" />
    </>
  ),
  star: <path d="M12 3.2l2.53 6.12 6.6.51-5.04 4.3 1.55 6.44L12 17.1l-5.64 3.47 1.55-6.44-5.04-4.3 6.6-.51Z" />,
  location: (
    <>
      <path d="M12 21.5s-7-6-7-11.75a7 7 0 0 1 14 0C19 15.5 12 21.5 12 21.5Z" />
      <circle cx="12" cy="9.75" r="2.5" />
    </>
  ),
}

export function isCardIconName(value: unknown): value is CardIconName {
  return typeof value === 'string' && Object.hasOwn(DRAWINGS, value)
}

/** A card icon; decorative, as the card's title says what it is about. */
export function CardIcon({ name, className, size = 24 }: { name: CardIconName; className?: string; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-icon={name}
    >
      {DRAWINGS[name]}
    </svg>
  )
}
