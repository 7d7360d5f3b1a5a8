import type { Result } from 'lighthouse'
import { describe, expect, it } from 'vitest'

import { calibratedCpuSlowdown, formatMetric, formatSavings, medianBy, summarize } from './lighthouse-summary'

const metric = (id: string, numericValue: number, score: number) => ({ id, title: id, score, scoreDisplayMode: 'numeric', numericValue })

/** The parts of a Lighthouse result the summary reads. */
function result(): Result {
  return {
    finalDisplayedUrl: 'http://se2.localhost:3200/',
    runWarnings: [],
    environment: { benchmarkIndex: 1200 },
    categories: {
      performance: {
        score: 0.724,
        auditRefs: [
          { id: 'first-contentful-paint', group: 'metrics' },
          { id: 'unused-javascript', group: 'diagnostics' },
          { id: 'render-blocking-resources', group: 'diagnostics' },
          { id: 'uses-http2', group: 'diagnostics' },
          { id: 'bootup-time', group: 'diagnostics' },
          { id: 'dom-size', group: 'diagnostics' },
          { id: 'largest-contentful-paint-element', group: 'diagnostics' },
        ],
      },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: null },
    },
    audits: {
      'first-contentful-paint': metric('first-contentful-paint', 1834.4, 0.89),
      'largest-contentful-paint': metric('largest-contentful-paint', 4120, 0.47),
      'total-blocking-time': metric('total-blocking-time', 310.2, 0.79),
      'cumulative-layout-shift': metric('cumulative-layout-shift', 0.0123, 1),
      // speed-index missing: shown as n/a
      'unused-javascript': {
        id: 'unused-javascript',
        title: 'Reduce unused JavaScript',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        displayValue: 'Est savings of 60 KiB',
        details: {
          type: 'opportunity',
          overallSavingsMs: 450,
          overallSavingsBytes: 61_440,
          items: [
            { url: 'http://se2.localhost:3200/_next/static/chunks/a.js', wastedBytes: 40_960 },
            { url: 'http://se2.localhost:3200/_next/static/chunks/b.js', wastedBytes: 20_480 },
          ],
        },
      },
      'render-blocking-resources': {
        id: 'render-blocking-resources',
        title: 'Eliminate render-blocking resources',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        details: { type: 'opportunity', overallSavingsMs: 900, items: [{ url: 'http://se2.localhost:3200/_next/static/css/c.css', wastedMs: 900 }] },
      },
      // passes: left out
      'uses-http2': { id: 'uses-http2', title: 'Use HTTP/2', score: 1, scoreDisplayMode: 'metricSavings', details: { type: 'opportunity', overallSavingsMs: 0, items: [] } },
      'bootup-time': {
        id: 'bootup-time',
        title: 'Reduce JavaScript execution time',
        score: 0.5,
        scoreDisplayMode: 'metricSavings',
        displayValue: '1.4 s',
        details: { type: 'table', items: [{ url: 'http://se2.localhost:3200/_next/static/chunks/a.js', total: 812.5 }] },
      },
      // informative: left out
      'dom-size': { id: 'dom-size', title: 'Avoid an excessive DOM size', score: null, scoreDisplayMode: 'informative', displayValue: '2,100 elements' },
      'largest-contentful-paint-element': {
        id: 'largest-contentful-paint-element',
        title: 'Largest Contentful Paint element',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node: { type: 'node', snippet: '<img src="/hero.jpg">', nodeLabel: 'Hero' } }] },
            { type: 'table', items: [{ phase: 'TTFB', timing: 600 }, { phase: 'Load Delay', timing: 1500.4 }] },
          ],
        },
      },
    },
  } as unknown as Result
}

describe('Lighthouse summary', () => {
  it('takes the run with the median value, the lower middle one of an even number', () => {
    expect(medianBy([{ s: 91 }, { s: 72 }, { s: 85 }], (run) => run.s)).toEqual({ s: 85 })
    expect(medianBy([{ s: 90 }, { s: 70 }, { s: 80 }, { s: 60 }], (run) => run.s)).toEqual({ s: 70 })
    const [first, second] = [{ s: 80, n: 1 }, { s: 80, n: 2 }]
    expect(medianBy([first, { s: 99, n: 3 }, second], (run) => run.s)).toBe(second)
    expect(() => medianBy([], () => 0)).toThrow()
  })

  it('gives scores out of 100, the five metrics and the LCP element', () => {
    const summary = summarize(result())
    expect(summary.scores).toEqual({ performance: 72, accessibility: 100, 'best-practices': 96, seo: null })
    expect(summary.metrics.map((m) => [m.label, formatMetric(m), m.score])).toEqual([
      ['FCP', '1,834 ms', 89],
      ['LCP', '4,120 ms', 47],
      ['TBT', '310 ms', 79],
      ['CLS', '0.012', 100],
      ['Speed Index', 'n/a', null],
    ])
    expect(summary.lcpElement).toEqual({
      element: '<img src="/hero.jpg"> “Hero”',
      phases: [
        { phase: 'TTFB', ms: 600 },
        { phase: 'Load Delay', ms: 1500.4 },
      ],
    })
    expect(summary.benchmarkIndex).toBe(1200)
  })

  it('lists failing opportunities by estimated saving and failing diagnostics, with their largest items', () => {
    const summary = summarize(result(), 1)
    expect(summary.opportunities.map((f) => [f.id, formatSavings(f)])).toEqual([
      ['render-blocking-resources', '~900 ms'],
      ['unused-javascript', '~450 ms, 60.0 KiB'],
    ])
    expect(summary.opportunities[1]!.items).toEqual([{ label: 'http://se2.localhost:3200/_next/static/chunks/a.js', value: '40.0 KiB' }])
    expect(summary.diagnostics).toEqual([
      {
        id: 'bootup-time',
        title: 'Reduce JavaScript execution time',
        displayValue: '1.4 s',
        items: [{ label: 'http://se2.localhost:3200/_next/static/chunks/a.js', value: '813 ms' }],
      },
    ])
  })

  it('calibrates the CPU slowdown to the host as Lighthouse’s throttling guide does', () => {
    expect(calibratedCpuSlowdown(800)).toBe(2)
    expect(calibratedCpuSlowdown(850)).toBe(2.1)
    expect(calibratedCpuSlowdown(1300)).toBe(3)
    expect(calibratedCpuSlowdown(1533)).toBe(4)
    expect(calibratedCpuSlowdown(475)).toBe(1.5)
    // Past the last point the line goes on: 7× at about 2,234.
    expect(calibratedCpuSlowdown(2234)).toBe(7)
    expect(calibratedCpuSlowdown(149)).toBeNull()
    expect(calibratedCpuSlowdown(Number.NaN)).toBeNull()
  })
})
