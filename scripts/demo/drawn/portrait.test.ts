import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { renderScene } from './index'

describe('a phone picture', () => {
  it('is composed for portrait: the scene above, calm ground below for the hero’s text', async () => {
    const jpeg = await renderScene({ scene: 'hero-city', seed: 'test/phone', width: 270, height: 480 })
    const image = sharp(jpeg)
    expect(await image.metadata()).toMatchObject({ width: 270, height: 480 })
    const band = async (top: number, height: number) => {
      const line = await sharp(jpeg).extract({ left: 0, top, width: 270, height }).png().toBuffer()
      return (await sharp(line).stats()).channels.slice(0, 3).map((channel) => channel.stdev)
    }
    // Across a line of the upper half (skyline, car) the picture varies; across a line of the ground it hardly does.
    const scene = await band(120, 4)
    for (const top of [330, 400, 470]) {
      const ground = await band(top, 4)
      for (const [index, spread] of ground.entries()) expect(spread, `line ${top}`).toBeLessThan(Math.max(4, scene[index]! / 4))
    }
  })
})
