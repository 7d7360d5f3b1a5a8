// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { FORM_RESET_MS, type LeadPost, type SubmitOutcome } from '../client'
import { FormStatus, Honeypot, TextField } from './fields'
import { submitErrorType, useLeadForm, type LeadFormConfig } from './useLeadForm'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

type Field = 'name' | 'phone'
type DataLayerEvent = { event: string; [key: string]: unknown }
const dataLayer = () => ((globalThis as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []) as DataLayerEvent[]

let root: Root | null = null
let host: HTMLElement
let submit: ReturnType<typeof vi.fn<(post: LeadPost) => Promise<SubmitOutcome>>>

function TestForm(props: Partial<LeadFormConfig<Field>>) {
  const form = useLeadForm<Field>({
    formName: 'contact-seller',
    initialValues: { name: '', phone: '' },
    validate: (values) => (values.name.trim() ? {} : { name: 'Ange namn.' }),
    toPost: (values) => ({ values: { name: values.name.trim(), phone: values.phone }, locale: 'sv-SE' }),
    leadType: () => 'contact',
    submit,
    ...props,
  })
  return (
    <form {...form.formProps}>
      <TextField {...form.field('name')} label="Namn" />
      <TextField {...form.field('phone')} label="Telefon" />
      <Honeypot />
      {form.status === 'success' || form.status === 'error' ? (
        <FormStatus ref={form.statusRef} kind={form.status}>
          {form.status}
        </FormStatus>
      ) : null}
      <button type="submit">Skicka</button>
      <button type="button" onClick={form.reset}>
        Töm
      </button>
    </form>
  )
}

function mount(props: Partial<LeadFormConfig<Field>> = {}) {
  host = document.body.appendChild(document.createElement('main'))
  root = createRoot(host)
  act(() => root!.render(<TestForm {...props} />))
}

const input = (label: string) => {
  const id = [...host.querySelectorAll('label')].find((element) => element.textContent === label)!.htmlFor
  return document.getElementById(id) as HTMLInputElement
}
function type(label: string, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(label), value)
    input(label).dispatchEvent(new Event('input', { bubbles: true }))
  })
}
async function send() {
  await act(async () => {
    host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    await vi.advanceTimersByTimeAsync(0)
  })
}
const errorText = (label: string) => document.getElementById(input(label).getAttribute('aria-describedby') ?? '')?.textContent ?? null

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  submit = vi.fn<(post: LeadPost) => Promise<SubmitOutcome>>(async () => ({ kind: 'accepted' }))
})

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  delete (globalThis as { dataLayer?: unknown }).dataLayer
  vi.useRealTimers()
})

describe('useLeadForm', () => {
  it('pushes start on the first input only, not on mount', () => {
    mount()
    expect(dataLayer()).toEqual([])
    type('Namn', 'K')
    type('Namn', 'Ka')
    type('Telefon', '0701')
    expect(dataLayer()).toEqual([{ event: 'form_interaction', form_name: 'contact-seller', form_interaction: 'start' }])
  })

  it('sends the post with the form name, a submission id and the honeypot’s value', async () => {
    mount()
    type('Namn', ' Karin ')
    await send()
    expect(submit).toHaveBeenCalledTimes(1)
    const post = submit.mock.calls[0]![0]
    expect(post).toEqual({ formName: 'contact-seller', formSubmissionId: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/), values: { name: 'Karin', phone: '' }, locale: 'sv-SE', honeypot: '' })
  })

  it('sends once while a submit is under way', async () => {
    let finish!: (outcome: SubmitOutcome) => void
    submit.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
    mount()
    type('Namn', 'Karin')
    await send()
    await send()
    expect(submit).toHaveBeenCalledTimes(1)
    expect(input('Namn').disabled).toBe(true)
    await act(async () => finish({ kind: 'accepted' }))
    expect(host.querySelector('[data-form-status]')?.textContent).toBe('success')
  })

  it('shows the server’s field errors beside the fields it has, in the form’s words when it has them', async () => {
    submit.mockResolvedValueOnce({ kind: 'rejected', status: 422, message: 'Invalid.', fields: { 'values.phone': 'A phone number.', 'values.toEmail': 'An e-mail.', formSubmissionId: 'Bad id.' } })
    mount({ serverFieldMessage: (field) => (field === 'phone' ? 'Kontrollera telefonnumret.' : 'Kontrollera uppgiften.') })
    type('Namn', 'Karin')
    await send()
    expect(errorText('Telefon')).toBe('Kontrollera telefonnumret.')
    expect(errorText('Namn')).toBeNull()
    expect(dataLayer().slice(-2)).toEqual([
      { event: 'event_error', form_name: 'contact-seller', error_type: 'rejected_422' },
      { event: 'form_interaction', form_name: 'contact-seller', form_interaction: 'error' },
    ])
  })

  it('falls back to the server’s message without a message of its own', async () => {
    submit.mockResolvedValueOnce({ kind: 'rejected', status: 422, message: 'Invalid.', fields: { 'values.phone': 'A phone number.' } })
    mount({ serverFieldMessage: undefined })
    type('Namn', 'Karin')
    await send()
    expect(errorText('Telefon')).toBe('A phone number.')
  })

  it('resets FORM_RESET_MS after the outcome with a new submission id, and a manual reset does the same', async () => {
    mount()
    type('Namn', 'Karin')
    await send()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FORM_RESET_MS)
    })
    expect(input('Namn').value).toBe('')
    type('Namn', 'Per')
    await send()
    expect(submit.mock.calls[1]![0].formSubmissionId).not.toBe(submit.mock.calls[0]![0].formSubmissionId)
    act(() => host.querySelector<HTMLButtonElement>('button[type="button"]')!.click())
    expect(input('Namn').value).toBe('')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('ignores a submit between the outcome and the reset', async () => {
    submit.mockResolvedValueOnce({ kind: 'failed' })
    mount()
    type('Namn', 'Karin')
    await send()
    await send()
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('leaves no timer behind when the form goes away', async () => {
    mount()
    type('Namn', 'Karin')
    await send()
    expect(vi.getTimerCount()).toBe(1)
    act(() => root!.unmount())
    root = null
    expect(vi.getTimerCount()).toBe(0)
  })

  it('names the error type of a failure for analytics', () => {
    expect(submitErrorType({ kind: 'failed' })).toBe('unavailable')
    expect(submitErrorType({ kind: 'rejected', status: 429, fields: {}, message: '' })).toBe('rejected_429')
  })
})
