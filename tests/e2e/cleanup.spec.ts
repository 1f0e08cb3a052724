import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { PRESENT } from './fake-platforms.ts'
import { searchUsername, signInWithOneSnoop } from './helpers.ts'
import { checkScreen } from './screen-checks.ts'

test('the Recommendations tab turns the found accounts into a checklist and a letter', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInWithOneSnoop(page, 'Tidy')
  await searchUsername(page, PRESENT)
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 20_000,
  })
  await page.getByRole('tab', { name: 'Recommendations' }).click()
  // The risk level's own recommendations stay, the checklist comes after them.
  await expect(page.getByText('What to do')).toBeVisible({ timeout: 5000 })

  // Most exposed first: GitHub shows the most about the person, then the others by name.
  const items = page.getByTestId('cleanup-item')
  await expect(items.locator('label')).toHaveText([
    'GitHub',
    'Chirper',
    'PhotoGram',
    'PixelPals',
    'TubeStream',
  ])
  const github = items.filter({ hasText: 'GitHub' })
  await expect(github).toContainText('Difficulty: Easy')
  await expect(github).toContainText('Public profile')
  await expect(github.getByRole('link', { name: /How to delete it on GitHub/ })).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/settings\//,
  )
  const chirper = items.filter({ hasText: 'Chirper' })
  await expect(chirper).toContainText('Difficulty: Hard')
  await expect(chirper).toContainText('Requests go to privacy@chirper.example')
  await expect(items.filter({ hasText: 'TubeStream' })).toContainText('No guide yet')

  // A tick is kept in this browser, for this report.
  await page.getByLabel('Chirper').check()
  await expect(page.getByTestId('cleanup-progress')).toHaveText('1 of 5 done')
  await page.reload()
  await page.getByRole('tab', { name: 'Recommendations' }).click()
  await expect(page.getByText('What to do')).toBeVisible({ timeout: 5000 })
  await expect(page.getByLabel('Chirper')).toBeChecked()
  await expect(page.getByLabel('GitHub')).not.toBeChecked()

  // The letter is addressed to the platform that gives an address, the account filled in.
  const letter = page.getByTestId('deletion-letter')
  await expect(letter).toContainText('To: privacy@chirper.example')
  await expect(letter).toContainText('Dear Chirper privacy team,')
  await expect(letter).toContainText(`- Username: ${PRESENT}`)
  await expect(letter).toContainText(`- Profile address: https://chirper.example/${PRESENT}`)
  await expect(letter).toContainText('[Your full name]')
  await checkScreen(page, 'report-cleanup')

  await page.getByLabel('Write to').selectOption({ label: 'PhotoGram' })
  await expect(letter).toContainText("To: [the platform's privacy or support address]")
  await page.getByLabel('Write to').selectOption({ label: 'Chirper (privacy@chirper.example)' })
  await page.getByRole('button', { name: 'Copy letter' }).click()
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^To: privacy@chirper\.example\nSubject: .*GDPR Article 17/)

  // Printing the letter prints the letter alone.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'letter')
  })
  await page.getByRole('button', { name: 'Print letter' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'letter')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByTestId('cleanup-checklist')).toBeHidden()
  await expect(page.locator('[data-print-only]')).toContainText('Dear Chirper privacy team,')
  await page.screenshot({ path: 'test-results/screenshots/cleanup-letter-print.png' })
  await page.emulateMedia({ media: 'screen' })
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
  await expect(page.locator('[data-print-only]')).toHaveCount(0)

  // The JSON export lists the accounts to clean up, most exposed first, with their guides. It
  // is the deployment's signed record of the whole search: the hidden adult site is in it.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download JSON' }).click()
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as {
    cleanup: { module: string; cleanup?: { difficulty: string } }[]
  }
  expect(exported.cleanup.map((i) => i.module)).toEqual([
    'github',
    'chirper',
    'photogram',
    'pixelpals',
    'tubestream',
    'velvetroom',
  ])
  expect(exported.cleanup[1]?.cleanup).toMatchObject({ difficulty: 'hard' })
})
