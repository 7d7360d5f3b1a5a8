import { describe, expect, it } from 'vitest'

import { attachmentContentType, attachmentSize, emailMessage, inlineDisposition } from './inbox'

describe('demo inbox messages', () => {
  it('gives an e-mail its channel, its extra headers and its attachments their sizes, without the HTML body or the content', () => {
    const message = emailMessage({
      id: 7,
      to: 'leads@bilhall.example',
      subject: 'Trade-in · ABC123',
      text: 'Hej',
      html: '<p>Hej</p>',
      attachments: [{ filename: 'lead.xml', contentType: 'application/xml', content: '<adf>å</adf>' }],
      headers: { 'List-Unsubscribe': '<http://se2.localhost/api/car-alerts/unsubscribe?token=u.1.x>' },
      status: 'sent',
      transport: 'demo-inbox',
      createdAt: '2025-01-01T10:00:00.000Z',
      sentAt: '2025-01-01T10:00:01.000Z',
    })
    expect(message).toEqual({
      channel: 'email',
      id: 7,
      to: 'leads@bilhall.example',
      subject: 'Trade-in · ABC123',
      text: 'Hej',
      status: 'sent',
      transport: 'demo-inbox',
      createdAt: '2025-01-01T10:00:00.000Z',
      sentAt: '2025-01-01T10:00:01.000Z',
      headers: { 'List-Unsubscribe': '<http://se2.localhost/api/car-alerts/unsubscribe?token=u.1.x>' },
      attachments: [{ filename: 'lead.xml', contentType: 'application/xml', size: 13 }],
    })
    expect(attachmentSize({ content: 'å' })).toBe(2)
  })

  it('serves only well-formed media types, textual ones as UTF-8', () => {
    expect(attachmentContentType('application/xml')).toBe('application/xml; charset=utf-8')
    expect(attachmentContentType('Text/Plain; charset=latin1')).toBe('text/plain; charset=utf-8')
    expect(attachmentContentType('application/vnd.adf+xml')).toBe('application/vnd.adf+xml; charset=utf-8')
    expect(attachmentContentType('application/pdf')).toBe('application/pdf')
    expect(attachmentContentType('text/html\r\nSet-Cookie: a=b')).toBe('application/octet-stream')
    expect(attachmentContentType('')).toBe('application/octet-stream')
  })

  it('names the file inline, with an ASCII fallback and no path or quotes', () => {
    expect(inlineDisposition('lead-ABC123.xml')).toBe(`inline; filename="lead-ABC123.xml"; filename*=UTF-8''lead-ABC123.xml`)
    expect(inlineDisposition('förfrågan "1".xml')).toBe(`inline; filename="f_rfr_gan _1_.xml"; filename*=UTF-8''f%C3%B6rfr%C3%A5gan%20%221%22.xml`)
    expect(inlineDisposition('../../etc/passwd')).toBe(`inline; filename="passwd"; filename*=UTF-8''passwd`)
    expect(inlineDisposition('')).toBe(`inline; filename="attachment"; filename*=UTF-8''attachment`)
  })
})
