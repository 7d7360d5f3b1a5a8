import { DefaultCell } from '@payloadcms/ui'
import type { DefaultServerCellComponentProps, Payload, TextFieldClient } from 'payload'
import { cache } from 'react'

import { titleInOtherLanguage } from './localized-title'

const siteLanguage = cache(async (payload: Payload, siteId: number | string) => {
  const site = await payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true, disableErrors: true, select: { defaultLocale: true } })
  return site?.defaultLocale ?? null
})

/**
 * The title column of pages and stories: a document without a title in the language the CMS shows (the
 * Norwegian site's home page under Svenska) is named by its title in its site's language, marked with that
 * language, instead of "<No Title>".
 */
export async function LocalizedTitleCell(props: DefaultServerCellComponentProps) {
  const { cellData, rowData, payload, collectionConfig } = props
  let title = typeof cellData === 'string' ? cellData : ''
  if (!title && rowData?.id !== undefined) {
    const doc = (await payload.findByID({
      collection: collectionConfig.slug as 'pages' | 'stories',
      id: rowData.id,
      locale: 'all',
      depth: 0,
      draft: true,
      overrideAccess: true,
      disableErrors: true,
      select: { title: true, site: true },
    })) as { title?: unknown; site?: unknown } | null
    const siteId = typeof doc?.site === 'object' && doc.site !== null ? (doc.site as { id: number }).id : (doc?.site as number | undefined)
    const other = titleInOtherLanguage(doc?.title, siteId === undefined ? null : await siteLanguage(payload, siteId))
    if (other) title = `${other.title} (${other.locale})`
  }
  const field: TextFieldClient = { name: 'title', type: 'text', label: 'Title' }
  return (
    <DefaultCell
      cellData={title}
      className={props.className}
      collectionSlug={props.collectionSlug}
      field={field}
      link={props.link}
      linkURL={props.linkURL}
      rowData={rowData}
      viewType={props.viewType}
    />
  )
}
