import type { StoryCard } from './queries'

/** schema.org Article of a story page: headline, description, image, dates, author and publisher. */
export function articleJsonLd(story: StoryCard, site: { name: string; url: string }, language: string) {
  const url = new URL(story.url.path, site.url).toString()
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: story.title.value,
    description: story.premble.value || undefined,
    image: story.image ? [new URL(story.image.src, site.url).toString()] : undefined,
    datePublished: new Date(story.date.value).toISOString(),
    inLanguage: language,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: story.author ? { '@type': 'Person', name: story.author } : { '@type': 'Organization', name: site.name },
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
  }
}
