'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { fillText } from '@/lib/fill-text'

import type { GalleryImage, GalleryTexts } from './gallery-types'

const GalleryViewer = dynamic(() => import('./GalleryViewer').then((module) => module.GalleryViewer), { ssr: false })

type Props = { images: GalleryImage[]; texts: GalleryTexts; missingImageText: string; title: string }

/**
 * The side tiles fill their column whatever their number: one tile alone, two stacked, three with the first
 * across the top, four in a square; the tiles at the top and bottom right take the gallery's rounded corners.
 */
export function sideTiles(count: number): { grid: string; tile: (position: number) => string } {
  const corners = (top: number, bottom: number) => (position: number) =>
    [
      position === top ? 'rounded-tr-2xl' : '',
      position === bottom ? 'rounded-br-2xl' : '',
      count === 3 && position === 0 ? 'col-span-2' : '',
    ]
      .filter(Boolean)
      .join(' ')
  if (count <= 1) return { grid: 'grid-cols-1 grid-rows-1', tile: corners(0, 0) }
  if (count === 2) return { grid: 'grid-cols-1 grid-rows-2', tile: corners(0, 1) }
  if (count === 3) return { grid: 'grid-cols-2 grid-rows-2', tile: corners(0, 2) }
  return { grid: 'grid-cols-2 grid-rows-2', tile: corners(1, 3) }
}

/**
 * The car's pictures (spec 2 §2 gallery): the first large — the page's prioritised LCP image — and four more beside
 * it on wide screens; any of them opens the full-screen viewer at that picture.
 */
export function CarGallery({ images, texts, missingImageText, title }: Props) {
  const [open, setOpen] = useState<number | null>(null)
  if (images.length === 0) {
    return (
      <div
        data-car-gallery="empty"
        className="grid aspect-[16/10] place-items-center rounded-2xl bg-surface-2 px-6 text-center text-lg font-medium text-muted"
      >
        {missingImageText}
      </div>
    )
  }
  const count = images.length
  const side = images.slice(1, 5)
  const tiles = sideTiles(side.length)
  const label = (index: number) => fillText(texts.openImage, { number: index + 1, count })
  return (
    <div data-car-gallery={count}>
      <div className={side.length ? 'grid gap-2 md:grid-cols-[2fr_1fr] md:gap-3' : ''}>
        <button
          type="button"
          onClick={() => setOpen(0)}
          aria-label={label(0)}
          className="group relative block aspect-[16/10] w-full overflow-hidden rounded-2xl bg-surface-2 md:rounded-r-none"
        >
          <img
            src={images[0]!.src}
            srcSet={images[0]!.srcSet ?? undefined}
            sizes="(min-width: 1280px) 54rem, (min-width: 768px) 66vw, 100vw"
            alt={title}
            width={1280}
            height={800}
            fetchPriority="high"
            loading="eager"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
            style={images[0]!.blur ? { backgroundImage: `url("${images[0]!.blur}")`, backgroundSize: 'cover' } : undefined}
          />
          <span className="absolute bottom-3 left-3 rounded-full bg-black/65 px-3 py-1.5 text-sm font-semibold text-white md:hidden">
            {fillText(texts.imageOf, { number: 1, count })}
          </span>
        </button>
        {side.length ? (
          <ul data-gallery-side={side.length} className={`hidden gap-3 md:grid ${tiles.grid}`}>
            {side.map((image, position) => {
              const index = position + 1
              const last = position === side.length - 1 && count > 5
              return (
                <li key={image.src} className={`relative min-h-0 overflow-hidden bg-surface-2 ${tiles.tile(position)}`}>
                  <button
                    type="button"
                    onClick={() => setOpen(index)}
                    aria-label={last ? undefined : label(index)}
                    className="group block h-full w-full"
                  >
                    <img
                      src={image.thumb}
                      alt=""
                      width={640}
                      height={400}
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.04]"
                    />
                    {last ? (
                      <span className="absolute inset-0 grid place-items-center bg-black/50 text-base font-semibold text-white">
                        {fillText(texts.allImages, { count })}
                      </span>
                    ) : null}
                  </button>
                </li>
              )
            })}
          </ul>
        ) : null}
      </div>
      {open !== null ? <GalleryViewer images={images} start={open} texts={texts} title={title} onClose={() => setOpen(null)} /> : null}
    </div>
  )
}
