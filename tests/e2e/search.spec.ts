import { expect, test } from '@playwright/test'
import {
  buyPack,
  continueAsNewPerson,
  searchUsername,
  signInAndBuyDirectly,
  signInAsNewPerson,
  signInDirectly,
  signInWithOneSnoop,
} from './helpers.ts'
import { checkScreen } from './screen-checks.ts'

test('sign in, buy, search a username and read the report as it streams in', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInAsNewPerson(page, 'Searcher')
  await buyPack(page, 'snoop-1', 'Get 1 Snoop', '1')

  await expect(page.getByTestId('search-credits-line')).toHaveText('1 Search available')
  await page.getByRole('tab', { name: 'Username' }).click()
  await page.getByLabel('Their username').fill('@octocat')
  await checkScreen(page, 'search-card')
  await page.getByRole('button', { name: 'Start Snooping (1 Credit)' }).click()

  await expect(page).toHaveURL(/\/results\/[\w-]+$/)
  const address = new URL(page.url()).pathname
  // Rows stream in: catch at least two distinct progress values before the end.
  const seen = new Set<string>()
  const progress = page.getByRole('progressbar', { name: 'Search progress' })
  for (let i = 0; i < 200 && !seen.has('100'); i++) {
    const value = await progress.getAttribute('aria-valuenow')
    if (value) seen.add(value)
    if (seen.size === 3 && !seen.has('100')) await checkScreen(page, 'report-streaming')
    await page.waitForTimeout(25)
  }
  const intermediate = [...seen].filter((v) => v !== '0' && v !== '100')
  expect(intermediate.length).toBeGreaterThanOrEqual(2)
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete')
  await expect(page.getByTestId('header-credits')).toHaveText('0')

  await expect(page.getByTestId('count-data-found')).toHaveText('5') // the adult platform is hidden
  await expect(page.getByTestId('count-couldn-t-tell')).toHaveText('1')
  await expect(page.getByRole('heading', { name: 'Where they show up (5)' })).toBeVisible()

  // Privacy overview after the analysis delay.
  await expect(page.getByTestId('risk-level')).toBeVisible({ timeout: 5000 })
  await expect(page.getByTestId('risk-level')).toHaveText('Critical')
  await expect(page.getByTestId('risk-score')).toContainText('100')
  await checkScreen(page, 'report-privacy')

  await page.getByRole('tab', { name: 'Detailed' }).click()
  const github = page.getByTestId('result-row').filter({ hasText: 'GitHub' })
  await github.getByRole('button', { name: 'View' }).click()
  await expect(page.getByText('Data Record 1')).toBeVisible()
  await expect(page.getByText('The Octocat')).toBeVisible()
  await expect(page.getByText('Platform Variables')).toBeVisible()
  await checkScreen(page, 'report-detailed')
  await github.getByRole('button', { name: 'Copy GitHub' }).click()
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))
  expect(copied).toMatchObject({ module: 'github', status: 'found' })

  // Save PDF lays out every section with every record, then opens the print dialog.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes')
  })
  await page.getByRole('button', { name: 'Save PDF' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')
  await expect(page.getByText('Data Record 1')).toHaveCount(5)
  await expect(page.getByText('What to do')).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await page.screenshot({ path: 'test-results/screenshots/report-print.png', fullPage: true })
  await page.emulateMedia({ media: 'screen' })
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
  await expect(page.getByText('Data Record 1')).toHaveCount(1)

  // Adult platforms only on request.
  await page.getByRole('button', { name: 'Show adult sites (1)' }).click()
  await expect(page.getByTestId('count-data-found')).toHaveText('6')

  await page.getByRole('tab', { name: 'Technical' }).click()
  await expect(page.getByText('github', { exact: true })).toBeVisible()
  await checkScreen(page, 'report-technical')
  await page.getByRole('tab', { name: 'Recommendations' }).click()
  await expect(page.getByText('What to do')).toBeVisible()
  await checkScreen(page, 'report-recommendations')

  await page.goto('/history')
  const entry = page.getByTestId('history-entry')
  await expect(entry).toHaveCount(1)
  await expect(entry).toContainText('octocat')
  await expect(
    page.getByText('Finished reports are kept in this browser only, until you sign out'),
  ).toBeVisible()
  await checkScreen(page, 'history')
  await entry.getByRole('button', { name: 'Open Report' }).click()
  await expect(page).toHaveURL(new RegExp(`${address}$`))
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete')
  await expect(page.getByTestId('header-credits')).toHaveText('0')
  await expect(page.getByTestId('risk-level')).toHaveText('Critical', { timeout: 5000 })
})

test('a visitor who searches is asked to sign in', async ({ page }) => {
  await page.goto('/')
  await page.getByLabel('Their username').fill('octocat')
  await page.getByRole('button', { name: 'Sign Up & Snoop' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('a person without credits is sent to pricing', async ({ page }) => {
  await signInDirectly(page, 'Broke')
  await page.getByRole('button', { name: 'Buy Search Credits' }).click()
  await expect(page.locator('#pricing-section')).toBeInViewport()
})

test('a 429 from the server shows the countdown', async ({ page }) => {
  await signInAndBuyDirectly(page, 'Hasty', 'snoop-6', '6')
  for (let i = 0; i < 4; i++) {
    await page.goto('/')
    await searchUsername(page, `someone${i}`)
  }
  await page.goto('/')
  await page.getByLabel('Their username').fill('one_too_many')
  await page.getByRole('button', { name: 'Start Snooping (1 Credit)' }).click()
  const panel = page.getByRole('alert', { name: 'Rate Limit Reached' })
  await expect(panel).toBeVisible()
  await expect(panel).toContainText("You've hit the rate limit. Please wait")
  await expect(panel.getByRole('button', { name: /^Retry in \d+s$/ })).toBeDisabled()
  await checkScreen(page, 'search-rate-limited')
})

test('/results without a query goes home', async ({ page }) => {
  await page.goto('/results')
  await expect(page).toHaveURL(/localhost:\d+\/$/)
})

test('a search reopens from its address: a reload, a new tab, back and forward', async ({
  page,
  context,
}) => {
  await signInWithOneSnoop(page, 'Linker')
  // This tab hears nothing of its search until the new tab has asked: the report is not yet
  // kept in this browser, as while it runs, however fast the platforms answer.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/searches/*/stream*', async (route) => {
    await held
    return route.continue()
  })
  const address = await searchUsername(page, 'octocat')

  // A reload while it streams picks it up again, without another credit.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('octocat')

  // A new tab, opened while it still runs, knows nothing but the address: it asks the server.
  const other = await context.newPage()
  const summary = other.waitForResponse((r) => r.url().endsWith('/summary'))
  await other.goto(address)
  expect((await summary).status()).toBe(200)
  await expect(other.getByRole('heading', { level: 1 })).toContainText('octocat')
  await expect(other.getByTestId('progress-label')).toHaveText('100% · Complete')
  await other.close()
  release()

  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete')
  await expect(page.getByTestId('header-credits')).toHaveText('0')

  await page.getByRole('link', { name: 'SnoopLens' }).click()
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${address}$`))
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete')
  await page.goForward()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('See what the internet')
})

test('a dropped stream says Reconnecting… with the attempt, then catches up', async ({ page }) => {
  await signInWithOneSnoop(page, 'Dropper')
  let calls = 0
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/searches/*/stream*', async (route) => {
    calls++
    if (calls === 1) return route.abort('connectionreset')
    await held
    return route.continue()
  })
  await searchUsername(page, 'octocat')
  await expect(page.getByTestId('progress-label')).toHaveText(/Reconnecting… \(attempt 1 of 3\)$/)
  await expect(page.getByText('Results appear here as platforms answer...')).toHaveCount(0)
  await checkScreen(page, 'report-reconnecting')
  release()
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete')
  await expect(page.getByTestId('count-data-found')).toHaveText('5')
  await expect(page.getByTestId('header-credits')).toHaveText('0')
  expect(calls).toBe(2)
})

test('an address the server has forgotten says the search has ended', async ({ page }) => {
  await signInDirectly(page, 'Late')
  await page.goto('/results/3f1e2d4c-0000-4000-8000-000000000000')
  await expect(
    page.getByRole('heading', { name: 'This search has ended and its results were not saved' }),
  ).toBeVisible()
  await expect(page.getByText("isn't one of your searches")).toBeVisible()
  await checkScreen(page, 'results-ended')
  await page.getByRole('button', { name: 'Start a new search' }).click()
  await expect(page).toHaveURL(/localhost:\d+\/$/)

  // An address that is not a search's at all (cut short, pasted twice) says so too, where it
  // lands, instead of sending the person home without a word.
  await page.goto('/results/3f1e2d4c-0000-4000-8000-000000000000/3f1e2d4c')
  await expect(
    page.getByRole('heading', { name: 'This search has ended and its results were not saved' }),
  ).toBeVisible()
  await checkScreen(page, 'results-unknown-address')
  await page.getByRole('button', { name: 'Open your history' }).click()
  await expect(page).toHaveURL(/\/history$/)
})

test("signed out, a search's address opens the sign-in modal and signing in comes back to it", async ({
  page,
}) => {
  const address = '/results/3f1e2d4c-0000-4000-8000-000000000001'
  await page.goto(address)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sign in to see this search' })).toBeAttached()
  await checkScreen(page, 'results-signed-out')
  await continueAsNewPerson(page, 'Returning')
  await expect(page).toHaveURL(new RegExp(`${address}$`))
  // Nobody else can open it: to this person it has ended.
  await expect(
    page.getByRole('heading', { name: 'This search has ended and its results were not saved' }),
  ).toBeVisible()
})

test('a stream the server fails shows its error within 2 s, with a retry', async ({ page }) => {
  await signInWithOneSnoop(page, 'Failing')
  await page.route('**/api/searches/*/stream*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Something broke on our side', code: 'INTERNAL' }),
    }),
  )
  const failed = page.waitForResponse(
    (res) => res.url().includes('/stream') && res.status() === 500,
  )
  await page.getByRole('tab', { name: 'Username' }).click()
  await page.getByLabel('Their username').fill('octocat')
  await page.getByRole('button', { name: 'Start Snooping (1 Credit)' }).click()
  await failed
  const panel = page.getByRole('alert', { name: 'Server Error' })
  await expect(panel).toBeVisible({ timeout: 2000 })
  await expect(panel).toContainText('Our servers are experiencing issues.')
  await expect(page.getByTestId('progress-label')).toHaveText('0% · Stopped')
  await expect(page.getByTestId('report-sources')).toHaveCount(0)
  await checkScreen(page, 'report-stream-failed')
  await page.unroute('**/api/searches/*/stream*')
  await expect(panel.getByRole('button', { name: 'Retry Search' })).toBeEnabled({ timeout: 7000 })
  await panel.getByRole('button', { name: 'Retry Search' }).click()
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 20_000,
  })
})
