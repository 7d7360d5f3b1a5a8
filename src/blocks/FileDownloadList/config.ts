import type { Block } from 'payload'

export const FileDownloadListBlock: Block = {
  slug: 'fileDownloadList',
  interfaceName: 'FileDownloadListBlock',
  labels: { singular: 'File downloads', plural: 'File download lists' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'collapsedByDefault',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Show the first 3 files and a button that shows the rest.' },
    },
    {
      name: 'files',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'text' },
        { name: 'file', type: 'upload', relationTo: 'media', required: true },
      ],
    },
  ],
}
