import { expect, test, type Page } from '@playwright/test'
import { CUT_OFF, PRESENT } from './fake-platforms.ts'
import { searchUsername, signInAndBuyDirectly } from './helpers.ts'
import { checkScreen } from './screen-checks.ts'

async function searchToTheEnd(page: Page, username: string) {
  await page.goto('/')
  await searchUsername(page, username)
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 20_000,
  })
}

test('history says what each search was: found, nothing found, or nothing could be told', async ({
  page,
}) => {
  await signInAndBuyDirectly(page, 'Historian', 'snoop-6', '6')

  await searchToTheEnd(page, PRESENT)
  const found = Number(await page.getByTestId('count-data-found').textContent())
  expect(found).toBeGreaterThan(1)

  // Every platform answers "no such account" for this name.
  await searchToTheEnd(page, 'nobody-by-this-name')
  const answered = Number(await page.getByTestId('count-no-data').textContent())
  expect(answered).toBeGreaterThan(1)
  await expect(page.getByTestId('no-results')).toContainText(
    `None of the ${answered} platforms that answered showed an account for this username.`,
  )

  await searchToTheEnd(page, CUT_OFF)
  await expect(page.getByTestId('low-coverage-notice')).toContainText(
    'your credit has been given back',
  )

  await page.goto('/history')
  await expect(page.getByTestId('history-entry')).toHaveCount(3)
  await expect(page.getByTestId('history-outcome')).toHaveText([
    'Nothing could be told (credit given back)',
    `Nothing found (answers from ${answered} platforms)`,
    `Found on ${found} platforms`,
  ])
  await checkScreen(page, 'history-three-kinds')
  // The credit of the search that told nothing came back: 6 - 3 + 1.
  await expect(page.getByTestId('header-credits')).toHaveText('4')
})
