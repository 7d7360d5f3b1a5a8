import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { ResponsiveImage } from './ResponsiveImage'

const media = (filename: string, focalX: number, focalY: number) => ({ id: 1, filename, alt: 'Bil', width: 1920, height: 1080, focalX, focalY }) as unknown as Media

describe('a picture with a phone version', () => {
  it('crops each around its own focal point: the phone picture on phones, the wide one from 640 px', () => {
    const html = renderToStaticMarkup(<ResponsiveImage media={media('wide.jpg', 64, 70)} phoneMedia={media('phone.jpg', 50, 36)} sizes="100vw" className="object-cover" />)
    expect(html).toContain('media="(max-width: 639.98px)"')
    expect(html).toContain('--focal-phone:50% 36%')
    expect(html).toContain('--focal-wide:64% 70%')
    expect(html).toContain('class="object-cover object-[var(--focal-phone)] sm:object-[var(--focal-wide)]"')
    expect(html).not.toContain('object-position')
  })

  it('without one, crops the picture around its focal point at every width', () => {
    const html = renderToStaticMarkup(<ResponsiveImage media={media('wide.jpg', 64, 70)} sizes="100vw" />)
    expect(html).toContain('object-position:64% 70%')
  })
})
