'use client'

import { useEffect, useState } from 'react'

/** A key the sites read, the language's default text, and the chosen site's own entry of it. */
export type DefaultText = { key: string; text: string; note: string | null; own: { id: number; value: string } | null }

/** The dictionary's keys with a language's defaults (and a site's entries), from `GET /api/dictionary/defaults`. */
export function useDictionaryDefaults(language: string, site?: number | string | null, version = 0): DefaultText[] | null {
  const [texts, setTexts] = useState<DefaultText[] | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    const query = new URLSearchParams({ language, ...(site ? { site: String(site) } : {}) })
    fetch(`/api/dictionary/defaults?${query}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { texts: [] }))
      .then((body: { texts: DefaultText[] }) => setTexts(body.texts))
      .catch(() => {})
    return () => controller.abort()
  }, [language, site, version])
  return texts
}
