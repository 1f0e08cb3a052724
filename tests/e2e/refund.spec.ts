import { expect, test } from '@playwright/test'
import { EVERY_PLATFORM_DOWN } from './fake-platforms.ts'
import { signInWithOneSnoop, searchEmail } from './helpers.ts'
import { checkScreen } from './screen-checks.ts'

test('a search no platform could answer gives the credit back, though the address check did', async ({
  page,
}) => {
  await signInWithOneSnoop(page, 'Unlucky')
  const started = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/searches',
  )
  await searchEmail(page, EVERY_PLATFORM_DOWN)
  // The credit is spent when the search starts...
  expect(await (await started).json()).toMatchObject({ credits: 0 })
  await expect(page).toHaveURL(/\/results\/[\w-]+$/)
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 20_000,
  })

  // ...and given back: every platform failed, and the address's own check is no answer.
  await expect(page.getByTestId('low-coverage-notice')).toContainText(
    'Nothing could be told, so your credit has been given back.',
  )
  await expect(page.getByTestId('header-credits')).toHaveText('1')
  await expect(page.getByTestId('count-couldn-t-tell')).toHaveText('3')
  await expect(page.getByTestId('count-data-found')).toHaveText('0')
  // The address check's own answer (its mail servers) is shown, as a fact about the address.
  await expect(page.getByRole('heading', { name: 'About this email address' })).toBeVisible()
  await expect(page.getByText('mail.example.com')).toBeVisible()
  await checkScreen(page, 'report-refunded')

  await expect(page.getByTestId('report-sources')).toHaveText(
    'Live checks of 3 public platforms, and of our people-search data partners where enabled.',
  )

  await page.getByRole('tab', { name: 'Detailed' }).click()
  const facts = page.getByTestId('outcome-group').filter({ hasText: 'About this email address' })
  await expect(facts).toContainText(
    'Read from the email address itself, without asking any platform; not counted as a platform.',
  )
  await expect(facts.getByTestId('result-row')).toContainText('Fact')
  const couldNotTell = page.getByTestId('outcome-group').filter({ hasText: "Couldn't tell" })
  await couldNotTell.getByRole('button', { expanded: false }).click()
  for (const platform of ['Chirper', 'PhotoGram', 'Codeverse'])
    await expect(page.getByTestId('result-row').filter({ hasText: platform })).toContainText(
      "Couldn't tell",
    )
  await checkScreen(page, 'report-refunded-detailed')

  await page.goto('/')
  await expect(page.getByTestId('search-credits-line')).toHaveText('1 Search available')
  await page.goto('/history')
  await expect(page.getByTestId('history-outcome')).toHaveText(
    'Only facts about the email address (credit given back)',
  )
})
