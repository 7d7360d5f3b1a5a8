import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { BRAND_LOGO_HEIGHT, BRAND_LOGO_MONO_COLOR, BRAND_LOGO_WIDTH, BRAND_LOGOS, renderBrandLogo } from './brand-logos'

/** Pixels with any ink, and the average colour of the clearly inked ones. */
async function inspect(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  let inked = 0
  const sum = [0, 0, 0]
  let solid = 0
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const alpha = data[offset + 3]!
    if (alpha > 0) inked++
    if (alpha === 255) {
      solid++
      for (let channel = 0; channel < 3; channel++) sum[channel]! += data[offset + channel]!
    }
  }
  const hex = sum.map((total) => Math.round(total / Math.max(1, solid)).toString(16).padStart(2, '0')).join('')
  return { info, inked, share: inked / (info.width * info.height), solidColor: `#${hex}` }
}

describe('renderBrandLogo', () => {
  for (const name of BRAND_LOGOS) {
    it(`draws ${name} as a transparent ${BRAND_LOGO_WIDTH}×${BRAND_LOGO_HEIGHT} PNG in both styles`, async () => {
      for (const style of ['colour', 'mono'] as const) {
        const png = await renderBrandLogo(name, style)
        const meta = await sharp(png).metadata()
        expect(meta.format).toBe('png')
        expect([meta.width, meta.height]).toEqual([BRAND_LOGO_WIDTH, BRAND_LOGO_HEIGHT])
        expect(meta.hasAlpha).toBe(true)
        const { info, share } = await inspect(png)
        expect(info.channels).toBe(4)
        // A real wordmark: some ink, but far from a filled box.
        expect(share, `${name} ${style}`).toBeGreaterThan(0.02)
        expect(share, `${name} ${style}`).toBeLessThan(0.5)
      }
    })
  }

  it('keeps the corners transparent (the wordmark is centred with padding)', async () => {
    for (const name of BRAND_LOGOS) {
      const { data, info } = await sharp(await renderBrandLogo(name, 'colour')).raw().toBuffer({ resolveWithObject: true })
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]
      for (const [x, y] of [[0, 0], [info.width - 1, 0], [0, info.height - 1], [info.width - 1, info.height - 1]] as const) {
        expect(alphaAt(x, y), `${name} at ${x},${y}`).toBe(0)
      }
      // No ink in the outer 10 px on any side.
      let border = 0
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width; x++) {
          const inside = x >= 10 && x < info.width - 10 && y >= 10 && y < info.height - 10
          if (!inside && alphaAt(x, y)! > 0) border++
        }
      }
      expect(border, name).toBe(0)
    }
  })

  it("paints 'mono' in the shared grey and 'colour' in the make's own colour", async () => {
    const mono = await inspect(await renderBrandLogo('Toyota', 'mono'))
    const colour = await inspect(await renderBrandLogo('Toyota', 'colour'))
    expect(mono.solidColor).toBe(BRAND_LOGO_MONO_COLOR)
    expect(colour.solidColor).not.toBe(BRAND_LOGO_MONO_COLOR)
    // Same drawing, different ink.
    expect(colour.inked).toBe(mono.inked)
    for (const name of BRAND_LOGOS) {
      const [a, b] = await Promise.all([renderBrandLogo(name, 'colour'), renderBrandLogo(name, 'mono')])
      expect(a.equals(b), name).toBe(false)
    }
  })

  it('draws every make at one height, so a row of them reads at one size (a name too long for the width smaller)', async () => {
    const inkHeights = new Map<string, number>()
    for (const name of BRAND_LOGOS) {
      const { data, info } = await sharp(await renderBrandLogo(name, 'colour')).raw().toBuffer({ resolveWithObject: true })
      const rows = Array.from({ length: info.height }, (_, y) => y).filter((y) => Array.from({ length: info.width }, (_, x) => data[(y * info.width + x) * info.channels + 3]! > 8).some(Boolean))
      inkHeights.set(name, rows.at(-1)! - rows[0]! + 1)
    }
    const heights = [...inkHeights].filter(([name]) => name !== 'Mercedes-Benz').map(([, height]) => height)
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(3)
    expect(inkHeights.get('Mercedes-Benz')).toBeGreaterThan(28)
  })

  it('is deterministic', async () => {
    const [a, b] = await Promise.all([renderBrandLogo('Mercedes-Benz', 'colour'), renderBrandLogo('Mercedes-Benz', 'colour')])
    expect(a.equals(b)).toBe(true)
  })

  it('gives different makes different pictures', async () => {
    const images = await Promise.all(BRAND_LOGOS.map((name) => renderBrandLogo(name, 'mono')))
    expect(new Set(images.map((image) => image.toString('base64'))).size).toBe(BRAND_LOGOS.length)
  })

  it('refuses unknown makes and styles with a clear error', async () => {
    await expect(renderBrandLogo('Trabant', 'colour')).rejects.toThrow(/Unknown brand "Trabant"/)
    await expect(renderBrandLogo('volvo', 'mono')).rejects.toThrow(/Unknown brand "volvo".*Volvo/)
    await expect(renderBrandLogo('Volvo', 'sepia' as never)).rejects.toThrow(/Unknown brand-logo style/)
  })
})
