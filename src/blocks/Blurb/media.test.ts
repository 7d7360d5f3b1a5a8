import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { blurbMedia } from './media'

const file = (filename: string, mimeType: string) => ({ id: 1, alt: 'Bild', filename, mimeType }) as unknown as Media

describe('blurb media', () => {
  const image = file('xc60.jpg', 'image/jpeg')
  const video = file('xc60.mp4', 'video/mp4')
  const phoneVideo = file('xc60-phone.mp4', 'video/mp4')

  it('prefers YouTube when a video id is set', () => {
    expect(blurbMedia({ youtubeId: 'dQw4w9WgXcQ', videoDesktop: video, imageDesktop: image })).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' })
  })

  it('plays the uploaded video next, with the phone cut when there is one', () => {
    expect(blurbMedia({ youtubeId: '', videoDesktop: video, videoPhone: phoneVideo, imageDesktop: image })).toEqual({
      kind: 'video',
      desktop: { src: '/-/media/xc60.mp4', type: 'video/mp4' },
      phone: { src: '/-/media/xc60-phone.mp4', type: 'video/mp4' },
    })
    expect(blurbMedia({ videoDesktop: video })).toMatchObject({ kind: 'video', phone: null })
  })

  it('falls back to the image, and to nothing', () => {
    expect(blurbMedia({ youtubeId: 'not a video id!', imageDesktop: image })).toEqual({ kind: 'image' })
    expect(blurbMedia({ videoDesktop: 7, imageDesktop: image })).toEqual({ kind: 'image' })
    expect(blurbMedia({})).toEqual({ kind: 'none' })
  })
})
