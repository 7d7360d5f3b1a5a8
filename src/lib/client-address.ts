/** The client's address as the outermost proxy saw it (Next.js sets x-forwarded-for from the socket when absent). */
export function clientAddress(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'unknown'
}
