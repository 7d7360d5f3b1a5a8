import type { UploadField } from 'payload'

/** An image from the media library. */
export function imageField(name: string, overrides: Partial<UploadField> = {}): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    filterOptions: { mimeType: { contains: 'image' } },
    ...overrides,
  } as UploadField
}

/** A video (mp4 or webm) from the media library. */
export function videoField(name: string, overrides: Partial<UploadField> = {}): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    filterOptions: { mimeType: { contains: 'video' } },
    ...overrides,
  } as UploadField
}
