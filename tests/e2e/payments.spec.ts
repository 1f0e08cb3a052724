import { expect, test } from '@playwright/test'
import { signInAsNewPerson } from './helpers.ts'
import { PHONE, checkScreen } from './screen-checks.ts'

test('buy the 6-credit pack through the test checkout; the balance updates live everywhere', async ({
  page,
  context,
}) => {
  await signInAsNewPerson(page, 'Buyer')
  const pricing = page.locator('#pricing-section')
  await pricing.scrollIntoViewIfNeeded()
  await expect(pricing.getByRole('heading', { name: 'From $3 to $100' })).toBeVisible()
  await expect(page.getByTestId('pack-snoop-15')).toContainText('POPULAR')
  await expect(page.getByTestId('pack-snoop-40')).toContainText('SHERLOCK MODE')
  await expect(page.getByTestId('pack-snoop-100')).toContainText('Save $200+')
  await checkScreen(page, 'pricing')

  // A second tab stays open on the landing page: it must see the new balance without reloading.
  const other = await context.newPage()
  await other.goto('/')
  await expect(other.getByTestId('header-credits')).toHaveText('0')

  await page.getByTestId('pack-snoop-6').getByRole('button', { name: 'Get 6 Snoops' }).click()
  await expect(page.getByText('TEST MODE')).toBeVisible()
  await expect(page.getByText('$10.00 USD')).toBeVisible()
  await page.getByRole('button', { name: 'Pay $10.00' }).click()

  await expect(page).toHaveURL(/\/success\?session_id=cs_test_local_\w+$/)
  await expect(page.getByText('Processing Your Payment...')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
    timeout: 5000,
  })
  const sessionId = new URL(page.url()).searchParams.get('session_id')
  await expect(page.getByTestId('transaction-id')).toHaveText(sessionId ?? '')
  await expect(page.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible()
  await checkScreen(page, 'success')

  await expect(other.getByTestId('header-credits')).toHaveText('6')
  await expect(other.getByText('Ready to snoop! Each search uses 1 credit.')).toBeVisible()
  await expect(other.getByRole('button', { name: 'Buy More' })).toHaveCount(0)

  await page.goto('/billing')
  await expect(page.getByRole('heading', { name: 'Billing & Credits' })).toBeVisible()
  await expect(page.getByText('1 transaction', { exact: true })).toBeVisible()
  const order = page.getByRole('listitem').filter({ hasText: 'Order #' })
  await expect(order).toContainText('$10.00')
  await expect(order).toContainText('completed')
  await expect(page.getByTestId('total-spent')).toHaveText('$10.00')
  await checkScreen(page, 'billing')
  // On a phone the packs are a short list: Purchase History follows within one screen.
  await page.setViewportSize(PHONE)
  const packs = await page.getByRole('region', { name: 'Need More Credits?' }).boundingBox()
  expect(packs?.height).toBeLessThan(PHONE.height * 0.75)
  const history = page.getByRole('heading', { name: 'Purchase History' })
  const [packsTop, historyTop] = [packs?.y ?? 0, (await history.boundingBox())?.y ?? 0]
  expect(historyTop - packsTop).toBeLessThan(PHONE.height)
})

test('/success says "Payment Successful!" only for the signed-in person\'s paid checkout', async ({
  page,
}) => {
  await page.goto('/success?session_id=cs_test_local_not_mine')
  await expect(page.getByRole('heading', { name: 'We could not find this payment' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
  await checkScreen(page, 'success-signed-out')

  await signInAsNewPerson(page, 'Curious')
  await page.goto('/success?session_id=cs_test_local_not_mine')
  await expect(page.getByRole('heading', { name: 'We could not find this payment' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible()
  await expect(page.getByText('Payment Successful!')).toHaveCount(0)
  await checkScreen(page, 'success-not-found')
  await page.goto('/success')
  await expect(page.getByRole('heading', { name: 'We could not find this payment' })).toBeVisible()

  // A checkout of theirs not paid yet: the processing state, with the way to the dashboard.
  await page.goto('/')
  await page.getByTestId('pack-snoop-1').getByRole('button', { name: 'Get 1 Snoop' }).click()
  await expect(page.getByText('TEST MODE')).toBeVisible()
  const sessionId = page.url().split('/').pop()
  await page.goto(`/success?session_id=${sessionId}`)
  await expect(page.getByText('Processing Your Payment...')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible()
  await checkScreen(page, 'success-processing')
  await expect(page.getByText('Payment Successful!')).toHaveCount(0)
})

test('cancelling the test checkout returns to the page the person came from, with nothing granted', async ({
  page,
}) => {
  await signInAsNewPerson(page, 'Canceller')
  await page.goto('/billing')
  await expect(page.getByText('No Purchases Yet')).toBeVisible()
  await checkScreen(page, 'billing-empty')
  await page.getByTestId('pack-snoop-1').getByRole('button', { name: 'Get 1 Snoop' }).click()
  await expect(page.getByText('TEST MODE')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/billing$/)
  await expect(page.getByTestId('header-credits')).toHaveText('0')
  await expect(page.getByText('0 transactions')).toBeVisible()
})

test('a visitor pressing a buy button is asked to sign in', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('pack-snoop-1').getByRole('button', { name: 'Sign In & Snoop' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('Buy More on the dashboard scrolls the landing page to pricing', async ({ page }) => {
  await signInAsNewPerson(page, 'Scroller')
  await page.goto('/dashboard')
  await page.getByRole('button', { name: 'Buy More Credits' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('#pricing-section')).toBeInViewport()
})
