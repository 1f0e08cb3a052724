import { expect, test } from '@playwright/test'
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../shared/service-unavailable.ts'
import { signInDirectly } from './helpers.ts'
import { checkScreen } from './screen-checks.ts'

test('while the server cannot reach its database, a signed-in page says so and recovers', async ({
  page,
}) => {
  await signInDirectly(page, 'Grace')
  // The answer the server gives during a database outage (see server/outage.test.ts).
  await page.route('**/api/session', (route) =>
    route.fulfill({
      status: 503,
      headers: { 'retry-after': '5' },
      contentType: 'application/json',
      body: JSON.stringify({ error: SERVICE_UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' }),
    }),
  )
  await page.goto('/dashboard')
  await expect(page.getByRole('alert')).toHaveText(/briefly unavailable.*Try again/)
  await expect(page).toHaveURL(/\/dashboard$/) // not sent away as if signed out
  await checkScreen(page, 'dashboard-unavailable')

  await page.unroute('**/api/session')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: /Welcome back, Grace!/ })).toBeVisible()
})
