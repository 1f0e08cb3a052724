import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { searchUsername, signInAndBuyDirectly } from './helpers.ts'
import { LEAD_USERNAME, LEADS_QUERY } from './lead-platforms.ts'
import { PHONE, checkScreen } from './screen-checks.ts'

test('a lead from a found profile is followed through a paid search of its own', async ({
  page,
}) => {
  await signInAndBuyDirectly(page, 'Follower', 'snoop-6', '6')
  const first = await searchUsername(page, LEADS_QUERY)
  // A fresh server: each verdict waits for its platform's self-test, asked after it.
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 20_000,
  })
  await expect(page.getByTestId('header-credits')).toHaveText('5')

  // Two accounts tied by the same picture file and the same full name: one person.
  const group = page.getByTestId('account-group')
  await expect(group).toHaveCount(1)
  await expect(group).toContainText('Very likely one person')
  await expect(group).toContainText('Same profile picture: Linkly, Scribbly')
  await expect(group).toContainText('Same full name “Ada Lovelace”: Linkly, Scribbly')
  await expect(group).toContainText('Same location “London”: Linkly, Scribbly')

  // Linkly's bio names a username, an address and a website; its own share link is no lead.
  const leads = page.getByTestId('lead')
  await expect(leads).toHaveCount(3)
  await expect(page.getByTestId('leads')).not.toContainText('linkly.example/share')
  const lead = leads.filter({ hasText: LEAD_USERNAME })
  await expect(lead).toContainText('Seen on Linkly (Bio)')
  const site = leads.filter({ hasText: 'https://ada.example/notes' })
  await expect(site.getByRole('link')).toHaveAttribute('href', 'https://ada.example/notes')
  await expect(site.getByRole('button')).toHaveCount(0)

  // The JSON export lists them.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download JSON' }).click()
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8'))
  expect(exported.leads.map((l: { value: string }) => l.value)).toContain(LEAD_USERNAME)
  expect(exported.groups).toMatchObject([{ strength: 'strong' }])
  await expect(page.getByTestId('risk-level')).toBeVisible({ timeout: 5000 })
  await checkScreen(page, 'report-leads')

  // Nothing is searched by itself: a click, here on a phone, spends a credit on its own search.
  await page.setViewportSize(PHONE)
  await lead
    .getByRole('button', { name: `Start Snooping (1 Credit): username ${LEAD_USERNAME}` })
    .click()
  await expect(page).not.toHaveURL(new RegExp(`${first}$`))
  await expect(page).toHaveURL(/\/results\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(LEAD_USERNAME)
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 20_000,
  })
  await expect(page.getByTestId('header-credits')).toHaveText('4')
  await expect(page.getByRole('heading', { name: 'Where they show up (1)' })).toBeVisible()
})
