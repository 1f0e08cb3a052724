import { expect, test, type Page } from '@playwright/test'
import { WALLED_FOUND, WALLED_NONE } from './fake-platforms.ts'
import { searchUsername, signInWithOneSnoop } from './helpers.ts'
import { checkScreen } from './screen-checks.ts'

/** Signs in, buys one credit through the test checkout and searches a username. */
async function searchFor(page: Page, username: string) {
  await signInWithOneSnoop(page, 'Careful')
  await searchUsername(page, username)
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 20_000,
  })
}

test('when most platforms cannot tell, the report shows what was found but no risk score', async ({
  page,
}) => {
  await searchFor(page, WALLED_FOUND)
  await expect(page.getByTestId('count-data-found')).toHaveText('1')
  await expect(page.getByRole('heading', { name: 'Where they show up (1)' })).toBeVisible()
  const unassessed = page.getByTestId('exposure-unassessed')
  await expect(unassessed).toContainText('We could not assess exposure')
  await expect(unassessed.getByTestId('coverage')).toHaveText(
    /^Based on 2 of \d+ checks that gave a clear answer\.$/,
  )
  await expect(page.getByTestId('risk-score')).toHaveCount(0)
  await expect(page.getByTestId('risk-level')).toHaveCount(0)
  await checkScreen(page, 'report-unassessed')

  // The proof of each verdict, in one line, on the Technical tab.
  await page.getByRole('tab', { name: 'Technical' }).click()
  await expect(page.getByTestId('check-detail')).toContainText([
    /GET https:\/\/api\.chirper\.example\/v1\/users\/walled-found → HTTP 200, username is 'walled-found'/,
  ])
  await page.getByRole('tab', { name: 'Recommendations' }).click()
  await expect(page.getByText(/No recommendations: too few platforms/)).toBeVisible()
})

test('when nothing was found and most could not tell, the report says so and keeps the errors', async ({
  page,
}) => {
  await searchFor(page, WALLED_NONE)
  const empty = page.getByTestId('no-results')
  await expect(empty).toContainText('Search completed but no data was returned')
  await expect(empty).not.toContainText('None of the platforms we checked hold data')
  await expect(empty.getByTestId('coverage')).toHaveText(/^Based on 1 of \d+ checks/)
  // GitHub said "not found": a verdict, so the search counts and the credit is spent.
  await expect(page.getByTestId('header-credits')).toHaveText('0')
  await checkScreen(page, 'report-no-data-returned')
  // Most could not tell: the page says which side failed and to try later.
  await expect(page.getByTestId('low-coverage-notice')).toContainText(
    'Most platforms turned our requests away',
  )
  await page.getByRole('tab', { name: 'Detailed' }).click()
  const couldNotTell = page.getByTestId('outcome-group').filter({ hasText: "Couldn't tell" })
  await couldNotTell.first().getByRole('button', { expanded: false }).click()
  await expect(page.getByTestId('result-row').filter({ hasText: 'Chirper' })).toContainText(
    "Couldn't tell",
  )
})
