import { expect, test } from '@playwright/test'
import { signInAsNewPerson } from './helpers.ts'
import { checkScreen } from './screen-checks.ts'

test('a visitor sees the landing page with a Sign In button', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('See what the internet')
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
  await expect(page.getByText('Searches are not saved').first()).toBeVisible()
  // What is kept, where and until when: the same words as on the History screen.
  await expect(
    page.getByText('Finished reports are kept in this browser only, until you sign out'),
  ).toBeVisible()
  expect((await page.request.head('/')).status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Privacy risk score' })).toBeVisible()
  await checkScreen(page, 'landing')
})

test('?showAuth=true opens the sign-in modal, which closes on the backdrop and the close button', async ({
  page,
}) => {
  await page.goto('/?showAuth=true')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expect(dialog).toContainText('Terms of Service')
  await checkScreen(page, 'sign-in-modal')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(dialog).toBeVisible()
  await page.getByTestId('sign-in-backdrop').click({ position: { x: 5, y: 5 } })
  await expect(dialog).toBeHidden()
})

test('sign in, see the header and the dashboard, then sign out with storage wiped', async ({
  page,
}) => {
  await signInAsNewPerson(page, 'Ada')
  await expect(page.getByTestId('header-credits')).toHaveText('0')
  await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Buy More' })).toBeVisible()
  await checkScreen(page, 'landing-signed-in')

  await page.getByRole('button', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: /Welcome back, Ada!/ })).toBeVisible()
  await expect(page.getByText('Buy credits to search')).toBeVisible()
  await expect(page.getByText('Member since')).toBeVisible()
  await expect(page.getByText(String(new Date().getFullYear())).first()).toBeVisible()
  await checkScreen(page, 'dashboard')
  await page.getByRole('button', { name: 'Search History' }).click()
  await expect(page.getByRole('heading', { name: 'No searches yet' })).toBeVisible()
  await checkScreen(page, 'history-empty')
  await page.getByRole('button', { name: 'Settings' }).click()

  await page.evaluate(() => {
    localStorage.setItem('leftover', '1')
    sessionStorage.setItem('leftover', '1')
  })
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
  const storage = await page.evaluate(() => [localStorage.length, sessionStorage.length])
  expect(storage).toEqual([0, 0])
  expect((await page.request.get('/api/me')).status()).toBe(401)
})

test('an unknown path redirects to /', async ({ page }) => {
  await page.goto('/nonsense')
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
})

test('a sign-in error in the query string shows the failure and leaves the URL', async ({
  page,
}) => {
  await page.goto('/?error=access_denied&error_code=access_denied&error_description=Nope')
  await expect(page.getByText('Debug Information')).toBeVisible()
  await expect(page.getByText('Sign in failed. Please try again.')).toBeVisible()
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await page.getByRole('button', { name: 'Show Details' }).click()
  await expect(page.getByText('"error_description": "Nope"')).toBeVisible()
  await checkScreen(page, 'landing-sign-in-error')
})

test('a signed-out visitor on /dashboard is sent to sign in', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page).toHaveURL(/\/\?showAuth=true$/)
})
