import type { TireHotelConfirmation, TireHotelVehicle, ValidatedSession } from './contract'

/** A validated session like the demo's TIR123 (DEMO.md), for the page's tests. */
export const TIR123_VEHICLE: TireHotelVehicle = {
  regNo: 'TIR123',
  brandCode: 'VW',
  brand: 'Volkswagen',
  model: 'Passat',
  name: 'Volkswagen Passat Sportscombi',
  productId: 'DH-STANDARD',
  packageLevel: 'Däckhotell Plus',
  tires: [
    { equipmentPosition: 'VF', wheel: { name: 'Nokian Hakkapeliitta R5', rimDiameter: 17, sectionWidth: 215, aspectRatio: 55, threadPattern: 'Friktion', threadDepth: 7.2, threadStatusId: 0, threadStatusMessage: 'Bra' } },
    { equipmentPosition: 'HF', wheel: { name: 'Nokian Hakkapeliitta R5', rimDiameter: 17, sectionWidth: 215, aspectRatio: 55, threadPattern: 'Friktion', threadDepth: 3.4, threadStatusId: 1, threadStatusMessage: 'Byte rekommenderas' } },
  ],
  location: { erpId: 'NB-UPP-01', locationName: 'Nordvik Bilhall Uppsala', departmentName: 'Däckverkstad', phone: '070-174 06 20', email: 'dack.uppsala@nordvik.example' },
}

export const TIR123_SESSION: ValidatedSession = { status: 0, vehicles: [TIR123_VEHICLE], sessionToken: 'session-token' }

export const CONFIRMATION: TireHotelConfirmation = {
  bookingConfirmationId: 'DH-1001',
  services: [{ name: 'Hjulskifte' }],
  appointmentTime: '2027-05-24T09:30:00',
  isFullDay: false,
  workshop: { name: 'Nordvik Bilhall Uppsala', address: 'Verkstadsgatan 4, 753 23 Uppsala', email: 'dack.uppsala@nordvik.example', phoneNumber: '070-174 06 20' },
  freeText: '',
  customerBase: { firstName: 'Vera', lastName: 'Nilsson', email: 'vera@example.com', phoneMobile: '0701740650' },
}
