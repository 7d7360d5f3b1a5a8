import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'
import { imageField, videoField } from '@/cms/fields/media'

export const BlurbBlock: Block = {
  slug: 'blurb',
  interfaceName: 'BlurbBlock',
  labels: { singular: 'Blurb', plural: 'Blurbs' },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'titleTag', type: 'select', defaultValue: 'h2', options: ['h2', 'h3', 'h4'], admin: { width: '50%' } },
        {
          name: 'variant',
          type: 'select',
          defaultValue: 'Default',
          options: [
            { label: 'Text beside media', value: 'Default' },
            { label: '50/50 (media to the edge)', value: '50/50' },
          ],
          admin: { width: '50%' },
        },
      ],
    },
    { name: 'richText', type: 'richText' },
    linkField(),
    {
      type: 'row',
      fields: [
        imageField('imageDesktop', { admin: { width: '50%', description: 'The image, or the poster of a video.' } }),
        imageField('imagePhone', { admin: { width: '50%' } }),
      ],
    },
    {
      type: 'row',
      fields: [
        videoField('videoDesktop', { admin: { width: '50%', description: 'Plays instead of the image.' } }),
        videoField('videoPhone', { admin: { width: '50%' } }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'youtubeId',
          type: 'text',
          label: 'YouTube video id',
          admin: { width: '50%', description: 'e.g. dQw4w9WgXcQ. Loads from youtube-nocookie.com after the visitor clicks play.' },
          validate: (value: string | null | undefined) => (!value || /^[\w-]{6,20}$/.test(value) ? true : 'A YouTube id is 6–20 letters, digits, - or _.'),
        },
        { name: 'hasControlBar', type: 'checkbox', label: 'Video buttons (play/pause, sound)', defaultValue: true, admin: { width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'reverse', type: 'checkbox', admin: { width: '25%', description: 'Media on the left.' } },
        {
          name: 'backgroundColor',
          type: 'select',
          defaultValue: 'None',
          options: ['None', 'BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3'],
          admin: { width: '25%' },
        },
        { name: 'useTextAnimations', type: 'checkbox', admin: { width: '25%' } },
        { name: 'useMediaAnimations', type: 'checkbox', admin: { width: '25%' } },
      ],
    },
  ],
}
