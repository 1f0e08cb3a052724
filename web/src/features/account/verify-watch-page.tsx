import { useEffect, useRef, useState } from 'react'
import { CheckCircle2, Eye, XCircle } from 'lucide-react'
import type { WatchView } from '../../../../shared/api.ts'
import { Brand } from '../../components/brand.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { useNavigate, useSearchParams } from '../../lib/router.tsx'
import { startSignIn, useMe } from '../../lib/session.ts'
import { SCHEDULE_LABELS, verifyWatch } from './watches-api.ts'

type Outcome =
  { state: 'checking' } | { state: 'done'; watch: WatchView } | { state: 'failed'; message: string }

/**
 * Where a watch's verification link lands: signed in as the person who asked, the link
 * starts the watch (posted from here, so a mail scanner opening the link starts nothing).
 */
export function VerifyWatchPage() {
  const me = useMe()
  const token = useSearchParams().get('token') ?? ''
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-[900px] items-center px-4 py-4">
          <Brand />
        </div>
      </header>
      <main className="mx-auto max-w-[560px] px-4 py-10">
        <Card title="Confirm your watch" icon={<Eye className="h-5 w-5 text-brand-600" />}>
          {me.isPending ? (
            <p className="text-slate-600">Loading your account...</p>
          ) : !token ? (
            <Failed message="This link has no token. Open the whole link from the mail." />
          ) : me.data ? (
            <Verify token={token} />
          ) : (
            <div>
              <p className="text-slate-700">
                Sign in with the account that asked for this watch, and we'll bring you right back
                here to finish.
              </p>
              <Button className="mt-4 w-full" onClick={startSignIn}>
                Sign in to confirm
              </Button>
            </div>
          )}
        </Card>
      </main>
    </div>
  )
}

function Verify({ token }: { token: string }) {
  const navigate = useNavigate()
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' })
  const sent = useRef(false)
  useEffect(() => {
    // Once per page: a second post would find the link already used.
    if (sent.current) return
    sent.current = true
    verifyWatch(token)
      .then((watch) => setOutcome({ state: 'done', watch }))
      .catch((err: unknown) =>
        setOutcome({
          state: 'failed',
          message: err instanceof Error ? err.message : 'We could not confirm this link.',
        }),
      )
  }, [token])

  if (outcome.state === 'checking') return <p className="text-slate-600">Checking your link...</p>
  if (outcome.state === 'failed') return <Failed message={outcome.message} />
  const { watch } = outcome
  return (
    <div role="status">
      <p className="flex items-start gap-2 text-slate-800">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
        <span>
          You're in! We're watching <strong className="break-words">{watch.address}</strong>.
        </span>
      </p>
      <p className="mt-3 text-sm text-slate-600">
        The first look runs now (1 credit), then {SCHEDULE_LABELS[watch.schedule].toLowerCase()}.
        We'll mail you what we find, and what's new or gone after that.
      </p>
      <Button className="mt-5 w-full" onClick={() => navigate('/dashboard')}>
        See it on your dashboard
      </Button>
    </div>
  )
}

function Failed({ message }: { message: string }) {
  const navigate = useNavigate()
  return (
    <div role="alert">
      <p className="flex items-start gap-2 text-slate-800">
        <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
        <span>{message}</span>
      </p>
      <p className="mt-3 text-sm text-slate-600">
        You can ask for a fresh link from the Watches section of your dashboard.
      </p>
      <Button variant="secondary" className="mt-5 w-full" onClick={() => navigate('/dashboard')}>
        Go to your dashboard
      </Button>
    </div>
  )
}
