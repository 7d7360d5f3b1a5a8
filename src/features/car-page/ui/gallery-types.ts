/** A picture of the gallery: the full picture with its widths, a small one for thumbnails, and its blur placeholder. */
export type GalleryImage = { src: string; srcSet: string | null; thumb: string; blur: string | null }

export type GalleryTexts = { label: string; openImage: string; imageOf: string; previous: string; next: string; close: string; allImages: string }
