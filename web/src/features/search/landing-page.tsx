import { Suspense, lazy, useEffect } from 'react'
import { useSearchParams } from '../../lib/router.tsx'
import {
  BadgeCheck,
  BellOff,
  EyeOff,
  Gauge,
  Globe2,
  Radar,
  ShieldCheck,
  Sparkles,
} from 'lucide-react'
import { Brand } from '../../components/brand.tsx'
import { AccountControls } from '../../components/account-controls.tsx'
import { useSignInModal } from '../../components/sign-in-modal.tsx'
import { SiteFooter } from '../../components/site-footer.tsx'
import { Button } from '../../components/ui/button.tsx'
import { HISTORY_NOTE } from '../../lib/history-note.ts'
import { useMe } from '../../lib/session.ts'
import { SearchCard } from './search-card.tsx'
import { scrollToPricing, useLandingSignals } from './use-landing-signals.ts'
import { CreditsWidget } from '../../components/credits-widget.tsx'
import { PricingSection } from '../../components/pricing-section.tsx'

// Only shown when something went wrong: loaded then.
const DebugErrorPanel = lazy(() =>
  import('./debug-error-panel.tsx').then((m) => ({ default: m.DebugErrorPanel })),
)

const PRIVACY_POINTS = [
  {
    icon: EyeOff,
    title: 'Searches are not saved',
    text: HISTORY_NOTE,
  },
  {
    icon: BellOff,
    title: 'Nobody gets notified',
    text: 'We only read what platforms show publicly. No friend requests, no reset emails, no pings.',
  },
  {
    icon: BadgeCheck,
    title: 'Only real data',
    text: 'Every result comes live from the platform itself. If we can’t tell, we say so.',
  },
]

const FEATURES = [
  {
    icon: Radar,
    title: 'Hundreds of platforms, live',
    text: 'Social, gaming, coding, music, dating and more, all checked at once while you watch.',
  },
  {
    icon: Sparkles,
    title: 'Real profile data',
    text: 'Names, bios, follower counts, profile pictures and join dates, straight from the source.',
  },
  {
    icon: Gauge,
    title: 'Privacy risk score',
    text: 'A clear score from Low to Critical, with what to lock down first.',
  },
]

function LandingHeader() {
  const me = useMe()
  const modal = useSignInModal()
  return (
    <header className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-5">
      <Brand onDark />
      {me.data ? (
        <AccountControls credits={me.data.credits} onDark />
      ) : (
        <Button variant="onDark" onClick={modal.open} disabled={me.isPending}>
          Sign In
        </Button>
      )}
    </header>
  )
}

export function LandingPage() {
  const [error, dismissError] = useLandingSignals()
  const params = useSearchParams()
  const modal = useSignInModal()
  const showAuth = params.get('showAuth') === 'true'
  useEffect(() => {
    if (showAuth) modal.open()
  }, [showAuth, modal])

  return (
    <div className="flex min-h-screen flex-col">
      <div className="bg-gradient-to-br from-brand-700 via-brand-600 to-pop-500 pb-24">
        <LandingHeader />
        <section className="mx-auto max-w-4xl px-4 pt-10 text-center text-white sm:pt-16">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold ring-1 ring-white/25">
            <Globe2 className="h-4 w-4" aria-hidden="true" /> Email · Phone · Username
          </p>
          <h1 className="mt-6 text-4xl font-black tracking-tight sm:text-6xl">
            See what the internet <span className="text-yellow-200">knows</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-white/85 sm:text-xl">
            Drop an email, a phone number or a username. We check hundreds of platforms live, show
            you exactly what's out there, and score how exposed it is.
          </p>
          <SearchCard />
          {error && (
            <Suspense fallback={null}>
              <DebugErrorPanel error={error} onDismiss={dismissError} />
            </Suspense>
          )}
        </section>
      </div>

      <main className="mx-auto -mt-12 w-full max-w-6xl flex-1 space-y-12 px-4 pb-16">
        <CreditsWidget onBuyMore={scrollToPricing} />
        <section
          aria-labelledby="privacy-title"
          className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="privacy-title" className="flex items-center gap-2 text-xl font-extrabold">
            <ShieldCheck className="h-6 w-6 text-emerald-600" aria-hidden="true" /> Your snooping
            stays private
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-3">
            {PRIVACY_POINTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <Icon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
                <div>
                  <h3 className="font-bold">{title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-label="Features" className="grid gap-6 sm:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <article
              key={title}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-pop-500 text-white">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </article>
          ))}
        </section>

        <PricingSection id="pricing-section" />
      </main>
      <SiteFooter />
    </div>
  )
}
