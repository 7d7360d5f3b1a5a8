'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { errorEvent, formInteractionEvent, leadEvent, pushDataLayer } from '@/lib/analytics/data-layer'

import { FORM_RESET_MS, newSubmissionId, submitLead, type LeadPost, type SubmitOutcome } from '../client'
import { HONEYPOT_FIELD, type FormName } from '../form-rules'
import { useEarlyInput, type EarlyChange } from './early-input'

export type LeadFormStatus = 'idle' | 'submitting' | 'success' | 'error'

/** The analytics error type of a failed submit. */
export function submitErrorType(outcome: Exclude<SubmitOutcome, { kind: 'accepted' }>): string {
  return outcome.kind === 'rejected' ? `rejected_${outcome.status}` : 'unavailable'
}

export type LeadLifecycleConfig = {
  formName: FormName
  /** Puts the form's fields back as they were when it opened (the lifecycle clears the rest). */
  onReset: () => void
  /** What was typed, ticked or chosen before the form's script started (see early-input.ts). */
  onEarlyInput: (changes: EarlyChange[]) => void
  /** How the lead is sent (tests replace it). */
  submit?: (post: LeadPost) => Promise<SubmitOutcome>
}

export type LeadSending = {
  /** The post for this submission id and the honeypot's value, as the form's values make it. */
  post: (submissionId: string, honeypot: string | undefined) => LeadPost
  /** The lead type of the analytics lead event. */
  leadType: string
  /** The server refused the values: the form shows its field errors. */
  onRejected?: (fields: Record<string, string>) => void
}

/**
 * What every lead form goes through, whatever its fields (spec 3 §9): the start event on the first change,
 * early input kept, one submission id per filled-in form (kept across retries, new after a reset), the submit,
 * lead and error events, focus on the outcome, the fields locked while sending and until the reset
 * FORM_RESET_MS after the outcome. The outcome message stays until the visitor types again.
 */
export function useLeadLifecycle({ formName, onReset, onEarlyInput, submit = submitLead }: LeadLifecycleConfig) {
  const [status, setStatus] = useState<LeadFormStatus>('idle')
  // Between the outcome and the reset the form is locked: what it shows is about to be cleared.
  const [resetPending, setResetPending] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const submissionId = useRef<string | null>(null)
  const started = useRef(false)
  const sending = useRef(false)
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const mounted = useRef(true)
  const resetFields = useRef(onReset)
  resetFields.current = onReset

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      if (resetTimer.current) clearTimeout(resetTimer.current)
    }
  }, [])

  // Keyboard and screen-reader users land on the outcome.
  useEffect(() => {
    if (status === 'success' || status === 'error') statusRef.current?.focus()
  }, [status])

  /** The visitor changed something: the first change starts the form; an outcome shown goes away. */
  const changed = useCallback(() => {
    if (!started.current) {
      started.current = true
      pushDataLayer(formInteractionEvent(formName, 'start'))
    }
    setStatus((current) => (current === 'success' || current === 'error' ? 'idle' : current))
  }, [formName])

  useEarlyInput(formRef, (changes) => {
    changed()
    onEarlyInput(changes)
  })

  const reset = useCallback(() => {
    if (resetTimer.current) clearTimeout(resetTimer.current)
    resetTimer.current = null
    submissionId.current = null
    started.current = false
    setResetPending(false)
    resetFields.current()
    const honeypot = formRef.current?.elements.namedItem(HONEYPOT_FIELD)
    if (honeypot instanceof HTMLInputElement) honeypot.value = ''
  }, [])

  const locked = status === 'submitting' || resetPending

  /** Sends the lead once at a time; the outcome shows, and the form resets FORM_RESET_MS later. */
  const send = async ({ post, leadType, onRejected }: LeadSending): Promise<void> => {
    if (sending.current || resetPending) return
    const honeypot = formRef.current?.elements.namedItem(HONEYPOT_FIELD)
    submissionId.current ??= newSubmissionId()
    sending.current = true
    setStatus('submitting')
    pushDataLayer(formInteractionEvent(formName, 'submit'))
    const outcome = await submit(post(submissionId.current, honeypot instanceof HTMLInputElement ? honeypot.value : undefined))
    sending.current = false
    if (!mounted.current) return
    if (outcome.kind === 'accepted') {
      pushDataLayer(leadEvent(formName, leadType))
      setStatus('success')
    } else {
      pushDataLayer(errorEvent(formName, submitErrorType(outcome)))
      pushDataLayer(formInteractionEvent(formName, 'error'))
      if (outcome.kind === 'rejected') onRejected?.(outcome.fields)
      setStatus('error')
    }
    setResetPending(true)
    resetTimer.current = setTimeout(reset, FORM_RESET_MS)
  }

  return {
    status,
    /** Sending: the submit button shows it. */
    busy: status === 'submitting',
    /** Fields cannot be changed: sending, or showing the outcome until the reset. */
    locked,
    /** Between the outcome and the reset. */
    resetPending,
    changed,
    send,
    reset,
    formRef,
    statusRef,
  }
}
