/**
 * Pure helpers of bench/lighthouse: the median of several runs and a compact summary of one Lighthouse result
 * (scores, metrics, LCP element, the opportunities and diagnostics worth reading when the score is low).
 */
import type { Result } from 'lighthouse'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

/** The five metrics of the performance score, with the weight Lighthouse's default config gives each. */
export const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { id: 'speed-index', label: 'Speed Index', unit: 'ms' },
] as const

/** A run scored below this (0–1) is shown as failing in Lighthouse's own report. */
const PASS_SCORE = 0.9

/**
 * The run with the median value: the middle one of an odd number of runs, the lower middle one of an even
 * number. A real run rather than an average, so its metrics and findings belong together.
 */
export function medianBy<T>(runs: readonly T[], value: (run: T) => number): T {
  if (runs.length === 0) throw new Error('no runs')
  const sorted = runs.map((run, index) => ({ run, index, value: value(run) })).sort((a, b) => a.value - b.value || a.index - b.index)
  return sorted[Math.floor((sorted.length - 1) / 2)]!.run
}

/**
 * Lighthouse's default 4× CPU slowdown turns a high-end desktop (CPU benchmark index about 1,500) into a mid-tier
 * phone. On a host whose index is at or below 1,000 Lighthouse itself warns that the default is too strong and the
 * score too low ("The tested device appears to have a slower CPU than Lighthouse expects"), and its throttling
 * guide (docs/throttling.md, "Calibrating the CPU slowdown") gives the multiplier that reaches the same phone from
 * the host's index: 1× at 150, 2× at 800, 3× at 1,300, 4× at 1,533, 5× at 1,766, 6× at 2,000, straight lines between.
 */
export const SLOW_HOST_BENCHMARK_INDEX = 1000
const CALIBRATION: readonly (readonly [index: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
]

/** The CPU slowdown that emulates Lighthouse's mid-tier phone on a host of this benchmark index; null below 150, too slow to emulate it. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < CALIBRATION[0]![0]) return null
  let segment = 1
  while (segment < CALIBRATION.length - 1 && benchmarkIndex > CALIBRATION[segment]![0]) segment++
  const [fromIndex, fromMultiplier] = CALIBRATION[segment - 1]!
  const [toIndex, toMultiplier] = CALIBRATION[segment]!
  const multiplier = fromMultiplier + ((benchmarkIndex - fromIndex) * (toMultiplier - fromMultiplier)) / (toIndex - fromIndex)
  return Math.round(multiplier * 100) / 100
}

export interface MetricSummary {
  label: string
  /** milliseconds, or unitless for CLS */
  value: number
  unit: string
  /** Lighthouse's 0–100 score of this metric */
  score: number | null
}

export interface Finding {
  id: string
  title: string
  displayValue?: string
  /** estimated saving in milliseconds (opportunities) */
  savingsMs?: number
  /** estimated saving in bytes (opportunities) */
  savingsBytes?: number
  /** the largest items of the audit's table: URL (or element) and its figure */
  items: { label: string; value: string }[]
}

export interface LighthouseSummary {
  url: string
  scores: Record<Category, number | null>
  metrics: MetricSummary[]
  lcpElement?: { element: string; phases: { phase: string; ms: number }[] }
  opportunities: Finding[]
  diagnostics: Finding[]
  benchmarkIndex?: number
  warnings: string[]
}

type Audit = Result['audits'][string]
type Details = Record<string, unknown> & { type?: string; items?: Record<string, unknown>[] }

const toScore = (score: number | null | undefined) => (score === null || score === undefined ? null : Math.round(score * 100))

export function formatMs(ms: number): string {
  return `${Math.round(ms).toLocaleString('en-US')} ms`
}

function formatBytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`
}

/** The first text found in an audit-table cell (URL, element snippet, or a nested value). */
function cellLabel(item: Record<string, unknown>): string {
  for (const key of ['url', 'source', 'node', 'label', 'groupLabel', 'entity', 'phase']) {
    const cell = item[key]
    if (typeof cell === 'string') return cell
    if (cell && typeof cell === 'object') {
      const object = cell as Record<string, unknown>
      if (typeof object.url === 'string') return object.url
      if (typeof object.snippet === 'string') return object.snippet
      if (typeof object.text === 'string') return object.text
    }
  }
  return ''
}

function cellValue(item: Record<string, unknown>): string {
  if (typeof item.wastedBytes === 'number') return formatBytes(item.wastedBytes)
  if (typeof item.wastedMs === 'number') return formatMs(item.wastedMs)
  if (typeof item.totalBytes === 'number') return formatBytes(item.totalBytes)
  if (typeof item.transferSize === 'number') return formatBytes(item.transferSize)
  for (const key of ['total', 'duration', 'blockingTime', 'scripting']) if (typeof item[key] === 'number') return formatMs(item[key] as number)
  if (typeof item.score === 'number') return item.score.toFixed(3)
  return ''
}

function topItems(details: Details | undefined, count: number): Finding['items'] {
  return (details?.items ?? [])
    .slice(0, count)
    .map((item) => ({ label: cellLabel(item), value: cellValue(item) }))
    .filter((item) => item.label || item.value)
}

/** Shown as failing in Lighthouse's report: scored below 0.9 in a mode that is scored. */
function fails(audit: Audit): boolean {
  if (!['numeric', 'binary', 'metricSavings'].includes(audit.scoreDisplayMode)) return false
  return audit.score !== null && audit.score < PASS_SCORE
}

function lcpElement(audit: Audit | undefined): LighthouseSummary['lcpElement'] {
  const lists = ((audit?.details as Details | undefined)?.items ?? []) as Details[]
  const node = lists[0]?.items?.[0]?.node as { snippet?: string; selector?: string; nodeLabel?: string } | undefined
  if (!node) return undefined
  const label = node.nodeLabel ? ` “${node.nodeLabel.slice(0, 60)}”` : ''
  const phases = (lists[1]?.items ?? []).map((item) => ({ phase: String(item.phase), ms: Number(item.timing) }))
  return { element: `${node.snippet ?? node.selector ?? '?'}${label}`, phases }
}

/** Scores, metrics and findings of one Lighthouse result. */
export function summarize(lhr: Result, itemsPerFinding = 3): LighthouseSummary {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, toScore(lhr.categories[id]?.score)])) as Record<Category, number | null>
  const metrics = METRICS.map(({ id, label, unit }) => ({ label, unit, value: lhr.audits[id]?.numericValue ?? Number.NaN, score: toScore(lhr.audits[id]?.score) }))

  const performanceAudits = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is Audit => audit !== undefined && audit.id !== 'largest-contentful-paint-element' && fails(audit))

  const opportunities: Finding[] = []
  const diagnostics: Finding[] = []
  for (const audit of performanceAudits) {
    const details = audit.details as Details | undefined
    const finding: Finding = { id: audit.id, title: audit.title, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}), items: topItems(details, itemsPerFinding) }
    if (details?.type === 'opportunity') {
      opportunities.push({ ...finding, savingsMs: Number(details.overallSavingsMs ?? 0), savingsBytes: Number(details.overallSavingsBytes ?? 0) })
    } else {
      diagnostics.push(finding)
    }
  }
  opportunities.sort((a, b) => b.savingsMs! - a.savingsMs! || b.savingsBytes! - a.savingsBytes!)

  return {
    url: lhr.finalDisplayedUrl,
    scores,
    metrics,
    lcpElement: lcpElement(lhr.audits['largest-contentful-paint-element']),
    opportunities,
    diagnostics,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings.map(String),
  }
}

export function formatMetric(metric: MetricSummary): string {
  if (Number.isNaN(metric.value)) return 'n/a'
  return metric.unit === 'ms' ? formatMs(metric.value) : metric.value.toFixed(3)
}

export function formatSavings(finding: Finding): string {
  const parts = []
  if (finding.savingsMs) parts.push(`~${formatMs(finding.savingsMs)}`)
  if (finding.savingsBytes) parts.push(formatBytes(finding.savingsBytes))
  return parts.join(', ')
}
