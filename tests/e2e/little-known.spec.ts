import { expect, test } from '@playwright/test'
import { CUT_OFF, RESOLVER_DOWN } from './fake-platforms.ts'
import { searchUsername, signInWithOneSnoop, searchEmail } from './helpers.ts'
import { checkScreen } from './screen-checks.ts'

/**
 * A report that reads true when little is known: a search that reaches almost no platform, an
 * email search whose name server fails, a phone search. No failure is shown as a fact, the
 * counts agree on every surface, and every reason is a plain sentence.
 */

test('a search that reaches almost no platform says so plainly, and refunds', async ({ page }) => {
  await signInWithOneSnoop(page, 'Offline')
  await searchUsername(page, CUT_OFF)
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 20_000,
  })

  const notice = page.getByTestId('low-coverage-notice')
  await expect(notice).toContainText('Our servers could not reach any of the platforms just now.')
  await expect(notice).toContainText('Please try again in a few minutes.')
  await expect(notice).toContainText('your credit has been given back')
  await expect(page.getByTestId('header-credits')).toHaveText('1')
  await expect(page.getByTestId('count-data-found')).toHaveText('0')
  const unreachable = Number(await page.getByTestId('count-couldn-t-tell').textContent())
  expect(unreachable).toBeGreaterThan(5)
  // No machine words anywhere on the page.
  await expect(page.locator('body')).not.toContainText(/ECONN|ENOTFOUND|getaddrinfo|UND_ERR/)
  await checkScreen(page, 'little-known-unreachable')

  // No platform was asked anything it answered: no "nothing found", no sources claimed.
  await expect(page.getByTestId('no-results')).toHaveCount(0)
  // The adult site, hidden, was asked too.
  await expect(page.getByTestId('report-sources')).toHaveText(
    `Live checks of ${unreachable + 1} public platforms, and of our people-search data partners where enabled.`,
  )

  await page.getByRole('tab', { name: 'Detailed' }).click()
  await expect(page.getByTestId('outcome-group').first()).toContainText(
    "No answers to go onNo platform gave a clear answer, so this search can't say where this username has accounts, or where it hasn't.",
  )
  await expect(page.locator('body')).not.toContainText(/No data found|No platform showed/)
  const group = page.locator('[data-testid="outcome-group"][data-reason="unreachable"]')
  await expect(group).toContainText(`Couldn't tell: could not be reached (${unreachable})`)
  await expect(group).toContainText('We could not reach the platform from our servers.')
  // Closed by default: no rows until asked for, then every one inspectable.
  await expect(group.getByTestId('result-row')).toHaveCount(0)
  await checkScreen(page, 'little-known-unreachable-detailed')
  await group.getByRole('button', { expanded: false }).click()
  await expect(group.getByTestId('result-row')).toHaveCount(unreachable)
  await expect(page.locator('body')).not.toContainText(/ECONN|UND_ERR/)

  // The raw messages are still there for whoever wants them.
  await page.getByRole('tab', { name: 'Technical' }).click()
  await expect(page.getByTestId('check-detail').first()).toContainText('could not reach')

  // History says what it was: nothing could be told, and the credit came back.
  await page.goto('/history')
  await expect(page.getByText(CUT_OFF)).toBeVisible()
  await expect(page.getByTestId('history-outcome')).toHaveText(
    'Nothing could be told (credit given back)',
  )
})

test('an email search whose name server fails tells no fact about the address', async ({
  page,
}) => {
  await signInWithOneSnoop(page, 'Resolver')
  await searchEmail(page, RESOLVER_DOWN)
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 20_000,
  })
  // The address check could not tell: no "does not exist", no fact about the address.
  await expect(page.locator('body')).not.toContainText(/does not exist|no MX/)
  await expect(page.getByRole('heading', { name: 'About this email address' })).toHaveCount(0)
  await checkScreen(page, 'little-known-resolver-down')

  // The address's own check stays with the facts about the address, saying it could not tell.
  await page.getByRole('tab', { name: 'Detailed' }).click()
  const facts = page.getByTestId('outcome-group').filter({ hasText: 'About this email address' })
  await expect(facts.getByTestId('result-row')).toContainText(
    "Couldn't tell · Could not be reached",
  )
  // Nothing was read from the address, and the group says so rather than "read from it".
  await expect(facts).toContainText(
    'Nothing could be read about the email address itself just now.',
  )
  await expect(facts).not.toContainText('Read from the email address itself')
  await checkScreen(page, 'little-known-resolver-down-detailed')
})

test('a phone search shows facts about the number apart, and counts no platform for them', async ({
  page,
}) => {
  await signInWithOneSnoop(page, 'Dialer')
  await page.getByRole('tab', { name: 'Phone' }).click()
  const field = page.getByLabel('Their phone number')

  // Refused before any credit: no country uses +999, and 555-01xx belongs to fiction.
  for (const [number, reason] of [
    ['+999 1234567', 'no country uses the calling code'],
    ['+1 415 555 0123', 'kept for films and books'],
  ] as const) {
    await field.fill(number)
    await page.getByRole('button', { name: 'Start Snooping (1 Credit)' }).click()
    await expect(page.getByText(reason)).toBeVisible()
    await expect(page.getByTestId('header-credits')).toHaveText('1')
  }

  // A UK number typed the local way, as the placeholder suggests.
  await field.fill('07400 123456')
  await page.getByRole('button', { name: 'Start Snooping (1 Credit)' }).click()
  await expect(page).toHaveURL(/\/results\/[\w-]+$/)
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 20_000,
  })
  await expect(page.getByRole('heading', { name: 'About this phone number' })).toBeVisible()
  await expect(page.getByText('Europe/London')).toBeVisible()
  await expect(page.getByText('fixed_line_or_mobile')).toHaveCount(0)
  // One line type, in words; never "unknown" beside a finer one.
  const facts = page.locator('section[aria-labelledby="query-facts-title"]')
  await expect(facts.getByText('Line type', { exact: true })).toHaveCount(1)
  await expect(facts.getByText('Mobile', { exact: true })).toBeVisible()
  await expect(facts).not.toContainText(/Line type \(detail\)|unknown/)
  // Nothing was checked, and the footer does not claim otherwise.
  await expect(page.getByTestId('report-sources')).toHaveText(
    'No platform was asked: everything here was read from the phone number itself.',
  )
  await expect(page.getByTestId('count-data-found')).toHaveText('0')
  await expect(page.getByTestId('count-note')).toContainText(
    'One fact about this phone number itself is shown apart.',
  )
  // No platform was asked: that is said, not blamed on failing platforms, and it is free.
  await expect(page.getByTestId('low-coverage-notice')).toContainText(
    'this report has only facts about the phone number itself. Your credit has been given back.',
  )
  await expect(page.getByTestId('header-credits')).toHaveText('1')
  await checkScreen(page, 'little-known-phone')

  await page.getByRole('tab', { name: 'Detailed' }).click()
  const group = page.getByTestId('outcome-group').filter({ hasText: 'About this phone number' })
  await expect(group.getByTestId('result-row')).toContainText('Fact')
  await expect(group.getByTestId('result-row')).not.toContainText('Data Found')
  await checkScreen(page, 'little-known-phone-detailed')

  await page.goto('/history')
  await expect(page.getByTestId('history-outcome')).toHaveText(
    'Only facts about the phone number (credit given back)',
  )
})
