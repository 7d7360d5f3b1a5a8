import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { posterUrl, videoLabels, videoSource, youtubeEmbedUrl, youtubeId } from './video'

const media = (fields: Partial<Media>) => ({ id: 1, alt: '', site: 1, updatedAt: '', createdAt: '', ...fields }) as Media

describe('video source', () => {
  it('serves a CMS video under /-/media/ with its type', () => {
    expect(videoSource(media({ filename: 'film.mp4', mimeType: 'video/mp4' }))).toEqual({ src: '/-/media/film.mp4', type: 'video/mp4' })
    expect(videoSource(media({ filename: 'loop 2.webm', mimeType: 'video/webm' }))).toEqual({ src: '/-/media/loop%202.webm', type: 'video/webm' })
  })

  it('reads the type from the file name when the CMS stored none', () => {
    expect(videoSource(media({ filename: 'film.MP4', mimeType: null }))?.type).toBe('video/mp4')
    expect(videoSource(media({ filename: 'film.webm' }))?.type).toBe('video/webm')
  })

  it('leaves out what is not a playable video: nothing, an unpopulated id, an image, another format', () => {
    expect(videoSource(null)).toBeNull()
    expect(videoSource(undefined)).toBeNull()
    expect(videoSource(7)).toBeNull()
    expect(videoSource(media({ filename: null, mimeType: 'video/mp4' }))).toBeNull()
    expect(videoSource(media({ filename: 'car.jpg', mimeType: 'image/jpeg' }))).toBeNull()
    expect(videoSource(media({ filename: 'clip.mov', mimeType: 'video/quicktime' }))).toBeNull()
  })

  it('uses the 1280 px image as poster when the CMS made one', () => {
    const withSizes = media({ filename: 'hero.jpg', sizes: { w1280: { filename: 'hero-1280.webp', width: 1280 } } })
    expect(posterUrl(withSizes)).toBe('/-/media/hero-1280.webp')
    expect(posterUrl(media({ filename: 'hero.jpg' }))).toBe('/-/media/hero.jpg')
    expect(posterUrl(3)).toBeNull()
  })
})

describe('video labels', () => {
  it('comes from the dictionary, with the Swedish fixed texts as fallback', () => {
    expect(videoLabels({})).toEqual({ play: 'Spela upp', pause: 'Pausa', mute: 'Stäng av ljudet', unmute: 'Slå på ljudet' })
    expect(videoLabels({ play: 'Play', mute: 'Mute' })).toMatchObject({ play: 'Play', pause: 'Pausa', mute: 'Mute' })
  })
})

describe('youtube', () => {
  it('takes an id as typed or out of the addresses editors paste', () => {
    expect(youtubeId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId(' https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42 ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
  })

  it('refuses anything else', () => {
    expect(youtubeId('')).toBeNull()
    expect(youtubeId(null)).toBeNull()
    expect(youtubeId('dQw4w9WgXcQ"><script>')).toBeNull()
    expect(youtubeId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull()
  })

  it('embeds from the privacy-enhanced domain, playing at once and without related videos from other channels', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')
  })
})
