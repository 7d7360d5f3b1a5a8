import { resolveLink } from '@/features/content/links'
import { alertToShow } from '@/features/navigation/alert'
import { AlertBanner } from '@/features/navigation/ui/AlertBanner'
import { shellText } from '@/features/page-shell/dictionary-keys'
import type { AlertBannerBlock } from '@/payload-types'

import { editable, type BlockProps } from '../types'

/**
 * The alert banner as a page section, shown by the header alert's rules (spec 1 §4, §5): nothing without a
 * title or text; closable unless Warning. In the editor's preview it cannot be closed, so an editor who
 * closed an alert today still sees what they are editing.
 */
export function AlertBannerSection({ block, context }: BlockProps<AlertBannerBlock>) {
  const alert = alertToShow({ hasMessage: true, messageTitle: block.title, messageText: block.text, messageType: block.type, messageIcon: block.icon })
  if (!alert) return null
  const link = resolveLink(block.link, context.site, context.locale)
  const banner = (
    <AlertBanner
      placement="section"
      alert={context.editing ? { ...alert, closable: false } : alert}
      closeLabel={shellText(context.dictionary, 'closeAlert')}
      link={link?.label ? { label: link.label, href: link.href, newTab: link.newTab, newTabText: shellText(context.dictionary, 'opensInNewTab') } : null}
    />
  )
  return context.editing ? <div {...editable(context, 'Message')}>{banner}</div> : banner
}
