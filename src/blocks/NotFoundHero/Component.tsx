import { resolveLink } from '@/features/content/links'
import { shellText } from '@/features/page-shell/dictionary-keys'
import { NotFoundFrame } from '@/features/page-shell/ui/NotFoundHero'
import { SiteLink } from '@/features/page-shell/ui/SiteLink'
import type { NotFoundHeroBlock } from '@/payload-types'

import { editable, type BlockProps } from '../types'

/**
 * The site's 404 hero as a block, in the look of the shell's plain not-found page. It carries the page's h1
 * when it opens the page; further down it is a section (h2).
 */
export function NotFoundHeroSection({ block, context }: BlockProps<NotFoundHeroBlock>) {
  const link = resolveLink(block.link, context.site, context.locale)
  const Title = context.isFirst ? 'h1' : 'h2'
  return (
    <NotFoundFrame>
      <Title className="mt-4 text-title" {...editable(context, 'Title')}>
        {block.title}
      </Title>
      {block.text ? (
        <p className="mt-4 text-lg whitespace-pre-line text-muted" {...editable(context, 'Text')}>
          {block.text}
        </p>
      ) : null}
      {link?.label ? (
        <div className="mt-8" {...editable(context, 'Link')}>
          <SiteLink href={link.href} newTab={link.newTab} newTabText={shellText(context.dictionary, 'opensInNewTab')} className="button button-primary">
            {link.label}
          </SiteLink>
        </div>
      ) : null}
    </NotFoundFrame>
  )
}
