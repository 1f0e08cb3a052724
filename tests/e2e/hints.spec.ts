import { expect, test } from '@playwright/test'
import { signInWithOneSnoop, searchEmail } from './helpers.ts'
import { checkScreen } from './screen-checks.ts'

test("a platform's masked recovery contacts reach the report as hints", async ({ page }) => {
  await signInWithOneSnoop(page, 'Hinted')
  // Chirper holds this address, and its silent sign-in step shows masked contacts.
  await searchEmail(page, 'known-chirper@example.com')
  await expect(page.getByTestId('progress-label')).toHaveText('100% · Complete', {
    timeout: 20_000,
  })
  const linked = page.getByRole('region', { name: 'Linked data' })
  await expect(linked).toContainText('Email hint')
  await expect(linked).toContainText('k***@backup.example')
  await expect(linked).toContainText('Phone hint')
  await expect(linked).toContainText('+1 ••• ••• ••42')
  await expect(linked).toContainText('Chirper')
  await checkScreen(page, 'report-hints')
})
