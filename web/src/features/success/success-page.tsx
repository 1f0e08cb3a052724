import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from '../../lib/router.tsx'
import { CheckCircle2, Loader2, Receipt } from 'lucide-react'
import { Brand } from '../../components/brand.tsx'
import { Button } from '../../components/ui/button.tsx'
import { refreshMe, useMe, usePublicConfig } from '../../lib/session.ts'

export const SUCCESS_DELAY_MS = 2000

const BENEFITS = [
  'Your credits are in your account and ready to use',
  'Each search checks hundreds of platforms live',
  'A privacy report with a risk score comes with every search',
  'Credits never expire',
]

export function SuccessPage() {
  const params = useSearchParams()
  const navigate = useNavigate()
  const me = useMe()
  const config = usePublicConfig()
  const [processing, setProcessing] = useState(true)
  const transactionId = params.get('session_id')

  useEffect(() => {
    const timer = setTimeout(() => {
      setProcessing(false)
      void refreshMe()
    }, SUCCESS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-br from-brand-700 via-brand-600 to-pop-500 px-4 py-8">
      <Brand onDark />
      <main className="mt-10 w-full max-w-lg rounded-3xl bg-white p-8 text-center shadow-2xl">
        {processing ? (
          <div role="status" className="py-10">
            <Loader2 className="mx-auto h-12 w-12 animate-spin text-brand-600" aria-hidden="true" />
            <h1 className="mt-6 text-2xl font-extrabold">Processing Your Payment...</h1>
            <p className="mt-2 text-slate-600">Hang tight, this only takes a moment.</p>
          </div>
        ) : (
          <>
            <CheckCircle2 className="mx-auto h-16 w-16 text-emerald-500" aria-hidden="true" />
            <h1 className="mt-4 text-3xl font-black">Payment Successful!</h1>
            <p className="mt-2 text-slate-600">You're all set. Time to go snooping.</p>
            {transactionId && (
              <div className="mt-5 rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200">
                <p className="flex items-center justify-center gap-1.5 text-slate-500">
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
                    className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500"
                    aria-hidden="true"
                  />
                  {b}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col gap-3">
              <Button onClick={() => navigate('/')}>Start Snooping Now</Button>
              {me.data && (
                <Button variant="secondary" onClick={() => navigate('/dashboard')}>
                  Go to Dashboard
                </Button>
              )}
            </div>
            {config.data && (
              <p className="mt-6 text-sm text-slate-500">
                Questions about your purchase?{' '}
                <a
                  className="font-semibold text-brand-700 hover:underline"
                  href={`mailto:${config.data.supportEmail}`}
                >
                  {config.data.supportEmail}
                </a>
              </p>
            )}
          </>
        )}
      </main>
    </div>
  )
}
