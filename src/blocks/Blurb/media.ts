import { isMediaDoc } from '@/features/media/urls'
import { videoSource, youtubeId, type VideoSource } from '@/features/media/video'
import type { BlurbBlock } from '@/payload-types'

export type BlurbMedia =
  | { kind: 'youtube'; id: string }
  | { kind: 'video'; desktop: VideoSource; phone: VideoSource | null }
  | { kind: 'image' }
  | { kind: 'none' }

/** What the blurb shows beside its text: YouTube when it has a video id, else its own video, else the image. */
export function blurbMedia(block: Pick<BlurbBlock, 'youtubeId' | 'videoDesktop' | 'videoPhone' | 'imageDesktop'>): BlurbMedia {
  const id = youtubeId(block.youtubeId)
  if (id) return { kind: 'youtube', id }
  const desktop = videoSource(block.videoDesktop)
  if (desktop) return { kind: 'video', desktop, phone: videoSource(block.videoPhone) }
  if (isMediaDoc(block.imageDesktop) && block.imageDesktop.filename) return { kind: 'image' }
  return { kind: 'none' }
}
