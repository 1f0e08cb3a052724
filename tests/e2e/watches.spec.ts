import { expect, test, type Page } from '@playwright/test'
import { signInWithOneSnoop } from './helpers.ts'
import { checkScreen } from './screen-checks.ts'

const ADDRESS = 'known-chirper@example.com'

/** The development inbox's newest mail to ADDRESS with this subject, once it has arrived. */
async function openMail(page: Page, subject: string | RegExp) {
  await page.goto('/dev/mail')
  const mail = page.locator('article').filter({ hasText: ADDRESS }).filter({ hasText: subject })
  await expect(async () => {
    await page.reload()
    await expect(mail.first()).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 20_000 })
  return mail.first()
}

test('a watch on my own address: verification link, first run, its mail in the development inbox, pause and delete', async ({
  page,
  browser,
}) => {
  await signInWithOneSnoop(page, 'Watcher')
  await page.goto('/dashboard')
  const watches = page.getByRole('region', { name: 'Watches' })
  await expect(watches.getByText('no link, no watch')).toBeVisible()
  await checkScreen(page, 'dashboard-watches')

  await watches.getByLabel('Your email address').fill(ADDRESS)
  await watches.getByLabel('How often').selectOption('daily')
  await watches.getByRole('button', { name: 'Watch it' }).click()
  await expect(watches.getByRole('status')).toContainText(
    `Check your inbox! We sent a link to ${ADDRESS}`,
  )
  const watch = watches.getByTestId('watch')
  await expect(watch).toContainText('Waiting for your link')
  await checkScreen(page, 'watch-check-inbox')

  // Another browser, signed out, cannot use the link: it asks for the asker's sign-in.
  const mail = await openMail(page, 'Is this you? Confirm your SnoopLens watch')
  await expect(mail).toContainText('1 credit a run')
  await checkScreen(page, 'dev-mail')
  const link = await mail
    .getByRole('link', { name: /\/watches\/verify\?token=/ })
    .getAttribute('href')
  const signedOut = await browser.newContext()
  const stranger = await signedOut.newPage()
  await stranger.goto(link!)
  await expect(stranger.getByRole('button', { name: 'Sign in to confirm' })).toBeVisible()
  await checkScreen(stranger, 'watch-verify-signed-out')
  await signedOut.close()

  await mail.getByRole('link', { name: /\/watches\/verify\?token=/ }).click()
  await expect(page.getByRole('status')).toContainText(`You're in! We're watching ${ADDRESS}.`)
  await expect(page.getByText('then daily')).toBeVisible()
  await checkScreen(page, 'watch-verified')

  // The first run is a paid search of the address; its news arrives by mail.
  const news = await openMail(page, 'Your SnoopLens watch: first look')
  await expect(news).toContainText('Chirper')
  await news.getByRole('link', { name: /\/dashboard$/ }).click()
  await expect(watch).toContainText('Daily watch')
  await expect(watch).toContainText(/found on 1 platform: Chirper/)
  await expect(page.getByTestId('header-credits')).toHaveText('0')
  await expect(watches.getByText("You're out of credits")).toBeVisible()
  await checkScreen(page, 'dashboard-watch-run')

  // The same link again starts nothing.
  await page.goto(link!)
  await expect(page.getByRole('alert')).toContainText('expired, was already used')
  await checkScreen(page, 'watch-verify-used')

  await page.goto('/dashboard')
  await watch.getByLabel(`How often to run the watch on ${ADDRESS}`).selectOption('weekly')
  await expect(watch).toContainText('Weekly watch')
  await watch.getByRole('button', { name: 'Pause' }).click()
  await expect(watch).toContainText('Paused')
  await watch.getByRole('button', { name: 'Resume' }).click()
  await expect(watch).toContainText('Weekly watch')
  await watch.getByRole('button', { name: 'Delete' }).click()
  await watch.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(watch).toHaveCount(0)
})
