import { mkdirSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'

export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 390, height: 844 }

/** Saves a full-page screenshot of the current screen at desktop and phone widths. */
export async function screenshotBoth(page: Page, name: string) {
  mkdirSync('test-results/screenshots', { recursive: true })
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size)
    await page.waitForTimeout(150) // let the layout settle after the resize
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.png`, fullPage: true })
  }
  await page.setViewportSize(DESKTOP)
}

let counter = 0
/** Signs in through the development issuer as a new person; returns their email. */
export async function signInAsNewPerson(page: Page, givenName = 'Ada'): Promise<string> {
  const email = `${givenName.toLowerCase()}.${Date.now()}.${counter++}@example.com`
  await page.goto('/')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page.getByText('DEVELOPMENT SIGN-IN')).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Full name').fill(`${givenName} Tester`)
  await page.getByLabel('Given name').fill(givenName)
  await page.getByRole('button', { name: 'Sign in as this person' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('header-credits')).toBeVisible()
  return email
}
