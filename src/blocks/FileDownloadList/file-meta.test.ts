import { describe, expect, it } from 'vitest'

import { fileMetaLabel, fileSizeLabel, fileTypeLabel } from './file-meta'

// Intl separates number and unit with a no-break space.
const plain = (value: string | null) => value?.replace(/\u00a0/g, ' ') ?? null

describe('file type', () => {
  it('names the file by its MIME type, else by its extension', () => {
    expect(fileTypeLabel('application/pdf', 'prislista.bin')).toBe('PDF')
    expect(fileTypeLabel('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', null)).toBe('XLSX')
    expect(fileTypeLabel('application/x-unknown', 'villkor.odt')).toBe('ODT')
    expect(fileTypeLabel(null, 'README')).toBeNull()
  })
})

describe('file size', () => {
  it('writes decimal units the way the language does', () => {
    expect(plain(fileSizeLabel(240_000, 'sv-SE'))).toBe('240 kB')
    expect(plain(fileSizeLabel(1_234_567, 'sv-SE'))).toBe('1,2 MB')
    expect(plain(fileSizeLabel(1_234_567, 'en-GB'))).toBe('1.2 MB')
    expect(plain(fileSizeLabel(2_500_000_000, 'sv-SE'))).toBe('2,5 GB')
    expect(plain(fileSizeLabel(512, 'sv-SE'))).toBe('512 B')
  })

  it('says nothing for an unknown size', () => {
    expect(fileSizeLabel(null, 'sv-SE')).toBeNull()
    expect(fileSizeLabel(Number.NaN, 'sv-SE')).toBeNull()
  })
})

describe('file meta line', () => {
  it('joins type and size', () => {
    expect(plain(fileMetaLabel({ mimeType: 'application/pdf', filename: 'prislista.pdf', filesize: 240_000 }, 'sv-SE'))).toBe('PDF · 240 kB')
    expect(fileMetaLabel({ mimeType: 'application/pdf', filename: 'prislista.pdf' }, 'sv-SE')).toBe('PDF')
    expect(fileMetaLabel({}, 'sv-SE')).toBeNull()
  })
})
