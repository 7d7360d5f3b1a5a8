// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { axeViolations } from '@/blocks/test-context'

import { HONEYPOT_FIELD } from '../forms'
import { CheckboxField, FormStatus, Honeypot, HONEYPOT_LABEL, RadioGroup, SubmitButton, TextField } from './fields'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let root: Root | null = null

function draw(node: React.ReactNode) {
  document.body.innerHTML = `<main><form>${renderToStaticMarkup(node)}</form></main>`
}

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
})

const byId = (id: string | null | undefined) => (id ? document.getElementById(id) : null)

describe('text field', () => {
  it('labels the input, marks it required for sight and for screen readers, and ties hint and error to it', async () => {
    draw(<TextField label="Telefonnummer" name="customerPhone" type="tel" value="12" onChange={() => {}} required hint="Siffror och mellanslag." error="För kort nummer." />)
    const input = document.querySelector('input')!
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Telefonnummer*')
    expect(document.querySelector('label span[aria-hidden="true"]')?.textContent).toBe('*')
    expect(input.required).toBe(true)
    expect(input.type).toBe('tel')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const [errorId, hintId] = input.getAttribute('aria-describedby')!.split(' ')
    expect(byId(errorId)?.textContent).toBe('För kort nummer.')
    expect(byId(hintId)?.textContent).toBe('Siffror och mellanslag.')
    expect(await axeViolations()).toEqual([])
  })

  it('is not invalid and describes nothing without hint or error; an optional field says so', () => {
    draw(<TextField label="Övrigt" name="other" value="" onChange={() => {}} optionalLabel="valfritt" rows={4} />)
    const area = document.querySelector('textarea')!
    expect(area.hasAttribute('aria-invalid')).toBe(false)
    expect(area.hasAttribute('aria-describedby')).toBe(false)
    expect(area.getAttribute('rows')).toBe('4')
    expect(document.querySelector('label')?.textContent).toBe('Övrigt(valfritt)')
  })

  it('reports what is typed', () => {
    const onChange = vi.fn()
    const host = document.body.appendChild(document.createElement('div'))
    root = createRoot(host)
    act(() => root!.render(<TextField label="Namn" name="customerName" value="" onChange={onChange} />))
    const input = host.querySelector('input')!
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Karin')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(onChange).toHaveBeenCalledWith('Karin')
  })
})

describe('radio group', () => {
  it('is a fieldset with a legend; each option is named by its label and described by its hint', async () => {
    draw(
      <RadioGroup
        legend="Vad vill du göra?"
        name="selectedOption"
        value="sell"
        onChange={() => {}}
        options={[
          { value: 'sell', label: 'Sälja bilen', hint: 'Vi köper din bil.' },
          { value: 'trade-in', label: 'Byta in bilen' },
        ]}
      />,
    )
    expect(document.querySelector('fieldset > legend')?.textContent).toBe('Vad vill du göra?')
    const [sell, tradeIn] = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    expect(sell!.checked).toBe(true)
    expect(tradeIn!.checked).toBe(false)
    expect(byId(sell!.getAttribute('aria-labelledby'))?.textContent).toBe('Sälja bilen')
    expect(byId(sell!.getAttribute('aria-describedby'))?.textContent).toBe('Vi köper din bil.')
    expect(tradeIn!.hasAttribute('aria-describedby')).toBe(false)
    expect(await axeViolations()).toEqual([])
  })

  it('reports the chosen value', () => {
    const onChange = vi.fn()
    const host = document.body.appendChild(document.createElement('div'))
    root = createRoot(host)
    act(() =>
      root!.render(
        <RadioGroup
          legend="Val"
          name="choice"
          value="a"
          onChange={onChange}
          options={[
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ]}
        />,
      ),
    )
    act(() => host.querySelector<HTMLInputElement>('input[value="b"]')!.click())
    expect(onChange).toHaveBeenCalledWith('b')
  })
})

describe('checkbox field', () => {
  it('labels the box and ties its error to it', async () => {
    draw(<CheckboxField label="Jag godkänner villkoren" name="gdpr" checked={false} onChange={() => {}} required error="Du behöver godkänna villkoren." />)
    const box = document.querySelector<HTMLInputElement>('input[type="checkbox"]')!
    expect(document.querySelector(`label[for="${box.id}"]`)?.textContent).toBe('Jag godkänner villkoren*')
    expect(box.required).toBe(true)
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(byId(box.getAttribute('aria-describedby'))?.textContent).toBe('Du behöver godkänna villkoren.')
    expect(await axeViolations()).toEqual([])
  })
})

describe('submit button and status', () => {
  it('says it is sending and cannot be pressed while busy', () => {
    draw(
      <SubmitButton busy busyLabel="Skickar …">
        Skicka
      </SubmitButton>,
    )
    const button = document.querySelector('button')!
    expect(button.type).toBe('submit')
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.textContent).toBe('Skickar …')
  })

  it('is a focusable status on success and an alert on failure', () => {
    draw(
      <>
        <FormStatus kind="success">Tack!</FormStatus>
        <FormStatus kind="error">Något gick fel.</FormStatus>
      </>,
    )
    const [success, failure] = [...document.querySelectorAll<HTMLElement>('[data-form-status]')]
    expect(success!.getAttribute('role')).toBe('status')
    expect(failure!.getAttribute('role')).toBe('alert')
    expect(success!.tabIndex).toBe(-1)
    expect(failure!.tabIndex).toBe(-1)
    expect(failure!.textContent).toBe('Något gick fel.')
  })
})

describe('honeypot', () => {
  it('is off screen, out of the tab order, hidden from assistive tech and never autofilled', async () => {
    draw(<Honeypot />)
    const input = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!
    const wrapper = input.parentElement!
    expect(wrapper.getAttribute('aria-hidden')).toBe('true')
    expect(wrapper.style.position).toBe('absolute')
    expect(wrapper.style.left).toBe('-10000px')
    expect(input.tabIndex).toBe(-1)
    expect(input.getAttribute('autocomplete')).toBe('off')
    expect(input.value).toBe('')
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(HONEYPOT_LABEL)
    expect(await axeViolations()).toEqual([])
  })
})
