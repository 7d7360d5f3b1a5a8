'use client'

import { useConfig } from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useMemo, type ReactNode } from 'react'

import { CONTENT_LOCALES } from '@/features/sites/locales'

/** The language the server shows an address without one in: the editor's last language, else the default. */
async function serverLanguage(apiRoute: string, fallback: string): Promise<string> {
  try {
    const response = await fetch(`${apiRoute}/payload-preferences/locale`, { credentials: 'include' })
    const preference = response.ok ? ((await response.json()) as { value?: unknown }).value : undefined
    return typeof preference === 'string' ? preference : fallback
  } catch {
    return fallback
  }
}

/**
 * Keeps the CMS in one of the chosen site's languages (the language menu offers only those, see plugin.ts):
 * an address whose language the site does not have — written out, or the one the server would pick for an
 * address without one — moves to the site's default language, so the form shows and saves the language the
 * menu shows.
 */
export function SiteLanguages({ children }: { children?: ReactNode }) {
  const { config } = useConfig()
  const searchParams = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const offered = useMemo(() => (config.localization ? config.localization.localeCodes : []), [config.localization])
  const defaultLocale = config.localization ? config.localization.defaultLocale : ''
  // Offered are fewer than all: the server may show a language the menu leaves out.
  const filtered = offered.length > 0 && offered.length < CONTENT_LOCALES.length
  const requested = searchParams.get('locale')
  const apiRoute = config.routes.api

  useEffect(() => {
    if (!filtered || !/\/(collections|globals)\//.test(pathname)) return
    if (requested && offered.includes(requested)) return
    let cancelled = false
    void (requested ? Promise.resolve(requested) : serverLanguage(apiRoute, defaultLocale)).then((shown) => {
      if (cancelled || offered.includes(shown)) return
      const next = new URLSearchParams(searchParams.toString())
      next.set('locale', offered[0]!)
      router.replace(`${pathname}?${next.toString()}`)
    })
    return () => {
      cancelled = true
    }
  }, [filtered, offered, requested, defaultLocale, apiRoute, pathname, searchParams, router])

  return <>{children}</>
}
