import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { DELETES_LATER } from './fake-platforms.ts'
import { searchUsername, signInAndBuyDirectly } from './helpers.ts'
import { checkScreen } from './screen-checks.ts'

test('a re-check asks the found platforms again and shows the deleted account gone', async ({
  page,
}) => {
  await signInAndBuyDirectly(page, 'Tom', 'snoop-6', '6')
  await searchUsername(page, DELETES_LATER)
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 20_000,
  })
  await expect(page.getByTestId('header-credits')).toHaveText('5')

  await page.getByRole('tab', { name: 'Recommendations' }).click()
  const panel = page.getByRole('region', { name: /Make sure they're really gone/ })
  const recheck = panel.getByRole('button', { name: /^Re-check these \d+ accounts \(1 Credit\)$/ })
  await expect(recheck).toBeVisible()
  await recheck.click()
  // One credit, spent before it starts.
  await expect(page.getByTestId('header-credits')).toHaveText('4')
  await expect(panel.getByRole('status')).toContainText(
    /^1 gone, \d+ still there, 0 couldn't tell\.$/,
    {
      timeout: 20_000,
    },
  )
  const rows = panel.getByTestId('recheck-row')
  const chirper = rows.filter({ hasText: 'Chirper' })
  await expect(chirper).toContainText('Gone')
  await expect(chirper).toContainText('HTTP 404')
  // Gone: no deletion guide to follow any more. Still there: the guide, beside it.
  await expect(chirper.getByRole('link', { name: /How to delete it/ })).toHaveCount(0)
  const photogram = rows.filter({ hasText: 'PhotoGram' })
  await expect(photogram).toContainText('Still there')
  await expect(photogram.getByRole('link', { name: /How to delete it/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )
  // Only the accounts the page shows: the hidden adult site is not asked again.
  await expect(rows.filter({ hasText: 'VelvetRoom' })).toHaveCount(0)
  await checkScreen(page, 'recheck-done')
})

test('a downloaded report is signed, and the Verify page tells exact from changed', async ({
  page,
}) => {
  await signInAndBuyDirectly(page, 'Vera', 'snoop-1', '1')
  await searchUsername(page, 'octocat')
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 20_000,
  })

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download JSON' }).click()
  const path = await (await download).path()
  const text = readFileSync(path, 'utf8')
  const report = JSON.parse(text) as {
    query: string
    results: { status: string; evidence?: { answer_sha256?: string; read_at?: string } }[]
    signature?: { alg: string }
  }
  expect(report.query).toBe('octocat')
  expect(report.signature?.alg).toBe('EdDSA')
  const verdicts = report.results.filter((r) => r.status === 'found' || r.status === 'not_found')
  expect(verdicts.some((r) => /^[0-9a-f]{64}$/.test(r.evidence?.answer_sha256 ?? ''))).toBe(true)

  await page.getByRole('link', { name: 'Verify a report' }).click()
  await expect(page).toHaveURL(/\/verify$/)
  await expect(page.getByRole('heading', { name: 'Verify a report' })).toBeVisible()
  await checkScreen(page, 'verify-empty')

  const upload = page.getByLabel(/Choose a report file/)
  await upload.setInputFiles({
    name: 'report.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  })
  const verdict = page.getByTestId('verify-verdict')
  await expect(verdict).toContainText('Exactly what we produced.')
  await expect(verdict).toContainText('octocat')
  await expect(verdict).toContainText(/searched .* and signed /)
  // The uploaded report can be re-checked from here too (it needs a credit this person spent).
  await expect(page.getByRole('region', { name: /Make sure they're really gone/ })).toBeVisible()
  await checkScreen(page, 'verify-exact')

  // Reformatted: still exact. One verdict changed: not.
  const compact = JSON.stringify(JSON.parse(text))
  await upload.setInputFiles({
    name: 'compact.json',
    mimeType: 'application/json',
    buffer: Buffer.from(compact),
  })
  await expect(verdict).toContainText('Exactly what we produced.')
  const edited = text.replace('"status": "found"', '"status": "not_found"')
  expect(edited).not.toBe(text)
  await upload.setInputFiles({
    name: 'edited.json',
    mimeType: 'application/json',
    buffer: Buffer.from(edited),
  })
  await expect(verdict).toContainText('Changed since we signed it.')
  await checkScreen(page, 'verify-changed')

  await upload.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  })
  await expect(verdict).toContainText("That's not a report.")
})
