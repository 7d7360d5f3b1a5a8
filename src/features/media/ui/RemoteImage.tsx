import Image, { type ImageProps } from 'next/image'

import { env } from '@/lib/env'
import { isOptimisableImage } from '@/lib/image-hosts'

type Props = Omit<ImageProps, 'src' | 'unoptimized'> & {
  /** An image address (not a CMS media document: those have their own sizes, see ResponsiveImage). */
  src: string
  /** The optimiser's allowed hosts; FORECOURT_IMAGE_HOSTS unless given. */
  allowedHosts?: string[]
}

/**
 * An image by address, resized by the Next.js optimiser when its host is on the allow-list and shown as it
 * is otherwise (spec 1 §5), so an editor's image from an unknown host still appears.
 * A server component: the allow-list is read from the server's configuration.
 */
export function RemoteImage({ src, allowedHosts, ...props }: Props) {
  // next/image refuses protocol-relative addresses.
  const address = src.trim().startsWith('//') ? `https:${src.trim()}` : src.trim()
  const hosts = allowedHosts ?? env().FORECOURT_IMAGE_HOSTS
  return <Image {...props} src={address} unoptimized={!isOptimisableImage(address, hosts)} />
}
