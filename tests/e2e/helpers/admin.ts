import type { Page } from '@playwright/test'

import { E2E } from './server'

/** Signs in to the CMS admin in the browser, as an editor would. */
export async function signInToAdmin(page: Page, email = E2E.adminEmail, password = E2E.adminPassword) {
  await page.goto(`http://localhost:${E2E.port}/admin/login`)
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
}
