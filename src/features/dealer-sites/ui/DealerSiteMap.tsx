'use client'

import { useEffect, useRef, useState } from 'react'

import type { MapTiles } from '@/features/maps/ports'

type Props = {
  tiles: MapTiles
  /** The marker; null centres the map on the default centre without one. */
  marker: { latitude: number; longitude: number } | null
  centre: { latitude: number; longitude: number }
  zoom: number
  /** What the map shows, read out instead of it. */
  label: string
  /** The facility's name and address, shown on the map's place while (or if) the map does not load. */
  name: string
  address: string
}

/**
 * The dealer site's map (spec 2 §2: a marker, zoom 12, no gestures): a still picture of the place the visitor
 * can neither drag nor zoom, so scrolling the page on a phone never gets caught in it. It uses the shared
 * map-tiles port and pin of `features/maps`; Leaflet and its style sheet load only when the box scrolls into
 * view, and the box keeps its size with the address on it, so without a tile server the page reads the same.
 */
export function DealerSiteMap({ tiles, marker, centre, zoom, label, name, address }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const element = box.current
    if (!element || visible) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { rootMargin: '100px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible])

  useEffect(() => {
    if (!visible || !box.current) return
    let map: import('leaflet').Map | null = null
    let cancelled = false
    void Promise.all([import('leaflet'), import('@/features/maps/ui/leaflet-styles')]).then(([module]) => {
      if (cancelled || !box.current) return
      const L = (module as unknown as { default?: typeof import('leaflet') }).default ?? (module as unknown as typeof import('leaflet'))
      map = L.map(box.current, {
        center: [centre.latitude, centre.longitude],
        zoom,
        zoomControl: false,
        // The attribution is written under the map: links inside the map would sit in a box hidden from screen readers.
        attributionControl: false,
        dragging: false,
        touchZoom: false,
        doubleClickZoom: false,
        scrollWheelZoom: false,
        boxZoom: false,
        keyboard: false,
      })
      if (tiles.url) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.maxZoom }).addTo(map)
      if (marker) {
        const icon = L.divIcon({
          className: '',
          html: '<span class="fc-map-pin fc-map-pin--selected" aria-hidden="true"></span>',
          iconSize: [28, 36],
          iconAnchor: [14, 34],
        })
        L.marker([marker.latitude, marker.longitude], { icon, keyboard: false, interactive: false }).addTo(map)
      }
    })
    return () => {
      cancelled = true
      map?.remove()
    }
  }, [visible, tiles, marker, centre, zoom])

  return (
    <figure className="m-0">
      <div
        className="relative h-[320px] overflow-hidden rounded-2xl bg-surface-2 ring-1 ring-line md:h-[420px]"
        data-site-map={visible ? 'loading' : 'waiting'}
        data-centre={`${centre.latitude},${centre.longitude}`}
        data-marker={marker ? '' : undefined}
      >
        {/* The picture of the place is for the eye; its name and address are the text on it. */}
        <div
          ref={box}
          aria-hidden="true"
          className="absolute inset-0 z-0 bg-[radial-gradient(circle_at_50%_45%,rgb(255_255_255/0.7),transparent_60%)]"
        />
        <p className="pointer-events-none absolute inset-x-3 bottom-3 z-[500] rounded-xl bg-surface/95 px-4 py-3 text-sm text-ink shadow-lg ring-1 ring-black/5 md:inset-x-auto md:left-4 md:max-w-sm">
          <span className="font-semibold">{name}</span>
          <br />
          {address}
        </p>
      </div>
      <figcaption className="sr-only">{label}</figcaption>
      {tiles.url && tiles.attribution ? <p className="mt-2 text-right text-xs text-muted">{tiles.attribution}</p> : null}
    </figure>
  )
}
