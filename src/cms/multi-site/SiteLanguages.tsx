'use client'

import { useConfig, useLocale } from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'

import { CONTENT_LOCALES } from '@/features/sites/locales'

/**
 * Keeps the CMS in one of the chosen site's languages (the language menu offers only those, see plugin.ts):
 * an address without a language, or with one the site does not have, is replaced by the site's default
 * language, so the form shows and saves the language the menu shows.
 */
export function SiteLanguages({ children }: { children?: ReactNode }) {
  const { config } = useConfig()
  const locale = useLocale()
  const searchParams = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const offered = config.localization ? config.localization.localeCodes : []
  // Offered are fewer than all: the server may have rendered a language (the default, or the last one used) the menu leaves out.
  const filtered = offered.length > 0 && offered.length < CONTENT_LOCALES.length
  const requested = searchParams.get('locale')

  useEffect(() => {
    if (!filtered || offered.length === 0 || !/\/(collections|globals)\//.test(pathname)) return
    if (requested && offered.includes(requested)) return
    const next = new URLSearchParams(searchParams.toString())
    next.set('locale', locale?.code && offered.includes(locale.code) ? locale.code : offered[0]!)
    router.replace(`${pathname}?${next.toString()}`)
  }, [filtered, offered, requested, locale?.code, pathname, searchParams, router])

  return <>{children}</>
}
