'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components'

import { useEarlyInput } from '@/features/leads/ui/early-input'
import type { PlacesLibrary } from '@/features/service-booking/places'

import { PLATE_MAX_LENGTH, plateInput } from '../booking-rules'
import { fetchCar } from './api'
import { unsupportedNotice, type ExternalBooking } from './brand-notice'
import { trackError, trackStart } from './analytics'
import { ErrorText, Spinner } from './parts'
import { PLACE_SUGGESTION_DEBOUNCE_MS, waitForPlaces } from './places-client'
import type { BookingCar, BookingPlace } from './state'
import { TEXTS } from './texts'

type CarStepProps = {
  plate: string
  place: BookingPlace | null
  onPlate: (plate: string) => void
  onPlace: (place: BookingPlace | null) => void
  onCar: (car: BookingCar, place: BookingPlace) => void
  onUnsupported: (car: BookingCar) => void
  unsupportedBrand: string | null
  /** The makes whose owners book through the make's own page: the header shows the looked-up one's. */
  externalBookings: ExternalBooking[]
}

/** The visitor's position as the place, unnamed by the place search. */
const positionPlace = (latitude: number, longitude: number): BookingPlace => ({
  name: TEXTS.myPosition,
  latitude,
  longitude,
  placeId: 'position',
  region: '',
})

const CONTROL =
  'block w-full min-h-12 rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink shadow-[inset_0_1px_2px_rgb(0_0_0/0.04)] placeholder:text-muted hover:border-muted focus-visible:border-accent focus-visible:outline-offset-1'

type Suggestion = BookingPlace & { id: string }

/** The place's search box: what is typed, and the suggestions for it once typing stopped, from the place search. */
function usePlaceSearch(place: BookingPlace | null) {
  const [query, setQuery] = useState(place?.name ?? '')
  const [debounced, setDebounced] = useState(query)
  const [library, setLibrary] = useState<PlacesLibrary | null>(null)
  const [libraryFailed, setLibraryFailed] = useState(false)

  useEffect(() => {
    let cancelled = false
    void waitForPlaces().then((found) => {
      if (cancelled) return
      if (found) setLibrary(found)
      else setLibraryFailed(true)
    })
    return () => {
      cancelled = true
    }
  }, [])

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), PLACE_SUGGESTION_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query])

  useEffect(() => {
    if (place && place.name !== query && document.activeElement?.getAttribute('role') !== 'combobox') setQuery(place.name)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a place chosen elsewhere (position, a stored booking) writes the box, not typing
  }, [place])

  const suggestions: Suggestion[] =
    library && debounced.trim() && debounced !== place?.name
      ? library.suggest(debounced).map((entry) => ({ ...entry, id: entry.placeId }))
      : []

  return { query, setQuery, library, libraryFailed, setLibraryFailed, suggestions }
}

/** The visitor's position as the place: the nearest named place, or the position itself without the place search. */
function usePositionPlace({
  library,
  setQuery,
  setLibraryFailed,
  onPlace,
}: Pick<ReturnType<typeof usePlaceSearch>, 'library' | 'setQuery' | 'setLibraryFailed'> & { onPlace: CarStepProps['onPlace'] }) {
  const [locating, setLocating] = useState(false)
  const [geoError, setGeoError] = useState<string | null>(null)

  const locate = () => {
    setGeoError(null)
    if (!('geolocation' in navigator)) {
      setGeoError(TEXTS.geolocationDenied)
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const places = library ?? (await waitForPlaces())
        setLocating(false)
        const { latitude, longitude } = position.coords
        const nearest = places?.nearest({ latitude, longitude })
        // Without the place search the position is still a place: the workshops and prices are found from it.
        if (!nearest) setLibraryFailed(true)
        const here = nearest ? { ...nearest, latitude, longitude } : positionPlace(latitude, longitude)
        setQuery(here.name)
        onPlace(here)
      },
      () => {
        setLocating(false)
        setGeoError(TEXTS.geolocationDenied)
        trackError('geolocation_denied')
      },
      { timeout: 10_000, maximumAge: 300_000 },
    )
  }

  return { locating, geoError, locate }
}

/** The car looked up on submit: a make no workshop here services is told apart from a car to book for. */
function useCarLookup({ plate, place, onCar, onUnsupported }: Pick<CarStepProps, 'plate' | 'place' | 'onCar' | 'onUnsupported'>) {
  const [lookupError, setLookupError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!plate || !place || busy) return
    setBusy(true)
    setLookupError(null)
    const answer = await fetchCar(plate)
    setBusy(false)
    if (!answer.ok) {
      setLookupError(answer.message)
      trackError(answer.code ?? 'car_lookup')
      return
    }
    if (!answer.value.isSupported) {
      onUnsupported(answer.value)
      trackError('brand_not_supported')
      return
    }
    onCar(answer.value, place)
  }

  return { lookupError, busy, submit }
}

function PlateField({ id, plate, onChange }: { id: string; plate: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {TEXTS.plateLabel}
      </label>
      <div className="mt-2 flex overflow-hidden rounded-xl border border-line bg-surface focus-within:border-accent focus-within:outline-3 focus-within:outline-offset-1 focus-within:outline-accent">
        <span aria-hidden="true" className="grid w-10 shrink-0 place-items-center bg-[#0a3a9c] text-[0.65rem] font-bold text-white">
          S
        </span>
        <input
          id={id}
          name="registrationNumber"
          value={plate}
          onChange={(event) => onChange(event.target.value)}
          maxLength={PLATE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABC123"
          required
          className="min-h-12 w-full bg-transparent px-3 font-mono text-xl tracking-[0.2em] text-ink uppercase outline-none placeholder:text-muted/60"
        />
      </div>
    </div>
  )
}

type PlaceFieldProps = {
  describedBy: string | undefined
  query: string
  suggestions: Suggestion[]
  place: BookingPlace | null
  onInputChange: (value: string) => void
  onChoose: (place: BookingPlace) => void
}

function PlaceField({ describedBy, query, suggestions, place, onInputChange, onChoose }: PlaceFieldProps) {
  return (
    <ComboBox
      aria-describedby={describedBy}
      inputValue={query}
      onInputChange={onInputChange}
      items={suggestions}
      selectedKey={place?.placeId ?? null}
      onSelectionChange={(key) => {
        const chosen = suggestions.find((entry) => entry.id === key)
        if (chosen) {
          const { id: _id, ...rest } = chosen
          onChoose(rest)
        }
      }}
      menuTrigger="input"
      // The list is already the suggestions for what was typed, 300 ms after typing stopped: it opens while
      // they are on their way (hidden while empty) and fills when they come.
      allowsEmptyCollection
      defaultFilter={() => true}
      className="group"
    >
      <Label className="block text-sm font-semibold text-ink">{TEXTS.placeLabel}</Label>
      <div className="mt-2 flex gap-2">
        <Input className={CONTROL} placeholder={TEXTS.placePlaceholder} name="place" autoComplete="off" />
      </div>
      <Popover className="has-[[data-empty]]:hidden max-h-72 w-(--trigger-width) overflow-auto rounded-xl bg-surface p-1 shadow-xl ring-1 ring-black/10">
        <ListBox className="outline-none">
          {(item: Suggestion) => (
            <ListBoxItem
              id={item.id}
              textValue={item.name}
              className="cursor-pointer rounded-lg px-3 py-2.5 text-ink outline-none data-[focused]:bg-surface-2 data-[selected]:font-semibold"
            >
              {item.name}
              <span className="ml-2 text-sm text-muted">{item.region}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}

function PositionButton({ locating, onPress }: { locating: boolean; onPress: () => void }) {
  return (
    <Button
      onPress={onPress}
      isDisabled={locating}
      className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-full px-1 text-sm font-semibold text-accent outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-accent"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="3" />
        <path d="M12 2v3m0 14v3M2 12h3m14 0h3" />
      </svg>
      {locating ? TEXTS.loading : TEXTS.useMyPosition}
    </Button>
  )
}

/** Step 1 (spec 3 §2.1, §5.1): the registration number and the place, chosen from suggestions or the current position. */
export function CarStep({ plate, place, onPlate, onPlace, onCar, onUnsupported, unsupportedBrand, externalBookings }: CarStepProps) {
  const plateId = useId()
  const { query, setQuery, library, libraryFailed, setLibraryFailed, suggestions } = usePlaceSearch(place)
  const { locating, geoError, locate } = usePositionPlace({ library, setQuery, setLibraryFailed, onPlace })
  const { lookupError, busy, submit } = useCarLookup({ plate, place, onCar, onUnsupported })
  const started = useRef(false)
  const form = useRef<HTMLFormElement>(null)

  // What a visitor typed on a slow phone before the page's script started is theirs: the plate and the place's
  // search are taken in as if typed now.
  useEarlyInput(form, (changes) => {
    for (const change of changes) {
      if (change.kind !== 'value') continue
      if (change.name === 'registrationNumber') onPlate(plateInput(change.value))
      if (change.name === 'place') setQuery(change.value)
    }
  })

  const start = () => {
    if (started.current) return
    started.current = true
    trackStart()
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-describedby={lookupError ? `${plateId}-error` : undefined}>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <PlateField
          id={plateId}
          plate={plate}
          onChange={(value) => {
            start()
            onPlate(plateInput(value))
          }}
        />
        <div>
          <PlaceField
            describedBy={geoError || libraryFailed ? `${plateId}-place-error` : undefined}
            query={query}
            suggestions={suggestions}
            place={place}
            onInputChange={(value) => {
              start()
              setQuery(value)
              if (place && value !== place.name) onPlace(null)
            }}
            onChoose={(chosen) => {
              setQuery(chosen.name)
              onPlace(chosen)
            }}
          />
          <PositionButton locating={locating} onPress={locate} />
          <div id={`${plateId}-place-error`}>
            {geoError ? <ErrorText>{geoError}</ErrorText> : null}
            {libraryFailed ? <ErrorText>{TEXTS.placesFailed}</ErrorText> : null}
          </div>
        </div>
      </div>
      {unsupportedBrand ? (
        <p role="status" className="mt-6 rounded-2xl bg-surface-1 p-4 text-ink ring-1 ring-line">
          {unsupportedNotice(unsupportedBrand, externalBookings).message}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={!plate || !place || busy}
          className="button button-primary w-full disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto"
        >
          {busy ? <Spinner /> : null}
          {TEXTS.continue}
        </button>
      </div>
      {lookupError ? <ErrorText id={`${plateId}-error`}>{lookupError}</ErrorText> : null}
    </form>
  )
}
