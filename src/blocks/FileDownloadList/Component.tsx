import { isMediaDoc, mediaUrl } from '@/features/media/urls'
import { shellText } from '@/features/page-shell/dictionary-keys'
import type { FileDownloadListBlock } from '@/payload-types'

import { FileList } from '../client-parts'
import { editable, type BlockProps } from '../types'
import { fileMetaLabel, fileTypeLabel } from './file-meta'
import type { DownloadFile } from './FileList'

export function FileDownloadList({ block, context }: BlockProps<FileDownloadListBlock>) {
  const files: DownloadFile[] = []
  for (const [index, entry] of (block.files ?? []).entries()) {
    // A file that was deleted from the media library (or not loaded) has nothing to download.
    const media = isMediaDoc(entry.file) ? entry.file : null
    const href = mediaUrl(media?.filename)
    if (!media || !href) continue
    files.push({
      key: entry.id ?? String(index),
      title: entry.title?.trim() || media.filename || '',
      description: entry.description?.trim() || null,
      href,
      meta: fileMetaLabel(media, context.locale),
      type: fileTypeLabel(media.mimeType, media.filename),
    })
  }
  if (files.length === 0) return null
  return (
    <section className="py-12 md:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-3xl">
          {block.heading ? (
            <h2 className="mb-8 text-title" {...editable(context, 'Heading')}>
              {block.heading}
            </h2>
          ) : null}
          <div {...editable(context, 'Files')}>
            <FileList
              files={files}
              collapsedByDefault={block.collapsedByDefault ?? true}
              labels={{
                showAll: shellText(context.dictionary, 'showAll'),
                showFewer: shellText(context.dictionary, 'showFewer'),
                download: shellText(context.dictionary, 'download'),
              }}
            />
          </div>
        </div>
      </div>
    </section>
  )
}
