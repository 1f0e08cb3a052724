import { useEffect, useState } from 'react'
import { CheckCircle2, Loader2, Receipt, SearchX } from 'lucide-react'
import { CheckoutStatusView } from '../../../../shared/api.ts'
import { Brand } from '../../components/brand.tsx'
import { useSignInModal } from '../../components/sign-in-modal.tsx'
import { Button } from '../../components/ui/button.tsx'
import { api } from '../../lib/api.ts'
import { useNavigate, useSearchParams } from '../../lib/router.tsx'
import { refreshMe, useMe, usePublicConfig } from '../../lib/session.ts'

/** SPEC: 'Processing Your Payment...' shows for at least this long. */
export const SUCCESS_DELAY_MS = 2000
/** How often, and how many times, to ask again while the payment is being recorded. */
const POLL_MS = 2000
const MAX_POLLS = 30

export const PAYMENT_NOT_FOUND = 'We could not find this payment'

const BENEFITS = [
  'Your credits are in your account and ready to use',
  'Each search checks hundreds of platforms live',
  'Every search that finds accounts comes with a privacy report and a risk score',
  'Credits never expire',
]

type Outcome = CheckoutStatusView['status']

/**
 * Asks the server about the checkout until it is recorded as paid (or is not this person's),
 * never sooner than SPEC's 2 s; a visitor, or a page without a session id, has no payment
 * to show.
 */
function useCheckoutOutcome(sessionId: string | null, signedIn: boolean | null): Outcome {
  const [outcome, setOutcome] = useState<Outcome>('processing')
  useEffect(() => {
    if (signedIn === null) return
    if (!sessionId || !signedIn) return setOutcome('not_found')
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const started = Date.now()
    const check = async (poll: number) => {
      let status: Outcome = 'processing'
      try {
        const url = `/api/checkout/${encodeURIComponent(sessionId)}`
        status = (await api(url, CheckoutStatusView)).status
      } catch {
        // The server could not check just now: still processing, ask again.
      }
      if (stopped) return
      if (status === 'processing') {
        if (poll < MAX_POLLS) timer = setTimeout(() => void check(poll + 1), POLL_MS)
        return
      }
      timer = setTimeout(
        () => {
          setOutcome(status)
          if (status === 'paid') void refreshMe()
        },
        Math.max(0, SUCCESS_DELAY_MS - (Date.now() - started)),
      )
    }
    void check(1)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [sessionId, signedIn])
  return outcome
}

export function SuccessPage() {
  const params = useSearchParams()
  const navigate = useNavigate()
  const me = useMe()
  const config = usePublicConfig()
  const modal = useSignInModal()
  const transactionId = params.get('session_id')
  const outcome = useCheckoutOutcome(transactionId, me.isPending ? null : Boolean(me.data))

  const dashboardButton = me.data && (
    <Button variant="secondary" onClick={() => navigate('/dashboard')}>
      Go to Dashboard
    </Button>
  )
  const support = config.data && (
    <p className="mt-6 text-sm text-slate-600">
      Questions about your purchase?{' '}
      <a
        className="font-semibold text-brand-700 hover:underline"
        href={`mailto:${config.data.supportEmail}`}
      >
        {config.data.supportEmail}
      </a>
    </p>
  )

  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-br from-brand-700 via-brand-600 to-pop-500 px-4 py-8">
      <Brand onDark />
      <main className="mt-10 w-full max-w-lg rounded-3xl bg-white p-6 text-center shadow-2xl sm:p-8">
        {outcome === 'processing' && (
          <>
            <div role="status" className="py-8">
              <Loader2
                className="mx-auto h-12 w-12 animate-spin text-brand-600"
                aria-hidden="true"
              />
              <h1 className="mt-6 text-2xl font-extrabold">Processing Your Payment...</h1>
              <p className="mt-2 text-slate-600">
                Hang tight, this only takes a moment. Your credits arrive as soon as the payment is
                confirmed.
              </p>
            </div>
            <div className="flex flex-col gap-3">{dashboardButton}</div>
          </>
        )}
        {outcome === 'not_found' && (
          <>
            <SearchX className="mx-auto h-14 w-14 text-slate-500" aria-hidden="true" />
            <h1 className="mt-4 text-2xl font-black">{PAYMENT_NOT_FOUND}</h1>
            <p className="mt-2 text-slate-600">
              {me.data
                ? 'No payment of yours matches this page. Every order you made is in Billing.'
                : 'Sign in with the account that paid to see your purchase.'}
            </p>
            <div className="mt-8 flex flex-col gap-3">
              {me.data ? (
                dashboardButton
              ) : (
                <Button onClick={modal.open} disabled={me.isPending}>
                  Sign In
                </Button>
              )}
              <Button variant={me.data ? 'primary' : 'secondary'} onClick={() => navigate('/')}>
                Start Snooping Now
              </Button>
            </div>
            {support}
          </>
        )}
        {outcome === 'paid' && (
          <>
            <CheckCircle2 className="mx-auto h-16 w-16 text-emerald-600" aria-hidden="true" />
            <h1 className="mt-4 text-3xl font-black">Payment Successful!</h1>
            <p className="mt-2 text-slate-600">You're all set. Time to go snooping.</p>
            {transactionId && (
              <div className="mt-5 rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200">
                <p className="flex items-center justify-center gap-1.5 text-slate-600">
                  <Receipt className="h-4 w-4" aria-hidden="true" /> Transaction ID
                </p>
                <code
                  className="mt-1 block font-mono break-all text-slate-800"
                  data-testid="transaction-id"
                >
                  {transactionId}
                </code>
              </div>
            )}
            <ul className="mt-6 space-y-2 text-left">
              {BENEFITS.map((b) => (
                <li key={b} className="flex items-start gap-2 text-sm text-slate-700">
                  <CheckCircle2
                    className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600"
                    aria-hidden="true"
                  />
                  {b}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col gap-3">
              <Button onClick={() => navigate('/')}>Start Snooping Now</Button>
              {dashboardButton}
            </div>
            {support}
          </>
        )}
      </main>
    </div>
  )
}
