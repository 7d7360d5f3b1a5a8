import type { Block } from 'payload'

export const SHARE_CHANNELS = ['facebook', 'linkedin', 'x', 'email', 'copy'] as const

export const SocialSharingBlock: Block = {
  slug: 'socialSharing',
  interfaceName: 'SocialSharingBlock',
  labels: { singular: 'Social sharing', plural: 'Social sharing' },
  fields: [
    { name: 'heading', type: 'text', admin: { placeholder: 'Dela sidan' } },
    {
      name: 'channels',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: [...SHARE_CHANNELS],
      options: [
        { label: 'Facebook', value: 'facebook' },
        { label: 'LinkedIn', value: 'linkedin' },
        { label: 'X', value: 'x' },
        { label: 'E-mail', value: 'email' },
        { label: 'Copy link', value: 'copy' },
      ],
    },
  ],
}
