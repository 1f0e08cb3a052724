import { useNavigate } from '../../lib/router.tsx'
import { SignedInOnly } from '../../components/signed-in-only.tsx'
import { AlertTriangle, ArrowLeft, Receipt, ShoppingBag } from 'lucide-react'
import { OrderViews, type MeResponse, type OrderView } from '../../../../shared/api.ts'
import { formatMoney } from '../../lib/format.ts'
import { AccountControls } from '../../components/account-controls.tsx'
import { CreditsWidget } from '../../components/credits-widget.tsx'
import { PricingSection } from '../../components/pricing-section.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { api } from '../../lib/api.ts'
import { createResource } from '../../lib/resource.ts'
import { plural } from '../../../../shared/plural.ts'
import { OrderCard } from './order-card.tsx'

/** SPEC 4: amounts of orders paid or completed, in cents. */
export const totalSpentCents = (orders: OrderView[]) =>
  orders
    .filter((o) => o.payment_status === 'paid' || o.order_status === 'completed')
    .reduce((sum, o) => sum + o.amount_total, 0)

const ordersResource = createResource(() => api('/api/orders', OrderViews))

export function BillingPage() {
  return <SignedInOnly redirectTo="/?showAuth=true">{(me) => <Billing me={me} />}</SignedInOnly>
}

function Billing({ me }: { me: MeResponse }) {
  const navigate = useNavigate()
  const orders = ordersResource.use()

  const goToPricing = () => navigate('/', { state: { scrollToPricing: true } })
  const list = orders.data ?? []

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-4">
          <div className="flex items-center gap-2">
            <Button
              variant="ghost"
              onClick={() => navigate('/dashboard')}
              aria-label="Back to dashboard"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            </Button>
            <h1 className="text-lg font-black sm:text-xl">Billing &amp; Credits</h1>
          </div>
          <AccountControls credits={me.credits} />
        </div>
      </header>

      <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
        <CreditsWidget onBuyMore={goToPricing} />

        <Card title="Account Summary">
          <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3 sm:text-center">
            <div className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3 sm:block sm:p-4">
              <dt className="text-sm text-slate-600 sm:text-xs">Total Spent</dt>
              <dd
                className="text-xl font-black text-emerald-700 sm:text-2xl"
                data-testid="total-spent"
              >
                {formatMoney(totalSpentCents(list), 'usd')}
              </dd>
            </div>
            <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 sm:block sm:p-4">
              <dt className="text-sm text-slate-600 sm:text-xs">Total Orders</dt>
              <dd className="text-xl font-black text-brand-700 sm:text-2xl">{list.length}</dd>
            </div>
            <div className="flex items-center justify-between gap-3 rounded-xl bg-pink-50 px-4 py-3 sm:block sm:p-4">
              <dt className="text-sm text-slate-600 sm:text-xs">Current Credits</dt>
              <dd className="text-xl font-black text-pink-600 sm:text-2xl">{me.credits}</dd>
            </div>
          </dl>
        </Card>

        <PricingSection headline="Need More Credits?" compact />

        <section aria-labelledby="history-title">
          <div className="flex items-baseline justify-between">
            <h2 id="history-title" className="flex items-center gap-2 text-xl font-extrabold">
              <Receipt className="h-5 w-5 text-brand-600" aria-hidden="true" /> Purchase History
            </h2>
            {orders.isSuccess && (
              <span className="text-sm text-slate-500">
                {plural(list.length, 'transaction', 'transactions')}
              </span>
            )}
          </div>
          <div className="mt-4">
            {orders.isPending && (
              <p className="py-8 text-center text-slate-500">Loading billing history...</p>
            )}
            {orders.isError && (
              <div
                role="alert"
                className="rounded-2xl bg-red-50 p-6 text-center ring-1 ring-red-200"
              >
                <AlertTriangle className="mx-auto h-8 w-8 text-red-500" aria-hidden="true" />
                <h3 className="mt-2 font-bold text-red-800">Failed to Load</h3>
                <p className="mt-1 text-sm text-red-700">Failed to load billing history</p>
                <Button variant="secondary" className="mt-4" onClick={() => void orders.refetch()}>
                  Try Again
                </Button>
              </div>
            )}
            {orders.isSuccess && list.length === 0 && (
              <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200">
                <ShoppingBag className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-bold">No Purchases Yet</h3>
                <p className="mt-1 text-sm text-slate-600">Grab a pack and start snooping.</p>
                <Button className="mt-4" onClick={goToPricing}>
                  Buy Credits Now
                </Button>
              </div>
            )}
            {orders.isSuccess && list.length > 0 && (
              <ul className="space-y-3">
                {list.map((o) => (
                  <OrderCard key={o.order_id} order={o} />
                ))}
              </ul>
            )}
          </div>
        </section>
      </main>
    </div>
  )
}
