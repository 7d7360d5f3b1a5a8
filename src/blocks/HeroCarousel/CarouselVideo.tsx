'use client'

import type { ComponentProps } from 'react'

import { Video } from '@/features/media/ui/Video'

import { useSlideActive } from './CarouselFrame'

/**
 * A slide's video, there only while its slide is shown: hidden slides neither download nor play, and a
 * slide's video starts from the beginning each time it comes round. The slide's image lies beneath it.
 */
export function CarouselVideo(props: ComponentProps<typeof Video>) {
  return useSlideActive() ? <Video {...props} /> : null
}
