'use client'

import { Pill, useRowLabel } from '@payloadcms/ui'

import { blockTitle } from './block-title'

type Row = Record<string, unknown>

/**
 * The header of a block on a page: its number, its kind and its title as the editor types it (Payload shows
 * the kind and an empty "Untitled" block name instead).
 */
export function BlockRowLabel({ blockLabel }: { blockLabel: string }) {
  const { data, rowNumber } = useRowLabel<Row>()
  const title = blockTitle(data)
  return (
    <span className="blocks-field__block-header" style={{ alignItems: 'center' }}>
      <span className="blocks-field__block-number">{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      <Pill className="blocks-field__block-pill" pillStyle="white" size="small">
        {blockLabel}
      </Pill>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: title ? undefined : 'var(--theme-elevation-400)' }}>{title || 'No title'}</span>
    </span>
  )
}
