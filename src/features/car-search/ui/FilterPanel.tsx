'use client'

import { useState } from 'react'

import { fillText } from '@/lib/fill-text'

import { isValueSelected, type SelectedFilters } from '../filter-state'
import { showsFacetSearch } from '../filter-view'
import { foldForMatch } from '../keyphrase'
import { histogramBounds, isRangeFacet, type Range } from '../range'
import type { FacetResult, FacetValueNode } from '../result'
import { facetLabelKey, type CarListTexts } from '../texts'

import { PRICE_RATING_FACET, PRICE_RATING_VALUES } from '../list-facets'
import type { RatingTexts } from '@/features/price-insight/texts'

import { RangeFilter } from './RangeFilter'

/** Money facets are shown in the site's currency; mileage and power as plain numbers. */
const MONEY_FACETS = new Set([
  'car_price',
  'car_campaign_price',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'gross_price',
])
/** Facets open when the panel first shows. */
const OPEN_FACETS = new Set(['car_brand>car_model', PRICE_RATING_FACET, 'car_price'])

export type FilterPanelProps = {
  facets: readonly FacetResult[]
  filters: SelectedFilters
  locale: string
  currency: string
  texts: CarListTexts
  /** The price rating's texts; null: the site shows no ratings, and no rating filter. */
  priceTexts?: RatingTexts | null
  onToggle: (facet: string, path: string[]) => void
  onRange: (facet: string, range: [number, number] | null) => void
}

export function facetLabel(texts: CarListTexts, name: string): string {
  const key = facetLabelKey(name)
  return key ? texts[key] : name
}

/**
 * The car list's filters (spec 2 §2 "Car list"): one group per facet, values with their counts as check boxes
 * (a model under its brand), ranges as inputs and a slider. The boxes are a form's fields, so the filters also
 * work before the page's script runs.
 */
export function FilterPanel({ facets, filters, locale, currency, texts, priceTexts = null, onToggle, onRange }: FilterPanelProps) {
  return (
    <div className="divide-y divide-line">
      {facets.map((facet) => {
        const label = facetLabel(texts, facet.name)
        const selected = filters[facet.name]
        const group = { name: facet.name, label, open: OPEN_FACETS.has(facet.name) || Boolean(selected) }
        if (facet.type === 'histogram') {
          const bounds = histogramBounds(facet.values)
          if (!bounds || !isRangeFacet(facet.name) || (bounds[0] === bounds[1] && !selected)) return null
          return (
            <FacetGroup key={facet.name} {...group} untilOpened="nothing">
              <RangeFilter
                facet={facet.name}
                label={label}
                bounds={bounds}
                selected={selected && 'range' in selected ? (selected.range as Range) : null}
                locale={locale}
                currency={MONEY_FACETS.has(facet.name) ? currency : null}
                texts={texts}
                onCommit={(range) => onRange(facet.name, range)}
              />
            </FacetGroup>
          )
        }
        if (facet.values.length === 0) return null
        if (facet.name === PRICE_RATING_FACET) {
          if (!priceTexts) return null
          // The bands best first, each in the site's words: 'Bra pris', 'Rimligt pris', 'Högt pris'.
          const rank = (text: string) => (PRICE_RATING_VALUES as readonly string[]).indexOf(text)
          const bands = facet.values.filter((node) => rank(node.text) >= 0).sort((a, b) => rank(a.text) - rank(b.text))
          return (
            <FacetGroup key={facet.name} name={facet.name} label={priceTexts.priceRatingFacet} open>
              <ul className="space-y-0.5" aria-label={priceTexts.priceRatingFacet}>
                {bands.map((node) => (
                  <ValueOption
                    key={node.text}
                    facet={facet.name}
                    node={node}
                    path={[node.text]}
                    filters={filters}
                    onToggle={onToggle}
                    matches={() => true}
                    label={priceTexts[`priceRating_${node.text}` as keyof RatingTexts]}
                  />
                ))}
              </ul>
            </FacetGroup>
          )
        }
        return (
          <FacetGroup key={facet.name} {...group} untilOpened="without-script">
            <ValueFacet facet={facet} label={label} filters={filters} texts={texts} onToggle={onToggle} />
          </FacetGroup>
        )
      })}
    </div>
  )
}

type FacetGroupProps = {
  name: string
  label: string
  open: boolean
  /**
   * What a closed group holds until it is first opened, when its content is drawn:
   *   - `nothing`: a range's inputs and slider do nothing before the page's script runs, so a closed range costs the
   *     first HTML and the page's start nothing;
   *   - `without-script`: value boxes are a form's fields that work without the page's script, so they are in the
   *     first HTML for a browser that runs none (`<noscript>`), and are no part of the page a browser lays out and
   *     starts until the visitor opens the group (the equipment alone is some 75 boxes).
   * By default the content is always drawn.
   */
  untilOpened?: 'nothing' | 'without-script'
  children: React.ReactNode
}

function FacetGroup({ name, label, open, untilOpened, children }: FacetGroupProps) {
  const [opened, setOpened] = useState(open)
  return (
    <details data-facet={name} open={open} onToggle={(event) => event.currentTarget.open && setOpened(true)} className="group py-1">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-2 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {label}
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
          className="shrink-0 text-muted transition-transform group-open:rotate-180"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div className="pb-4 pt-1">
        {opened || !untilOpened ? children : untilOpened === 'without-script' ? <noscript>{children}</noscript> : null}
      </div>
    </details>
  )
}

type ValueFacetProps = {
  facet: Extract<FacetResult, { type: 'value' }>
  label: string
  filters: SelectedFilters
  texts: CarListTexts
  onToggle: FilterPanelProps['onToggle']
}

function ValueFacet({ facet, label, filters, texts, onToggle }: ValueFacetProps) {
  const [query, setQuery] = useState('')
  const wanted = foldForMatch(query.trim())
  const matches = (node: FacetValueNode): boolean =>
    !wanted || foldForMatch(node.text).includes(wanted) || (node.children ?? []).some(matches)
  const nodes = facet.values.filter(matches)

  return (
    <div>
      {showsFacetSearch(facet.values.length) ? (
        <input
          type="search"
          data-facet-search=""
          aria-label={fillText(texts.carListFacetSearch, { facet: label.toLowerCase() })}
          placeholder={fillText(texts.carListFacetSearch, { facet: label.toLowerCase() })}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="mb-3 h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent"
        />
      ) : null}
      <ul className="max-h-80 space-y-0.5 overflow-y-auto pr-1" aria-label={label}>
        {nodes.map((node) => (
          <ValueOption
            key={node.text}
            facet={facet.name}
            node={node}
            path={[node.text]}
            filters={filters}
            onToggle={onToggle}
            matches={matches}
          />
        ))}
      </ul>
    </div>
  )
}

type ValueOptionProps = {
  facet: string
  node: FacetValueNode
  path: string[]
  filters: SelectedFilters
  onToggle: FilterPanelProps['onToggle']
  matches: (node: FacetValueNode) => boolean
  /** What the value is called, where it is not its own text. */
  label?: string
}

function ValueOption({ facet, node, path, filters, onToggle, matches, label }: ValueOptionProps) {
  const checked = isValueSelected(filters, facet, path)
  const children = checked ? (node.children ?? []).filter(matches) : []
  return (
    <li>
      <label className="filter-option">
        <input type="checkbox" name={facet} value={path.join('>')} checked={checked} onChange={() => onToggle(facet, path)} />
        <span>{label ?? node.text}</span>
        <span className="filter-count">{node.count}</span>
      </label>
      {children.length > 0 ? (
        <ul className="ml-4 border-l border-line pl-3">
          {children.map((child) => (
            <ValueOption
              key={child.text}
              facet={facet}
              node={child}
              path={[...path, child.text]}
              filters={filters}
              onToggle={onToggle}
              matches={matches}
            />
          ))}
        </ul>
      ) : null}
    </li>
  )
}
