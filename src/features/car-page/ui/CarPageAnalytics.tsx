'use client'

import { useEffect } from 'react'

import { pageImpressionEvent, whenReady } from '@/features/car-search/analytics'
import { pushDataLayer } from '@/lib/analytics/data-layer'

import type { productPageEvent } from '../interaction'

type Props = { product: ReturnType<typeof productPageEvent> | null; pageType: string }

/** The product page event and the page impression, once the page has its title (polled every 100 ms; spec 2 §7). */
export function CarPageAnalytics({ product, pageType }: Props) {
  useEffect(
    () =>
      whenReady(
        () => document.readyState !== 'loading' && document.title !== '',
        () => {
          pushDataLayer(pageImpressionEvent({ type: pageType, title: document.title, path: window.location.pathname }))
          if (product) pushDataLayer(product)
        },
      ),
    [product, pageType],
  )
  return null
}
