import { expect, type Page } from '@playwright/test'

let counter = 0

/**
 * From an open sign-in modal: continues with the development issuer as a new person and
 * returns their email once the app has them signed in.
 */
export async function continueAsNewPerson(page: Page, givenName = 'Ada'): Promise<string> {
  const email = `${givenName.toLowerCase()}.${Date.now()}.${counter++}@example.com`
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page.getByText('DEVELOPMENT SIGN-IN')).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Full name').fill(`${givenName} Tester`)
  await page.getByLabel('Given name').fill(givenName)
  await page.getByRole('button', { name: 'Sign in as this person' }).click()
  await expect(page.getByTestId('header-credits')).toBeVisible()
  return email
}

/** Signs in through the development issuer as a new person, from the landing page. */
export async function signInAsNewPerson(page: Page, givenName = 'Ada'): Promise<string> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  const email = await continueAsNewPerson(page, givenName)
  await expect(page).toHaveURL(/\/$/)
  return email
}

/** Buys a pack through the test checkout and waits for the balance on the landing page. */
export async function buyPack(page: Page, packId: string, label: string, credits: string) {
  await page.getByTestId(`pack-${packId}`).getByRole('button', { name: label }).click()
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
    timeout: 10_000,
  })
  await page.goto('/')
  await expect(page.getByTestId('header-credits')).toHaveText(credits)
}

/** Signs in as a new person who buys one Snoop: back on the landing page, ready to search. */
export async function signInWithOneSnoop(page: Page, givenName: string): Promise<void> {
  await signInAsNewPerson(page, givenName)
  await buyPack(page, 'snoop-1', 'Get 1 Snoop', '1')
}

/** Starts an email search from the landing page. */
export async function searchEmail(page: Page, address: string): Promise<void> {
  await page.getByRole('tab', { name: 'Email' }).click()
  await page.getByLabel('Their email address').fill(address)
  await page.getByRole('button', { name: 'Start Snooping (1 Credit)' }).click()
}

/** Starts a username search from the landing page; returns the search's address. */
export async function searchUsername(page: Page, username: string): Promise<string> {
  await page.getByRole('tab', { name: 'Username' }).click()
  await page.getByLabel('Their username').fill(username)
  await page.getByRole('button', { name: 'Start Snooping (1 Credit)' }).click()
  await expect(page).toHaveURL(/\/results\/[\w-]+$/)
  return new URL(page.url()).pathname
}
