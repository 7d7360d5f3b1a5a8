// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { LeadPost, SubmitOutcome } from '../client'
import { changedBeforeStart } from './early-input'
import { RadioGroup, SubmitButton, TextField } from './fields'
import { useLeadForm } from './useLeadForm'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const setValue = (element: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!.call(element, value)

function formFrom(html: string): HTMLFormElement {
  const form = document.createElement('form')
  form.innerHTML = html
  document.body.append(form)
  return form
}

describe('changedBeforeStart', () => {
  const html = `
    <input name="name" value="" />
    <input name="milage" type="number" value="" />
    <input name="kept" value="as sent" />
    <textarea name="note"></textarea>
    <select name="dealer"><option value="" selected>Velg</option><option value="oslo">Oslo</option></select>
    <input type="checkbox" name="gdpr" />
    <input type="checkbox" name="news" checked />
    <input type="checkbox" name="services" value="Service" />
    <input type="checkbox" name="services" value="Dekk" />
    <input type="radio" name="option" value="sell" checked />
    <input type="radio" name="option" value="trade-in" />
    <input type="hidden" name="secret" value="a" />
    <input name="" value="" />
    <button type="submit" name="go" value="1">Send</button>`

  it('finds nothing in a form as it was sent', () => {
    expect(changedBeforeStart(formFrom(html))).toEqual([])
  })

  it('finds every field typed into, ticked, unticked or chosen, and nothing else', () => {
    const form = formFrom(html)
    const field = <T extends Element>(selector: string) => form.querySelector<T & Element>(selector)!
    setValue(field<HTMLInputElement>('[name=name]'), 'Kari Nordmann')
    setValue(field<HTMLInputElement>('[name=milage]'), '12000')
    setValue(field<HTMLTextAreaElement>('[name=note]'), 'Bremsene piper')
    field<HTMLSelectElement>('[name=dealer]').value = 'oslo'
    field<HTMLInputElement>('[name=gdpr]').checked = true
    field<HTMLInputElement>('[name=news]').checked = false
    field<HTMLInputElement>('[name=services][value=Dekk]').checked = true
    field<HTMLInputElement>('[name=option][value=trade-in]').checked = true
    field<HTMLInputElement>('[name=secret]').value = 'b'
    expect(changedBeforeStart(form)).toEqual([
      { kind: 'value', name: 'name', value: 'Kari Nordmann' },
      { kind: 'value', name: 'milage', value: '12000' },
      { kind: 'value', name: 'note', value: 'Bremsene piper' },
      { kind: 'value', name: 'dealer', value: 'oslo' },
      { kind: 'checkbox', name: 'gdpr', value: 'on', checked: true },
      { kind: 'checkbox', name: 'news', value: 'on', checked: false },
      { kind: 'checkbox', name: 'services', value: 'Dekk', checked: true },
      { kind: 'radio', name: 'option', value: 'trade-in' },
    ])
  })
})

describe('a lead form started from its HTML', () => {
  let root: Root | null = null
  afterEach(() => {
    act(() => root?.unmount())
    root = null
    document.body.innerHTML = ''
  })

  const submit = vi.fn<(post: LeadPost) => Promise<SubmitOutcome>>(async () => ({ kind: 'accepted' }))

  function EarlyForm() {
    const form = useLeadForm<'name' | 'phone' | 'option'>({
      formName: 'sell-car',
      initialValues: { name: '', phone: '', option: 'sell' },
      validate: () => ({}),
      toPost: (values) => ({ values, locale: 'sv-SE' }),
      leadType: (values) => values.option,
      submit,
    })
    return (
      <form {...form.formProps}>
        <TextField {...form.field('name')} label="Namn" />
        <TextField {...form.field('phone')} label="Telefon" />
        <RadioGroup
          legend="Vad vill du göra?"
          name="option"
          value={form.values.option}
          onChange={(value) => form.setValue('option', value)}
          options={[
            { value: 'sell', label: 'Sälja' },
            { value: 'trade-in', label: 'Byta in' },
          ]}
        />
        <SubmitButton busy={form.busy} busyLabel="Skickar">
          Skicka
        </SubmitButton>
      </form>
    )
  }

  it('keeps what was typed and chosen before it started, and sends it', async () => {
    const host = document.body.appendChild(document.createElement('main'))
    host.innerHTML = renderToString(<EarlyForm />)
    const form = host.querySelector('form')!
    const button = host.querySelector('button[type=submit]') as HTMLButtonElement
    // The page's HTML: the form sends by POST, and not at all before its script runs.
    expect(form.method).toBe('post')
    expect(button.disabled).toBe(true)

    setValue(form.querySelector('input[name=name]')!, 'Anna Andersson')
    ;(form.querySelector('input[name=option][value=trade-in]') as HTMLInputElement).checked = true

    await act(async () => {
      root = hydrateRoot(host, <EarlyForm />)
    })
    expect(button.disabled).toBe(false)
    // Typing in another field renders the form again: the early text stays.
    await act(async () => {
      const phone = form.querySelector('input[name=phone]') as HTMLInputElement
      setValue(phone, '070 174 06 60')
      phone.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect((form.querySelector('input[name=name]') as HTMLInputElement).value).toBe('Anna Andersson')
    expect((form.querySelector('input[name=option][value=trade-in]') as HTMLInputElement).checked).toBe(true)

    await act(async () => {
      button.click()
    })
    expect(submit).toHaveBeenCalledTimes(1)
    expect(submit.mock.calls[0]![0].values).toEqual({ name: 'Anna Andersson', phone: '070 174 06 60', option: 'trade-in' })
  })
})
