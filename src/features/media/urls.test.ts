import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { focalPosition, mediaSrcSet, mediaUrl } from './urls'

const media = {
  id: 1,
  alt: 'A car',
  site: 1,
  filename: 'hero.jpg',
  width: 2400,
  height: 1200,
  focalX: 30,
  focalY: 70,
  sizes: {
    w320: { filename: 'hero-320x160.webp', width: 320, height: 160 },
    w640: { filename: 'hero-640x320.webp', width: 640, height: 320 },
    w1280: { filename: 'hero-1280x640.webp', width: 1280, height: 640 },
    w1920: { filename: 'hero-1920x960.webp', width: 1920, height: 960 },
  },
  updatedAt: '',
  createdAt: '',
} as unknown as Media

describe('media urls', () => {
  it('serves media under /-/media/', () => {
    expect(mediaUrl('hero bild.jpg')).toBe('/-/media/hero%20bild.jpg')
    expect(mediaUrl(null)).toBeNull()
  })

  it('lists the stored device sizes, and the original when it is larger', () => {
    expect(mediaSrcSet(media)).toBe(
      '/-/media/hero-320x160.webp 320w, /-/media/hero-640x320.webp 640w, /-/media/hero-1280x640.webp 1280w, /-/media/hero-1920x960.webp 1920w, /-/media/hero.jpg 2400w',
    )
  })

  it('leaves out the sizes wider than a picture is ever drawn', () => {
    expect(mediaSrcSet(media, 1280)).toBe('/-/media/hero-320x160.webp 320w, /-/media/hero-640x320.webp 640w, /-/media/hero-1280x640.webp 1280w')
    expect(mediaSrcSet({ ...media, sizes: {}, width: 900 } as Media, 1280)).toBe('/-/media/hero.jpg 900w')
  })

  it('positions by the focal point, centred when none is set', () => {
    expect(focalPosition(media)).toBe('30% 70%')
    expect(focalPosition({ focalX: null, focalY: undefined })).toBe('50% 50%')
  })
})
