import { useNavigate } from '../../lib/router.tsx'
import type { MeResponse } from '../../../../shared/api.ts'
import { SignedInOnly } from '../../components/signed-in-only.tsx'
import { ArrowLeft, BarChart3, Coins, LifeBuoy, Search, User } from 'lucide-react'
import { AccountControls } from '../../components/account-controls.tsx'
import { Card } from '../../components/ui/card.tsx'
import { Button } from '../../components/ui/button.tsx'
import { plural } from '../../../../shared/plural.ts'
import { usePublicConfig } from '../../lib/session.ts'
import { WatchesSection } from './watches-section.tsx'

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

export function DashboardPage() {
  return <SignedInOnly redirectTo="/?showAuth=true">{(me) => <Dashboard me={me} />}</SignedInOnly>
}

function Dashboard({ me }: { me: MeResponse }) {
  const config = usePublicConfig()
  const navigate = useNavigate()

  const { user, credits } = me
  const meta = user.user_metadata
  const createdYear = user.created_at ? new Date(user.created_at).getFullYear() : null
  const goToPricing = () => navigate('/', { state: { scrollToPricing: true } })

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-[900px] items-center justify-between gap-3 px-4 py-4">
          <Button variant="ghost" onClick={() => navigate('/')} aria-label="Back to Home">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">Back to Home</span>
          </Button>
          <AccountControls credits={credits} />
        </div>
      </header>

      <main className="mx-auto max-w-[900px] px-4 py-8">
        <h1 className="text-3xl font-black tracking-tight">
          Welcome back, {meta.given_name ?? meta.name ?? 'friend'}!
        </h1>
        <p className="mt-1 text-slate-600">Your account, your credits, your call.</p>

        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <Card title="Profile Information" icon={<User className="h-5 w-5 text-brand-600" />}>
            <dl className="space-y-3 text-sm">
              {meta.full_name && (
                <div>
                  <dt className="text-slate-500">Full name</dt>
                  <dd className="font-semibold">{meta.full_name}</dd>
                </div>
              )}
              <div>
                <dt className="text-slate-500">Email</dt>
                <dd className="font-semibold break-all">{user.email}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Account created</dt>
                <dd className="font-semibold">
                  {user.created_at ? formatDate(user.created_at) : 'Unknown'}
                </dd>
              </div>
            </dl>
          </Card>

          <Card title="Quick Actions" icon={<Search className="h-5 w-5 text-brand-600" />}>
            <Button className="w-full" onClick={() => navigate('/')}>
              Start Searching
            </Button>
            <p className="mt-3 text-center text-sm text-slate-600">
              {credits > 0
                ? `${plural(credits, 'search', 'searches')} available`
                : 'Buy credits to search'}
            </p>
            <Button
              variant="secondary"
              className="mt-4 w-full"
              onClick={() => navigate('/billing')}
            >
              Billing &amp; Purchase History
            </Button>
            <Button
              variant="secondary"
              className="mt-2 w-full"
              onClick={() => navigate('/history')}
            >
              Search History
            </Button>
          </Card>

          <Card title="Credits" icon={<Coins className="h-5 w-5 text-brand-600" />}>
            <p className="text-4xl font-black text-brand-700" data-testid="dashboard-credits">
              {credits}
            </p>
            <p className="mt-1 text-sm text-slate-600">Each search uses 1 credit.</p>
            <Button variant="secondary" className="mt-4 w-full" onClick={goToPricing}>
              Buy More Credits
            </Button>
          </Card>

          <Card title="Account Stats" icon={<BarChart3 className="h-5 w-5 text-brand-600" />}>
            <dl className="grid grid-cols-2 gap-4 text-center">
              <div className="rounded-xl bg-brand-50 p-4">
                <dt className="text-xs text-slate-600">Current credits</dt>
                <dd className="text-2xl font-black text-brand-700">{credits}</dd>
              </div>
              <div className="rounded-xl bg-pink-50 p-4">
                <dt className="text-xs text-slate-600">Member since</dt>
                <dd className="text-2xl font-black text-pink-600">{createdYear ?? 'N/A'}</dd>
              </div>
            </dl>
          </Card>
        </div>

        <WatchesSection credits={credits} />

        <Card
          title="Need Help?"
          icon={<LifeBuoy className="h-5 w-5 text-brand-600" />}
          className="mt-6"
        >
          <p className="text-sm text-slate-600">
            Questions about credits, a payment or a search? Write to us and a human answers.
          </p>
          {config.data && (
            <a
              className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
              href={`mailto:${config.data.supportEmail}`}
            >
              {config.data.supportEmail}
            </a>
          )}
        </Card>
      </main>
    </div>
  )
}
