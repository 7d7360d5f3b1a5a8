/**
 * Renders every scene × variant to /tmp/scene-previews (JPEG, plus a PNG copy for viewers that
 * cannot show JPEG), writes a contact sheet, prints timings and checks determinism.
 *
 *   npx tsx scripts/seed/preview-images.ts [scene-filter]
 *   PREVIEW_PNG=0 …   skip the PNG copies and the contact sheet (faster)
 */

import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import sharp, { type OverlayOptions } from 'sharp'

import { SCENES, type SceneVariant } from './types'
import { renderFavicon, renderScene, type SceneOptions } from '../demo/drawn'

const OUT = '/tmp/scene-previews'
const VARIANTS: SceneVariant[] = ['dawn', 'day', 'dusk', 'night']
const COLORS = ['#243447', '#8c1c24', '#c9ccd1', '#1d1f22', '#2f5d50']
const TILE = { width: 480, height: 270 }

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true })
  const filter = process.argv[2]
  const png = process.env.PREVIEW_PNG !== '0'
  const timings: Array<[string, number]> = []
  const tiles: OverlayOptions[] = []
  // Warm up libvips and librsvg so the first measurement is not an outlier.
  await renderScene({ scene: 'pattern', seed: 'warmup' })

  const scenes = SCENES.filter((scene) => !filter || scene.includes(filter))
  for (const [row, scene] of scenes.entries()) {
    const i = SCENES.indexOf(scene)
    for (const [col, variant] of VARIANTS.entries()) {
      const options: SceneOptions = { scene, variant, seed: `preview-${i}`, carColor: COLORS[i % COLORS.length] }
      const start = performance.now()
      const jpeg = await renderScene(options)
      timings.push([`${scene}/${variant}`, performance.now() - start])
      const file = join(OUT, `${scene}-${variant}`)
      writeFileSync(`${file}.jpg`, jpeg)
      if (png) {
        await sharp(jpeg).png().toFile(`${file}.png`)
        tiles.push({ input: await sharp(jpeg).resize(TILE).toBuffer(), left: col * TILE.width, top: row * TILE.height })
      }
    }
  }

  for (const [label, ms] of timings) console.log(`${label.padEnd(26)} ${ms.toFixed(0).padStart(5)} ms`)
  const all = timings.map(([, ms]) => ms)
  if (all.length) console.log(`1920×1080 render: mean ${(all.reduce((a, b) => a + b, 0) / all.length).toFixed(0)} ms, max ${Math.max(...all).toFixed(0)} ms`)

  if (tiles.length) {
    const sheet = join(OUT, '_contact-sheet.png')
    await sharp({ create: { width: TILE.width * VARIANTS.length, height: TILE.height * scenes.length, channels: 3, background: '#000' } })
      .composite(tiles)
      .png()
      .toFile(sheet)
    console.log(`contact sheet (rows: scenes, columns: ${VARIANTS.join(', ')}): ${sheet}`)
  }

  const probe: SceneOptions = { scene: 'hero-city', variant: 'night', seed: 'determinism', carColor: '#8c1c24' }
  const [a, b] = [await renderScene(probe), await renderScene(probe)]
  const other = await renderScene({ ...probe, seed: 'determinism-2' })
  console.log(`deterministic: ${a.equals(b) ? 'yes' : 'NO'} (${a.length} bytes twice); another seed gives another image: ${a.equals(other) ? 'NO' : 'yes'}`)

  writeFileSync(join(OUT, 'favicon.png'), await renderFavicon('#1f3a5f'))
  writeFileSync(join(OUT, 'favicon-256.png'), await renderFavicon('#b3121b', 256))
  console.log(`previews in ${OUT}`)
  if (!a.equals(b)) process.exitCode = 1
}

await main()
