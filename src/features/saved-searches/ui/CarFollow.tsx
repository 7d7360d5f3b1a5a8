'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import type { CarPageSavedSearchTexts } from '../texts'
import { FavouriteToggle } from './FavouriteToggle'

const SaveSearchDialog = dynamic(() => import('./SaveSearchDialog').then((module) => module.SaveSearchDialog), { ssr: false })

type Car = { car_id: string; car_brand: string; car_model: string; car_version: string; car_price: number; car_campaign_price: number }

/** The car page's heart and its price-drop notice (an e-mail when the price falls or the car is sold; double opt-in). */
export function CarFollow({ car, texts, locale }: { car: Car; texts: CarPageSavedSearchTexts; locale: string }) {
  const [open, setOpen] = useState(false)
  return (
    <div data-car-follow="" className="mt-4 flex flex-wrap items-center gap-3">
      <FavouriteToggle car={car} texts={texts} size="page" />
      <button
        type="button"
        data-price-drop=""
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="button button-ghost min-h-12 gap-2 px-4 text-sm"
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {texts.priceDropButton}
      </button>
      {open ? (
        <SaveSearchDialog
          isOpen={open}
          onClose={() => setOpen(false)}
          target={{ kind: 'car', carId: car.car_id, carName: [car.car_brand, car.car_model, car.car_version].filter(Boolean).join(' ') }}
          listUrl={`${window.location.pathname}`}
          locale={locale}
          texts={texts}
        />
      ) : null}
    </div>
  )
}
