/** The cross of the car list's close and remove buttons. */
export function CrossIcon({ size = 18 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d="m6.5 6.5 11 11m0-11-11 11" />
    </svg>
  )
}
