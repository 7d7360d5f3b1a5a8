import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { loadPage, pageMetadata, PageView, type Params } from '../page-view'

export async function generateStaticParams(): Promise<Params[]> {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site, locale, path } = await params
  return pageMetadata(await loadPage(site, locale, path))
}

export default async function ContentPage({ params }: { params: Promise<Params> }) {
  const { site, locale, path } = await params
  const loaded = await loadPage(site, locale, path)
  if (!loaded) notFound()
  return <PageView loaded={loaded} />
}
