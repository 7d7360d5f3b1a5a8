import type { Block } from 'payload'

export const ConsumerDebtWarningBlock: Block = {
  slug: 'consumerDebtWarning',
  interfaceName: 'ConsumerDebtWarningBlock',
  labels: { singular: 'Consumer-credit warning', plural: 'Consumer-credit warnings' },
  admin: { disableBlockName: false },
  fields: [
    {
      name: 'compact',
      type: 'checkbox',
      admin: { description: 'The heading and risk text (as Swedish consumer-credit law requires) always show; compact leaves out the longer advice.' },
    },
  ],
}
