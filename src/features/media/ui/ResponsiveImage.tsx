import { cloneElement, type CSSProperties, type ReactElement } from 'react'

import type { Media } from '@/payload-types'

import { focalPosition, isMediaDoc, mediaSrcSet, mediaUrl } from '../urls'

type Props = {
  media: Media | number | null | undefined
  /** A separate image for phones (under 640 px), e.g. a portrait crop. */
  phoneMedia?: Media | number | null
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string
  className?: string
  /** Above the fold: load at once and with high priority. */
  priority?: boolean
  /** Empty alt for images that only decorate (the text beside them says it all). */
  decorative?: boolean
  style?: CSSProperties
}

/** A CMS image at the device sizes the CMS stored, cropped around the focal point, with a blurred placeholder. */
export function ResponsiveImage({ media, phoneMedia, sizes, className, priority = false, decorative = false, style }: Props) {
  if (!isMediaDoc(media) || !media.filename) return null
  const src = mediaUrl(media.sizes?.w1280?.filename ?? media.filename)!
  const image: ReactElement<{ className?: string; style?: CSSProperties }> = (
    <img
      src={src}
      srcSet={mediaSrcSet(media) || undefined}
      sizes={sizes}
      alt={decorative ? '' : media.alt}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={className}
      style={{
        objectPosition: focalPosition(media),
        backgroundImage: media.blurDataURL ? `url(${media.blurDataURL})` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: focalPosition(media),
        ...style,
      }}
    />
  )
  if (!isMediaDoc(phoneMedia) || !phoneMedia.filename) return image
  // On a phone the phone picture is cropped around its own focal point.
  const phoneFocus = { '--focal-phone': focalPosition(phoneMedia), '--focal-wide': focalPosition(media) } as CSSProperties
  return (
    <picture>
      <source media="(max-width: 639.98px)" srcSet={mediaSrcSet(phoneMedia) || mediaUrl(phoneMedia.filename)!} sizes="100vw" />
      {cloneElement(image, {
        className: `${className ?? ''} object-[var(--focal-phone)] sm:object-[var(--focal-wide)]`.trim(),
        style: { ...image.props.style, ...phoneFocus, objectPosition: undefined, backgroundPosition: 'var(--focal-phone)' },
      })}
    </picture>
  )
}
