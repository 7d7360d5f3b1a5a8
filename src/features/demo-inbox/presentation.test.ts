import { describe, expect, it } from 'vitest'

import { attachmentUrl, fileSize, inboxTime } from './presentation'

describe('demo inbox presentation', () => {
  it('shows times in Swedish time, summer and winter, with seconds', () => {
    expect(inboxTime('2025-07-01T10:00:05.000Z')).toBe('1 Jul 2025, 12:00:05 CEST')
    expect(inboxTime('2025-01-01T10:00:00.000Z')).toBe('1 Jan 2025, 11:00:00 CET')
    expect(inboxTime('')).toBe('Unknown time')
  })

  it('shows sizes in bytes, kilobytes and megabytes', () => {
    expect(fileSize(1)).toBe('1 byte')
    expect(fileSize(512)).toBe('512 bytes')
    expect(fileSize(1234)).toBe('1.2 kB')
    expect(fileSize(2_500_000)).toBe('2.5 MB')
  })

  it('links an attachment by e-mail id and place', () => {
    expect(attachmentUrl(12, 0)).toBe('/api/demo/inbox/attachment?id=12&index=0')
  })
})
