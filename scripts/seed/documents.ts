/**
 * A tiny, dependency-free PDF 1.4 writer for the demo seed's downloadable documents (price lists,
 * terms, brochures): a bold title, wrapped paragraphs, an optional footer, automatic page breaks.
 *
 * Text uses the standard Helvetica fonts with WinAnsiEncoding, so no font files are embedded and
 * the Nordic letters (å ä ö ø æ é ü …) render in every viewer. Characters outside Windows-1252 are
 * written as '?'. Content streams are left uncompressed: the documents are small and stay readable.
 * The output is deterministic (no dates, an ID derived from the content).
 */

import { createHash } from 'node:crypto'

export type PdfDocument = { title: string; paragraphs: string[]; footer?: string }

/** A4 in PostScript points. */
const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = { left: 88, right: 88, top: 72, bottom: 80 }
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right
const TITLE = { size: 20, leading: 24, gapAfter: 18 }
const BODY = { size: 11, leading: 15.5, gapAfter: 8 }
const FOOTER = { size: 8.5, baseline: 40 }

// ---------------------------------------------------------------------------------------------
// Windows-1252 (WinAnsiEncoding)

/** The code points Windows-1252 puts at 0x80–0x9F (0x81, 0x8D, 0x8F, 0x90 and 0x9D are unused). */
const CP1252_HIGH: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
  0x02c6: 0x88, 0x2030: 0x89, 0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c, 0x017d: 0x8e, 0x2018: 0x91,
  0x2019: 0x92, 0x201c: 0x93, 0x201d: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98,
  0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b, 0x0153: 0x9c, 0x017e: 0x9e, 0x0178: 0x9f,
}

const CP1252_BYTE_TO_CODE_POINT = new Map(Object.entries(CP1252_HIGH).map(([cp, byte]) => [byte, Number(cp)]))

/**
 * Text → Windows-1252 bytes, returned as a "binary" string (one char per byte, 0–255). The text is
 * NFC-normalised first so decomposed letters (a + combining ring) still become one byte; tabs turn
 * into spaces; anything else that Windows-1252 cannot hold becomes '?'.
 */
export function toWinAnsi(text: string): string {
  let out = ''
  for (const char of text.normalize('NFC')) {
    const cp = char.codePointAt(0)!
    if (cp === 0x09) out += ' '
    else if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff)) out += String.fromCharCode(cp)
    else if (CP1252_HIGH[cp] !== undefined) out += String.fromCharCode(CP1252_HIGH[cp])
    else out += '?'
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Glyph widths (1/1000 em) of the standard Helvetica fonts, used for line wrapping only.

// prettier-ignore
const REGULAR_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 … ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P … _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` … o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p … ~
]
// prettier-ignore
const BOLD_ASCII = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
]
/** Upper-half glyphs whose width is not that of an unaccented base letter: [regular, bold]. */
const SPECIAL_WIDTHS: Record<string, [number, number]> = {
  'æ': [889, 889], 'Æ': [1000, 1000], 'ø': [611, 611], 'Ø': [778, 778], 'ß': [611, 611],
  'œ': [944, 944], 'Œ': [1000, 1000], 'ð': [556, 611], 'Ð': [722, 722], 'þ': [556, 611], 'Þ': [667, 667],
  '€': [556, 556], '–': [556, 556], '—': [1000, 1000], '…': [1000, 1000], '‰': [1000, 1000],
  '™': [1000, 1000], '•': [350, 350], '‘': [222, 278], '’': [222, 278], '‚': [222, 278],
  '“': [333, 500], '”': [333, 500], '„': [333, 500], '‹': [333, 333], '›': [333, 333],
  '«': [556, 556], '»': [556, 556], '\u00a0': [278, 278], '°': [400, 400], '©': [737, 737],
  '®': [737, 737], '×': [584, 584], '÷': [584, 584], '±': [584, 584], '¬': [584, 584],
  '·': [278, 278], '¡': [333, 333], '¿': [611, 611], '¹': [333, 333], '²': [333, 333], '³': [333, 333],
  '¼': [834, 834], '½': [834, 834], '¾': [834, 834], '¦': [260, 280], '\u00ad': [333, 333],
  '´': [333, 333], '¨': [333, 333], '¯': [333, 333], '¸': [333, 333], 'ˆ': [333, 333], '˜': [333, 333],
}

function charWidth(byte: number, bold: boolean): number {
  const ascii = bold ? BOLD_ASCII : REGULAR_ASCII
  if (byte >= 0x20 && byte <= 0x7e) return ascii[byte - 0x20]!
  const char = String.fromCodePoint(CP1252_BYTE_TO_CODE_POINT.get(byte) ?? byte)
  const special = SPECIAL_WIDTHS[char]
  if (special) return special[bold ? 1 : 0]
  // Accented letters are as wide as their base letter in Helvetica (å = a, É = E …).
  const base = char.normalize('NFD').codePointAt(0)!
  if (base >= 0x20 && base <= 0x7e) return ascii[base - 0x20]!
  return bold ? 611 : 556
}

const WIDTH_CACHE = new Map<string, number>()

/** Width in points of a WinAnsi byte string set in Helvetica (or Helvetica-Bold) at `size`. */
function textWidth(bytes: string, size: number, bold: boolean): number {
  let units = 0
  for (let i = 0; i < bytes.length; i++) {
    const key = `${bold ? 'b' : 'r'}${bytes.charCodeAt(i)}`
    let width = WIDTH_CACHE.get(key)
    if (width === undefined) {
      width = charWidth(bytes.charCodeAt(i), bold)
      WIDTH_CACHE.set(key, width)
    }
    units += width
  }
  return (units * size) / 1000
}

/**
 * Greedy word wrap of text to `maxWidth` points, returning WinAnsi lines. Explicit newlines are
 * kept as line breaks, runs of spaces collapse, and a word longer than a line is broken up.
 */
function wrap(text: string, size: number, bold: boolean, maxWidth: number): string[] {
  const lines: string[] = []
  for (const hardLine of text.split(/\r\n|\r|\n/)) {
    const words = toWinAnsi(hardLine).split(' ').filter(Boolean)
    let line = ''
    for (let word of words) {
      const candidate = line ? `${line} ${word}` : word
      if (textWidth(candidate, size, bold) <= maxWidth) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      while (textWidth(word, size, bold) > maxWidth) {
        let cut = 1
        while (cut < word.length && textWidth(word.slice(0, cut + 1), size, bold) <= maxWidth) cut++
        lines.push(word.slice(0, cut))
        word = word.slice(cut)
      }
      line = word
    }
    lines.push(line)
  }
  return lines
}

// ---------------------------------------------------------------------------------------------
// Layout

/** A PDF literal string of WinAnsi bytes: ( ) and \ escaped, other bytes written as they are. */
function pdfString(bytes: string): string {
  return `(${bytes.replace(/[()\\]/g, (c) => `\\${c}`)})`
}

/** Numbers for content streams: at most two decimals, no exponent, no trailing zeros. */
function num(value: number): string {
  return String(Math.round(value * 100) / 100)
}

type Line = { text: string; font: 'F1' | 'F2'; size: number; x: number; y: number }

/** Lay the document out into pages of positioned lines. Always at least one page. */
function layout(doc: PdfDocument): Line[][] {
  const pages: Line[][] = [[]]
  let y = PAGE.height - MARGIN.top
  const place = (text: string, font: Line['font'], size: number, leading: number) => {
    // A line goes to the next page when its baseline would fall into the bottom margin.
    if (y - leading < MARGIN.bottom && pages.at(-1)!.length > 0) {
      pages.push([])
      y = PAGE.height - MARGIN.top
    }
    y -= leading
    pages.at(-1)!.push({ text, font, size, x: MARGIN.left, y })
  }

  const title = doc.title.trim()
  if (title) {
    for (const line of wrap(title, TITLE.size, true, CONTENT_WIDTH)) place(line, 'F2', TITLE.size, TITLE.leading)
    y -= TITLE.gapAfter
  }
  for (const paragraph of doc.paragraphs) {
    const lines = wrap(paragraph, BODY.size, false, CONTENT_WIDTH)
    // Keep a two-line paragraph start together instead of leaving one orphan line at a page end.
    if (lines.length > 1 && y - 2 * BODY.leading < MARGIN.bottom && pages.at(-1)!.length > 0) {
      pages.push([])
      y = PAGE.height - MARGIN.top
    }
    for (const line of lines) place(line, 'F1', BODY.size, BODY.leading)
    y -= BODY.gapAfter
  }
  return pages
}

function pageContent(lines: Line[], footer: string, pageNumber: number, pageCount: number): string {
  const ops: string[] = []
  let current = ''
  ops.push('BT')
  for (const line of lines) {
    const state = `${line.font}${line.size}`
    if (state !== current) {
      ops.push(line.font === 'F2' ? '0.09 0.11 0.15 rg' : '0.15 0.16 0.18 rg')
      ops.push(`/${line.font} ${num(line.size)} Tf`)
      current = state
    }
    // Absolute positioning through the text matrix keeps every line independent.
    ops.push(`1 0 0 1 ${num(line.x)} ${num(line.y)} Tm ${pdfString(line.text)} Tj`)
  }
  ops.push('ET')

  const pageLabel = pageCount > 1 ? `${pageNumber} / ${pageCount}` : ''
  if (footer || pageLabel) {
    const labelWidth = textWidth(pageLabel, FOOTER.size, false)
    ops.push(`0.8 0.82 0.85 RG 0.5 w ${num(MARGIN.left)} ${num(FOOTER.baseline + 14)} m ${num(PAGE.width - MARGIN.right)} ${num(FOOTER.baseline + 14)} l S`)
    ops.push('BT', '0.42 0.45 0.5 rg', `/F1 ${num(FOOTER.size)} Tf`)
    if (footer) {
      const room = CONTENT_WIDTH - (pageLabel ? labelWidth + 24 : 0)
      let text = footer
      if (textWidth(text, FOOTER.size, false) > room) {
        const ellipsis = '\x85'
        while (text.length > 0 && textWidth(text + ellipsis, FOOTER.size, false) > room) text = text.slice(0, -1)
        text = text.trimEnd() + ellipsis
      }
      ops.push(`1 0 0 1 ${num(MARGIN.left)} ${num(FOOTER.baseline)} Tm ${pdfString(text)} Tj`)
    }
    if (pageLabel) ops.push(`1 0 0 1 ${num(PAGE.width - MARGIN.right - labelWidth)} ${num(FOOTER.baseline)} Tm ${pdfString(pageLabel)} Tj`)
    ops.push('ET')
  }
  return `${ops.join('\n')}\n`
}

/** A PDF text string for the document information dictionary: UTF-16BE with a byte order mark. */
function pdfTextString(text: string): string {
  let hex = 'FEFF'
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase()
  return `<${hex}>`
}

// ---------------------------------------------------------------------------------------------
// File structure

/**
 * Render a document as a PDF 1.4 file (A4, Helvetica). Deterministic: the same input gives
 * byte-identical output.
 */
export function renderPdf({ title, paragraphs, footer }: PdfDocument): Buffer {
  const pages = layout({ title, paragraphs, footer })
  const footerBytes = toWinAnsi(footer ?? '').replace(/\s+/g, ' ').trim()

  // Object numbers: 1 catalog, 2 page tree, 3–4 fonts, 5 info, then a page and its content stream.
  const pageIds = pages.map((_, i) => 6 + i * 2)
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} /MediaBox [0 0 ${num(PAGE.width)} ${num(PAGE.height)}] >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfTextString(title.normalize('NFC'))} /Producer (Forecourt demo seed) >>`,
  ]
  pages.forEach((lines, i) => {
    const content = pageContent(lines, footerBytes, i + 1, pages.length)
    objects.push(
      `<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> /ProcSet [/PDF /Text] >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    )
  })

  // Everything is built as a "binary" string (one char per byte), so string length = byte offset.
  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(file.length)
    file += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = file.length
  const id = createHash('md5').update(file, 'latin1').digest('hex').toUpperCase()
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(file, 'latin1')
}
