import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { KNOWN_NUMBER } from '../../engine/testing/phone-platforms.ts'
import { signInWithOneSnoop } from './helpers.ts'
import { checkScreen } from './screen-checks.ts'

/** The number as a person types it. */
const KNOWN_NUMBER_TYPED = '+44 7400 123456'

test('a phone search reports the accounts on the number beside its facts', async ({ page }) => {
  await signInWithOneSnoop(page, 'Phoebe')
  await page.getByRole('tab', { name: 'Phone' }).click()
  await page.getByLabel('Their phone number').fill(KNOWN_NUMBER_TYPED)
  await page.getByRole('button', { name: 'Start Snooping (1 Credit)' }).click()
  await expect(page).toHaveURL(/\/results\/[\w-]+$/)
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 30_000,
  })

  // Only the platforms that serve +44 were asked (Yandex ID serves Russia and its neighbours).
  await expect(page.getByTestId('count-note')).toContainText('Checked 4 platforms that serve +44.')
  await expect(page.getByTestId('count-data-found')).toHaveText('4')

  // The accounts found on the number, each saying it is an account rather than a profile.
  const where = page.getByRole('heading', { name: 'Where they show up (4)' })
  await expect(where).toBeVisible()
  const cards = page.locator('section', { has: where })
  for (const platform of ['Microsoft account', 'Zoho', 'Snapchat', 'X (Twitter)'])
    await expect(cards).toContainText(platform)
  await expect(cards.getByText('Account on this number')).toHaveCount(4)

  // Zoho's masked mobile reaches the linked data; the number's own facts stand beside.
  const linked = page.getByRole('region', { name: 'Linked data' })
  await expect(linked).toContainText('+44 74******56')
  await expect(page.getByText('United Kingdom').first()).toBeVisible()

  // The risk score counts the four accounts as platforms.
  const finding = page.getByText(/^Found on 4 platforms: /)
  await expect(finding).toBeVisible({ timeout: 10_000 })
  for (const platform of ['Microsoft account', 'Zoho', 'Snapchat', 'X (Twitter)'])
    await expect(finding).toContainText(platform)
  await checkScreen(page, 'report-phone')

  // The export shows the number as it was typed; the accounts hold it in E.164.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download JSON' }).click()
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as {
    query: string
    results: { module: string; status: string; spec_format?: { phone?: { value: string } }[] }[]
  }
  expect(exported.query).toBe(KNOWN_NUMBER_TYPED)
  const microsoft = exported.results.find((r) => r.module === 'microsoft-phone')
  expect(microsoft).toMatchObject({ status: 'found' })
  expect(microsoft?.spec_format?.[0]?.phone?.value).toBe(KNOWN_NUMBER)
  expect(exported.results.some((r) => r.module === 'yandex-phone')).toBe(false)
})
