'use client'

import { useEffect, useRef, useState } from 'react'

import type { MapTiles } from '@/features/maps/ports'

export type MapMarker = { id: string; latitude: number; longitude: number; label: string; selected?: boolean }

type LocationMapProps = {
  tiles: MapTiles
  markers: MapMarker[]
  /** The point the map is centred on; the first marker's when absent. */
  center?: { latitude: number; longitude: number }
  /** 'The map has zoom 15 and height 500 px' on the service booking. */
  zoom?: number
  height?: number
  /** What the map shows: read out instead of the map, and shown beside it while (or if) it does not load. */
  label: string
  /** The address shown on the map's place while the map loads, and for good when it cannot. */
  address?: string
  onMarkerClick?: (id: string) => void
}

type Leaflet = typeof import('leaflet')

/**
 * A Leaflet map behind the map-tiles port, reusable by any page (workshops, dealer sites). Leaflet and its style
 * sheet load only when the map scrolls into view; until then, and when the tile server cannot be reached, the
 * box keeps its size and shows the address, so the page never jumps.
 */
export function LocationMap({ tiles, markers, center, zoom = 15, height = 500, label, address, onMarkerClick }: LocationMapProps) {
  const box = useRef<HTMLDivElement>(null)
  const map = useRef<import('leaflet').Map | null>(null)
  const layer = useRef<import('leaflet').LayerGroup | null>(null)
  const leaflet = useRef<Leaflet | null>(null)
  const [visible, setVisible] = useState(false)
  const [ready, setReady] = useState(false)
  const focus = center ?? markers[0]

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
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible])

  useEffect(() => {
    if (!visible || !box.current || map.current) return
    let cancelled = false
    void Promise.all([import('leaflet'), import('./leaflet-styles')]).then(([module]) => {
      if (cancelled || !box.current) return
      const L = (module as unknown as { default?: Leaflet }).default ?? (module as unknown as Leaflet)
      leaflet.current = L
      const instance = L.map(box.current, {
        zoomControl: true,
        attributionControl: Boolean(tiles.url),
        scrollWheelZoom: false,
        keyboard: true,
      })
      if (tiles.url) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.maxZoom }).addTo(instance)
      layer.current = L.layerGroup().addTo(instance)
      map.current = instance
      setReady(true)
    })
    return () => {
      cancelled = true
    }
  }, [visible, tiles])

  useEffect(() => {
    const L = leaflet.current
    if (!ready || !L || !map.current || !layer.current) return
    layer.current.clearLayers()
    for (const marker of markers) {
      const icon = L.divIcon({
        className: '',
        html: `<span class="fc-map-pin${marker.selected ? ' fc-map-pin--selected' : ''}" aria-hidden="true"></span>`,
        iconSize: [28, 36],
        iconAnchor: [14, 34],
      })
      const pin = L.marker([marker.latitude, marker.longitude], {
        icon,
        title: marker.label,
        alt: marker.label,
        keyboard: Boolean(onMarkerClick),
      })
      if (onMarkerClick) pin.on('click', () => onMarkerClick(marker.id))
      pin.addTo(layer.current)
    }
    if (focus) map.current.setView([focus.latitude, focus.longitude], zoom)
  }, [ready, markers, focus, zoom, onMarkerClick])

  useEffect(
    () => () => {
      map.current?.remove()
    },
    [],
  )

  return (
    <div className="relative overflow-hidden rounded-2xl bg-surface-2 ring-1 ring-line" style={{ height }}>
      <div ref={box} role="region" aria-label={label} className="absolute inset-0 z-0" />
      {address ? (
        <p className="pointer-events-none absolute inset-x-3 bottom-3 z-[500] rounded-xl bg-surface/95 px-4 py-3 text-sm text-ink shadow-lg ring-1 ring-black/5">
          <span className="font-semibold">{label}</span>
          <br />
          {address}
        </p>
      ) : null}
    </div>
  )
}
