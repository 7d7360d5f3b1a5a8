'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { pageNameOf, sendPageView } from './page-view'

/** Reports each page the visitor sees (spec 1 §7), once per address, the first and every one navigated to. */
export function PageViewReporter({ language }: { language: string }) {
  const pathname = usePathname()
  useEffect(() => {
    sendPageView({ page: pageNameOf(window.location.pathname), language })
  }, [pathname, language])
  return null
}
