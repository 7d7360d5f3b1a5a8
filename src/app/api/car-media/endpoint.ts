import { z } from 'zod'

import { parseTurntableName, turntableFrameSvg } from '@/features/media/turntable'
import { plainBytes, plainError, plainJson } from '@/http/answer'
import { defineEndpoint } from '@/http/endpoint'
import type { CarMediaProvider } from '@/features/media/ports'
import { carMedia } from '@/wiring/car-media'
import { cms } from '@/wiring/cms'

export type CarMediaContext = { media: () => CarMediaProvider }

const regNoParams = z.object({
  regNo: z.string().regex(/^[A-Za-z0-9 ]{2,12}$/, 'A registration number is 2 to 12 letters, digits or spaces.'),
})

/** `GET /api/car-media/{regNo}` (spec 2 §7 "Media (UK)"): which views of the car exist besides its pictures. */
export function carMediaEndpoint(context: CarMediaContext) {
  return defineEndpoint({
    method: 'GET',
    path: '/api/car-media/[regNo]',
    summary: 'Video and 360° views of a car by registration number (spec 2 §7 Media (UK))',
    params: regNoParams,
    example: { params: { regNo: 'NV21ABC' } },
    async handle({ params }) {
      const answer = await context.media().mediaOf(params.regNo)
      if (!answer) return plainError(404, 'not_found', 'No car in stock has this registration number.')
      return plainJson(200, answer, { 'cache-control': 'public, max-age=60' })
    },
  })
}

/** `GET /api/car-media/frames/{name}`: one drawn frame of the demo's 360° views (src/features/media/turntable.ts). */
export const carMediaFrame = defineEndpoint({
  method: 'GET',
  path: '/api/car-media/frames/[name]',
  summary: 'One frame of a generated 360° view',
  params: z.object({ name: z.string().max(60) }),
  example: { params: { name: 'exterior-8a1c1c-0-36.svg' } },
  async handle({ params }) {
    const frame = parseTurntableName(params.name)
    if (!frame) return plainError(404, 'not_found', 'No such frame.')
    return plainBytes(200, 'image/svg+xml', turntableFrameSvg(frame), { 'cache-control': 'public, max-age=31536000, immutable' })
  },
})

export const carMediaByRegNo = carMediaEndpoint({ media: () => carMedia(cms) })
