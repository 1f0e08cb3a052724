import { expect, type APIResponse, type Page } from '@playwright/test'
import { identityForm, type Identity } from '../support/dev-sign-in.ts'

let counter = 0

/** A person nobody has signed in as yet. */
function newPerson(givenName: string): Required<Identity> {
  return {
    email: `${givenName.toLowerCase()}.${Date.now()}.${counter++}@example.com`,
    full_name: `${givenName} Tester`,
    given_name: givenName,
  }
}

/**
 * From an open sign-in modal: continues with the development issuer as a new person and
 * returns their email once the app has them signed in.
 */
export async function continueAsNewPerson(page: Page, givenName = 'Ada'): Promise<string> {
  const person = newPerson(givenName)
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page.getByText('DEVELOPMENT SIGN-IN')).toBeVisible()
  await page.getByLabel('Email').fill(person.email)
  await page.getByLabel('Full name').fill(person.full_name)
  await page.getByLabel('Given name').fill(person.given_name)
  await page.getByRole('button', { name: 'Sign in as this person' }).click()
  await expect(page.getByTestId('header-credits')).toBeVisible()
  return person.email
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

/** Where a 303 points. */
function location(res: APIResponse): string {
  expect(res.status(), `${res.url()} answered`).toBe(303)
  return res.headers()['location'] ?? ''
}

/**
 * Signs in as a new person through the development issuer with the requests its pages make
 * (the real OpenID Connect flow, only not drawn); the browser holds the session cookie.
 * Returns the person's email and the app's origin.
 */
async function signInByRequests(page: Page, givenName: string) {
  const person = newPerson(givenName)
  const started = await page.request.get('/auth/google/start', { maxRedirects: 0 })
  const authorize = new URL(location(started))
  const approved = await page.request.post(`${authorize.origin}${authorize.pathname}`, {
    form: identityForm(authorize, person),
    maxRedirects: 0,
  })
  expect(location(await page.request.get(location(approved), { maxRedirects: 0 }))).toBe('/')
  return { email: person.email, origin: new URL(started.url()).origin }
}

/** Buys a pack with the requests the test checkout's pages make: the same signed webhook. */
async function buyByRequests(page: Page, origin: string, packId: string) {
  const started = await page.request.post('/api/checkout', {
    data: { packId },
    headers: { origin },
  })
  expect(started.status()).toBe(200)
  const { url } = (await started.json()) as { url: string }
  const paid = await page.request.post(url, {
    form: { action: 'pay' },
    headers: { origin },
    maxRedirects: 0,
  })
  expect(location(paid)).toContain('/success?session_id=')
}

/**
 * Signs in as a new person without drawing the sign-in screens, and opens the landing page:
 * for tests about what comes after sign-in (foundation.spec.ts walks the screens).
 */
export async function signInDirectly(page: Page, givenName = 'Ada'): Promise<string> {
  const { email } = await signInByRequests(page, givenName)
  await page.goto('/')
  await expect(page.getByTestId('header-credits')).toHaveText('0')
  return email
}

/**
 * Signs in as a new person who buys `packId` without drawing the screens of either, and
 * opens the landing page once the balance shows `credits` (payments.spec.ts walks them).
 */
export async function signInAndBuyDirectly(
  page: Page,
  givenName: string,
  packId: string,
  credits: string,
): Promise<void> {
  const { origin } = await signInByRequests(page, givenName)
  await buyByRequests(page, origin, packId)
  await page.goto('/')
  await expect(page.getByTestId('header-credits')).toHaveText(credits)
}

/** Signs in as a new person who buys one Snoop: on the landing page, ready to search. */
export function signInWithOneSnoop(page: Page, givenName: string): Promise<void> {
  return signInAndBuyDirectly(page, givenName, 'snoop-1', '1')
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
