import { expect, test, type Page } from '@playwright/test'
import { signInAsNewPerson } from './helpers.ts'

/** The focused element: its accessible-ish name, whether it sits in the dialog, its outline. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return null
    const style = getComputedStyle(el)
    return {
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' '),
      tag: el.tagName.toLowerCase(),
      inDialog: Boolean(el.closest('[role="dialog"]')),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      ring: style.boxShadow !== 'none',
    }
  })
}

/** Presses Tab through the whole page once; returns every element that took the focus. */
async function tabThrough(page: Page, max = 80) {
  const seen: NonNullable<Awaited<ReturnType<typeof focused>>>[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const now = await focused(page)
    if (!now) break
    if (seen.length && seen[0]?.name === now.name && seen[0]?.tag === now.tag && i > 3) break
    seen.push(now)
  }
  return seen
}

test('every action on the landing page is reached with Tab, and the focus always shows', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
  const stops = await tabThrough(page)
  const names = stops.map((s) => s.name)
  expect(names).toContain('SnoopLens')
  expect(names).toContain('Sign In')
  expect(names).toContain('Username') // the selected search type; arrows move between types
  expect(names.filter((n) => n === 'Sign In & Snoop')).toHaveLength(5)
  for (const stop of stops) expect(stop.outline || stop.ring, stop.name).toBe(true)
})

test('the search type tabs follow the arrow keys', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('tab', { name: 'Username' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tab', { name: 'Phone' })).toBeFocused()
  await expect(page.getByLabel('Their phone number')).toBeVisible()
  await page.keyboard.press('End')
  await expect(page.getByRole('tab', { name: 'Username' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true')
})

test('the sign-in modal opens from the keyboard, keeps the focus inside, and gives it back', async ({
  page,
}) => {
  await page.goto('/')
  const signIn = page.getByRole('button', { name: 'Sign In', exact: true })
  await expect(signIn).toBeEnabled()
  await page.keyboard.press('Tab') // the brand
  await page.keyboard.press('Tab')
  await expect(signIn).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Sign in to start snooping' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeFocused()

  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    const now = await focused(page)
    expect(now?.inDialog, `${key} left the dialog for ${now?.name}`).toBe(true)
    expect(now?.outline || now?.ring).toBe(true)
  }
  // A click on the dialog's text leaves no focus inside; Tab still stays in.
  await dialog.getByText('Sign in to start snooping').click()
  await page.keyboard.press('Tab')
  expect((await focused(page))?.inDialog).toBe(true)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(signIn).toBeFocused()

  // The close button gives the focus back too.
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).press('Enter')
  await expect(dialog).toBeHidden()
  await expect(signIn).toBeFocused()
})

test('signed in, the header, the dashboard and billing are reached with Tab', async ({ page }) => {
  await signInAsNewPerson(page, 'Keys')
  let names = (await tabThrough(page)).map((s) => s.name)
  expect(names).toEqual(expect.arrayContaining(['Settings', 'Sign Out', 'Buy More']))
  await page.getByRole('button', { name: 'Settings' }).press('Enter')
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible()
  names = (await tabThrough(page)).map((s) => s.name)
  expect(names).toEqual(
    expect.arrayContaining([
      'Back to Home',
      'Start Searching',
      'Billing & Purchase History',
      'Search History',
      'Buy More Credits',
    ]),
  )
  await page.getByRole('button', { name: 'Billing & Purchase History' }).press('Enter')
  await expect(page.getByText('No Purchases Yet')).toBeVisible()
  names = (await tabThrough(page)).map((s) => s.name)
  expect(names).toEqual(
    expect.arrayContaining(['Back to dashboard', 'Get 1 Snoop', 'Buy Credits Now']),
  )
})
