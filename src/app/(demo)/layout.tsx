import '../(site)/site.css'

import type { ReactNode } from 'react'

/** The root of the demo pages: no site's chrome, the default theme of the site stylesheet. */
export default function DemoLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-surface-1 text-ink">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-accent px-5 py-3 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          Skip to messages
        </a>
        {children}
      </body>
    </html>
  )
}
