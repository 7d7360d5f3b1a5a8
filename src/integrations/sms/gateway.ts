import { SmsNotSent, type SmsSender, type TextMessage } from '@/features/tire-hotel/ports'

/** A code that arrives after it expired is no use: the gateway has this long to take the message. */
const GATEWAY_TIMEOUT_MS = 10_000

/**
 * An SMS gateway over HTTPS (FORECOURT_SMS_URL): `POST` with the form fields from, to and message and the account
 * from the URL as Basic authentication, the way 46elks, and with small changes most gateways, take a message.
 * Nothing is stored: the text holds a one-time code.
 */
export function gatewaySms(url: string, from: string, fetchImpl: typeof fetch = fetch): SmsSender {
  const target = new URL(url)
  const authorization = target.username ? `Basic ${Buffer.from(`${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`).toString('base64')}` : null
  target.username = ''
  target.password = ''
  const endpoint = target.toString()
  return {
    name: 'gateway',
    async send(message: TextMessage) {
      let response: Response
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
          body: new URLSearchParams({ from, to: message.to, message: message.text }).toString(),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        })
      } catch (error) {
        throw new SmsNotSent((error as Error).name === 'TimeoutError' ? 'the gateway did not answer in time' : 'the gateway could not be reached')
      }
      // The answer is not read: a gateway may echo the message, code included.
      await response.body?.cancel().catch(() => {})
      if (!response.ok) throw new SmsNotSent(`the gateway answered ${response.status}`)
    },
  }
}
