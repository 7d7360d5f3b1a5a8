/**
 * The SMS port (ARCHITECTURE "Outside systems"): hands a text message to an SMS gateway, or, without one, to the
 * SMS outbox (the demo inbox in demo mode). The tire hotel sends its one-time codes through it.
 */

export const SMS_STATUSES = ['pending', 'sent'] as const
export type SmsStatus = (typeof SMS_STATUSES)[number]

/** What a message is for: recorded with it, never its text. */
export type SmsPurpose = 'one-time-code'

export type TextMessage = {
  /** E.164, e.g. +46701740610. */
  to: string
  text: string
  purpose: SmsPurpose
}

export interface SmsSender {
  /** 'gateway', 'demo-inbox' or 'outbox'. */
  readonly name: string
  /** Resolves once the message is handed over; rejects (SmsNotSent) when it could not be. */
  send(message: TextMessage): Promise<void>
}

export class SmsNotSent extends Error {
  constructor(reason: string) {
    super(`The text message was not sent: ${reason}`)
    this.name = 'SmsNotSent'
  }
}
