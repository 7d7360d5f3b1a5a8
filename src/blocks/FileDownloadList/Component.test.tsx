// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { FileDownloadListBlock, Media } from '@/payload-types'

import { axeViolations, blockContext, loadClientParts, renderInMain } from '../test-context'
import { FileDownloadList } from './Component'

const context = blockContext({ dictionary: { showAll: 'Alle anzeigen' }, page: { path: '/dokument' } })
const media = (filename: string, mimeType: string, filesize: number) => ({ id: 1, alt: '', filename, mimeType, filesize }) as unknown as Media

const block: FileDownloadListBlock = {
  blockType: 'fileDownloadList',
  heading: 'Dokument',
  files: [
    { id: 'a', title: 'Prislista 2025', description: 'Alla modeller och utrustningsnivåer', file: media('prislista 2025.pdf', 'application/pdf', 240_000) },
    { id: 'b', title: 'Borttagen fil', file: 7 },
    { id: 'c', title: 'Servicevillkor', file: media('villkor.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 1_500_000) },
    { id: 'd', title: 'Broschyr', file: media('broschyr.pdf', 'application/pdf', 3_000_000) },
    { id: 'e', title: 'Garanti', file: media('garanti.pdf', 'application/pdf', 90_000) },
  ],
}

const render = (value: FileDownloadListBlock) => {
  renderInMain(FileDownloadList({ block: value, context }))
}

afterEach(() => {
  document.body.innerHTML = ''
})

// The block's interactive part loads on first use (client-parts.tsx): loaded once, then rendered at once.
beforeAll(() => loadClientParts(FileDownloadList({ block, context })))

describe('the file-download list block', () => {
  it('links every loaded media file at its public address with type and size, skipping files that are gone', () => {
    render(block)
    const links = [...document.querySelectorAll('a[download]')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/-/media/prislista%202025.pdf',
      '/-/media/villkor.docx',
      '/-/media/broschyr.pdf',
      '/-/media/garanti.pdf',
    ])
    const first = document.querySelector('li')!
    expect(first.textContent).toContain('Alla modeller och utrustningsnivåer')
    expect(first.textContent?.replace(/\u00a0/g, ' ')).toContain('PDF · 240 kB')
  })

  it('is collapsed by default when the editor has not chosen, with the button text from the dictionary', () => {
    render({ ...block, collapsedByDefault: undefined })
    expect(document.querySelectorAll('li:not(.hidden)')).toHaveLength(3)
    expect(document.querySelector('button')?.textContent).toBe('Alle anzeigen (4)')
    render({ ...block, collapsedByDefault: false })
    expect(document.querySelectorAll('li:not(.hidden)')).toHaveLength(4)
  })

  it('hides collapsed files only while scripts run, so every file is reachable without JavaScript', () => {
    render(block)
    expect(document.querySelector('li:nth-child(4)')?.className).toContain('noscript:flex')
    expect(document.querySelector('button')?.parentElement?.className).toContain('noscript:hidden')
  })

  it('renders nothing when no file can be downloaded', () => {
    expect(FileDownloadList({ block: { ...block, files: [{ title: 'Borttagen', file: 7 }] }, context })).toBeNull()
  })

  it('has no accessibility violations axe can find without layout', async () => {
    render(block)
    expect(await axeViolations()).toEqual([])
  })
})
