import type { CarCardDoc } from '@/features/car-search/car-card'
import type { Site } from '@/payload-types'

import { CAR_NOT_FOUND_PAGE_TYPE } from '../interaction'
import type { CarPageTexts } from '../texts'
import { CarPageAnalytics } from './CarPageAnalytics'
import { SimilarCars } from './CarPageView'

type Props = {
  kind: 'missing' | 'failed'
  site: Site
  locale: string
  texts: CarPageTexts
  dictionary: Record<string, string>
  detailBase: string
  /** The car list, with the address's words as its keyphrase. */
  carListHref: string
  similar: CarCardDoc[]
}

/** Car not found (spec 2 §2, §8): a heading, a text, up to 8 similar cars and a button to the car list. */
export function CarNotFound({ kind, site, locale, texts, dictionary, detailBase, carListHref, similar }: Props) {
  return (
    <div data-car-not-found={kind}>
      <section className="bg-surface-1 py-16 md:py-24">
        <div className="container-page max-w-3xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-ink md:text-5xl">{kind === 'missing' ? texts.carDetailNotFoundHeading : texts.carDetailErrorHeading}</h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{kind === 'missing' ? texts.carDetailNotFoundText : texts.carDetailErrorText}</p>
          <a href={carListHref} className="button button-primary mt-8" data-car-list-link>
            {texts.carDetailNotFoundButton}
          </a>
        </div>
      </section>
      {similar.length ? <SimilarCars cars={similar} site={site} locale={locale} detailBase={detailBase} dictionary={dictionary} title={texts.carDetailSimilarCars} texts={texts} /> : null}
      <CarPageAnalytics product={null} pageType={CAR_NOT_FOUND_PAGE_TYPE} />
    </div>
  )
}
