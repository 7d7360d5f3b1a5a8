/** How the demo inbox shows a message's time, size and links; the inbox is read in Sweden's time zone. */

export const INBOX_TIME_ZONE = 'Europe/Stockholm'

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: INBOX_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
})

/** `1 Jul 2025, 12:00:00 CEST`; seconds shown, since two codes sent a minute apart must be told apart. */
export function inboxTime(iso: string): string {
  const at = Date.parse(iso)
  return Number.isFinite(at) ? timeFormat.format(at) : 'Unknown time'
}

const bytes = new Intl.NumberFormat('en-GB', { style: 'unit', unit: 'byte', unitDisplay: 'long' })
const kilobytes = new Intl.NumberFormat('en-GB', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 })
const megabytes = new Intl.NumberFormat('en-GB', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })

export function fileSize(size: number): string {
  if (size < 1000) return bytes.format(size)
  if (size < 1_000_000) return kilobytes.format(size / 1000)
  return megabytes.format(size / 1_000_000)
}

export const DEMO_INBOX_PATH = '/demo/inbox'

export function attachmentUrl(emailId: number, index: number): string {
  return `/api/demo/inbox/attachment?${new URLSearchParams({ id: String(emailId), index: String(index) })}`
}
