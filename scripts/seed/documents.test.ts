import { describe, expect, it } from 'vitest'

import { renderPdf, toWinAnsi } from './documents'

const LOREM =
  'Alla bilar i vårt lager är testade, servade och klara för leverans. Vi erbjuder finansiering, ' +
  'inbyte och förlängd garanti på samtliga begagnade bilar – fråga gärna våra säljare om detaljerna.'

/** The file as a "binary" string: one char per byte, so string offsets are byte offsets. */
const bytes = (pdf: Buffer) => pdf.toString('latin1')

/** Parse startxref → xref table → trailer, checking the table's shape on the way. */
function parseXref(pdf: Buffer) {
  const text = bytes(pdf)
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1])
  expect(Number.isInteger(startxref)).toBe(true)
  expect(text.startsWith('xref\n', startxref)).toBe(true)
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(startxref))!
  const count = Number(header[1])
  const tableStart = startxref + header[0].length
  const entries: Array<{ offset: number; generation: number; type: string }> = []
  for (let i = 0; i < count; i++) {
    const entry = text.slice(tableStart + i * 20, tableStart + (i + 1) * 20)
    // Every entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, two-byte EOL.
    expect(entry).toMatch(/^\d{10} \d{5} [nf] \n$/)
    entries.push({ offset: Number(entry.slice(0, 10)), generation: Number(entry.slice(11, 16)), type: entry[17]! })
  }
  const trailer = text.slice(tableStart + count * 20)
  expect(trailer.startsWith('trailer\n')).toBe(true)
  expect(Number(/\/Size (\d+)/.exec(trailer)?.[1])).toBe(count)
  return { entries, text }
}

function pageCount(pdf: Buffer): number {
  const text = bytes(pdf)
  const pages = text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0
  expect(Number(/\/Type \/Pages .*?\/Count (\d+)/.exec(text)?.[1])).toBe(pages)
  return pages
}

/** The strings shown with Tj, in order, unescaped. */
function shownStrings(pdf: Buffer): string[] {
  return [...bytes(pdf).matchAll(/\(((?:[^()\\]|\\.)*)\) Tj/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'))
}

describe('renderPdf', () => {
  it('writes a PDF 1.4 file with header, trailer and end marker', () => {
    const pdf = renderPdf({ title: 'Prislista', paragraphs: [LOREM], footer: 'Nordvik Bil AB' })
    expect(bytes(pdf).startsWith('%PDF-1.4\n')).toBe(true)
    expect(bytes(pdf).trimEnd().endsWith('%%EOF')).toBe(true)
    expect(bytes(pdf)).toContain('/Type /Catalog')
    expect(bytes(pdf)).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding')
    expect(bytes(pdf)).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding')
  })

  it('has an xref table whose offsets point at every object', () => {
    for (const paragraphs of [[], [LOREM], Array.from({ length: 120 }, () => LOREM)]) {
      const pdf = renderPdf({ title: 'Villkor för service', paragraphs, footer: 'Nordvik' })
      const { entries, text } = parseXref(pdf)
      expect(entries[0]).toEqual({ offset: 0, generation: 65535, type: 'f' })
      expect(entries.length).toBeGreaterThan(6)
      for (const [n, entry] of entries.entries()) {
        if (n === 0) continue
        expect(entry.type).toBe('n')
        expect(text.slice(entry.offset, entry.offset + `${n} 0 obj\n`.length)).toBe(`${n} 0 obj\n`)
      }
      // No object is defined that the table does not list.
      expect(text.match(/^\d+ 0 obj$/gm)).toHaveLength(entries.length - 1)
    }
  })

  it('gives each content stream its exact /Length', () => {
    const pdf = renderPdf({ title: 'Broschyr', paragraphs: Array.from({ length: 60 }, () => LOREM) })
    const text = bytes(pdf)
    const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)]
    expect(streams.length).toBe(pageCount(pdf))
    for (const match of streams) {
      const start = match.index + match[0].length
      const end = start + Number(match[1])
      expect(text.slice(end, end + '\nendstream'.length)).toBe('\nendstream')
    }
  })

  it('adds pages as the text grows', () => {
    const counts = [1, 20, 60, 150].map((n) => pageCount(renderPdf({ title: 'Garanti', paragraphs: Array.from({ length: n }, () => LOREM) })))
    expect(counts[0]).toBe(1)
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThan(counts[i - 1]!)
    // Page numbers appear once there is more than one page.
    const long = renderPdf({ title: 'Garanti', paragraphs: Array.from({ length: 40 }, () => LOREM), footer: 'Nordvik Bil' })
    const n = pageCount(long)
    expect(shownStrings(long)).toContain(`${n} / ${n}`)
    expect(shownStrings(long).filter((s) => s === 'Nordvik Bil')).toHaveLength(n)
  })

  it('wraps body text at roughly 90 characters', () => {
    const lines = shownStrings(renderPdf({ title: 'T', paragraphs: Array.from({ length: 5 }, () => LOREM) })).slice(1)
    const full = lines.slice(0, -1).filter((line) => line.length > 40)
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(95)
    expect(Math.min(...full.map((line) => line.length))).toBeGreaterThan(70)
    // Breaking a word that is longer than a line.
    const long = shownStrings(renderPdf({ title: 'T', paragraphs: ['x'.repeat(500)] })).slice(1)
    expect(long.length).toBeGreaterThan(4)
    expect(long.join('')).toBe('x'.repeat(500))
  })

  it('encodes Nordic letters as WinAnsi bytes and escapes string delimiters', () => {
    const pdf = renderPdf({
      title: 'Bilhandel på Åland',
      paragraphs: ['Smörgåsbord, ærlig, øl, café, Müller — 5 € ✓', 'Ett (litet) test \\ med snedstreck'],
      footer: 'Ørsta',
    })
    const text = bytes(pdf)
    expect(text).toContain('(Bilhandel p\xe5 \xc5land) Tj')
    expect(text).toContain('(Sm\xf6rg\xe5sbord, \xe6rlig, \xf8l, caf\xe9, M\xfcller \x97 5 \x80 ?) Tj')
    expect(text).toContain('(Ett \\(litet\\) test \\\\ med snedstreck) Tj')
    expect(text).toContain('(\xd8rsta) Tj')
    // No UTF-8 sequences leak into the file: å in UTF-8 would be C3 A5.
    expect(pdf.includes(Buffer.from('å', 'utf8'))).toBe(false)
    // The document title in the info dictionary is UTF-16BE.
    expect(text).toContain('/Title <FEFF00420069006C00680061006E00640065006C0020007000E50020')
  })

  it('is deterministic', () => {
    const doc = { title: 'Årsservice', paragraphs: [LOREM, LOREM], footer: 'Nordvik' }
    expect(renderPdf(doc).equals(renderPdf(doc))).toBe(true)
    expect(bytes(renderPdf(doc))).not.toMatch(/CreationDate|ModDate/)
  })
})

describe('toWinAnsi', () => {
  it('maps Windows-1252 characters to their bytes and everything else to ?', () => {
    expect(toWinAnsi('åäöøæéü ÅÄÖØÆÉÜ')).toBe('\xe5\xe4\xf6\xf8\xe6\xe9\xfc \xc5\xc4\xd6\xd8\xc6\xc9\xdc')
    expect(toWinAnsi('€ – — “” ‘’ … • ™ Š ž Œ')).toBe('\x80 \x96 \x97 \x93\x94 \x91\x92 \x85 \x95 \x99 \x8a \x9e \x8c')
    expect(toWinAnsi('a\u030a')).toBe('\xe5') // decomposed å
    expect(toWinAnsi('Ł → 😀\u0007\t')).toBe('? ? ?? ')
  })
})
