import { Coins, Sparkles } from 'lucide-react'
import { useMe } from '../lib/session.ts'
import { Button } from './ui/button.tsx'

/** The signed-in person's balance; Buy More appears only when they cannot search. */
export function CreditsWidget({ onBuyMore }: { onBuyMore: () => void }) {
  const me = useMe()
  if (!me.data) return null
  const { credits } = me.data
  return (
    <section
      aria-label="Your credits"
      className="flex flex-col items-start justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Coins className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <p className="text-sm text-slate-500">Your credits</p>
          <p className="text-2xl font-black" data-testid="widget-credits">
            {credits}
          </p>
        </div>
      </div>
      {credits > 0 && (
        <p className="flex items-center gap-2 text-sm font-semibold text-emerald-700">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          Ready to snoop! Each search uses 1 credit.
        </p>
      )}
      {credits < 1 && <Button onClick={onBuyMore}>Buy More</Button>}
    </section>
  )
}
