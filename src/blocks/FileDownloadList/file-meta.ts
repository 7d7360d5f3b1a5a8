/** Short names for the kinds of files dealers publish (price lists, brochures, terms, spreadsheets). */
const TYPE_BY_MIME: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.ms-powerpoint': 'PPT',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'application/zip': 'ZIP',
  'text/csv': 'CSV',
  'text/plain': 'TXT',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'image/svg+xml': 'SVG',
  'video/mp4': 'MP4',
}

/** "PDF" for a file: from its MIME type, else its extension; null when neither says anything. */
export function fileTypeLabel(mimeType: string | null | undefined, filename: string | null | undefined): string | null {
  const mime = mimeType?.split(';')[0]?.trim().toLowerCase()
  if (mime && TYPE_BY_MIME[mime]) return TYPE_BY_MIME[mime]
  const extension = filename?.match(/\.([a-z0-9]{1,5})$/i)?.[1]
  return extension ? extension.toUpperCase() : null
}

const UNITS = [
  { unit: 'gigabyte', bytes: 1e9, digits: 1 },
  { unit: 'megabyte', bytes: 1e6, digits: 1 },
  { unit: 'kilobyte', bytes: 1e3, digits: 0 },
] as const

/** "240 kB", "1,2 MB": decimal units, written the way the site's language writes them. */
export function fileSizeLabel(bytes: number | null | undefined, locale: string): string | null {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return null
  const size = UNITS.find((candidate) => bytes >= candidate.bytes)
  const format = (value: number, unit: string, digits: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(value)
  return size ? format(bytes / size.bytes, size.unit, size.digits) : format(bytes, 'byte', 0)
}

/** What a visitor sees before downloading: "PDF · 240 kB". */
export function fileMetaLabel(
  file: { mimeType?: string | null; filename?: string | null; filesize?: number | null },
  locale: string,
): string | null {
  const parts = [fileTypeLabel(file.mimeType, file.filename), fileSizeLabel(file.filesize, locale)].filter(Boolean)
  return parts.length ? parts.join(' · ') : null
}
