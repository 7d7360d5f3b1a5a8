'use client'

import { Component, type ErrorInfo, type ReactNode } from 'react'

import { SectionFallback } from './SectionFallback'

/** Catches a section that fails in the browser, so the rest of the page keeps working. */
export class SectionErrorBoundary extends Component<{ children: ReactNode; name: string }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Section "${this.props.name}" failed`, error, info.componentStack)
  }

  override render() {
    return this.state.failed ? <SectionFallback /> : this.props.children
  }
}
