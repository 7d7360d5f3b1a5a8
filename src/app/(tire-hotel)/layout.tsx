import '../(site)/site.css'

import type { ReactNode } from 'react'

/** The root of the tire hotel's own pages (the cancel link of a wheel change): no site's chrome, in Swedish. */
export default function TireHotelLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="sv-SE">
      <body className="min-h-screen bg-surface-1 text-ink">{children}</body>
    </html>
  )
}
