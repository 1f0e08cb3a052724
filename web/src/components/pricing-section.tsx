import { Check } from 'lucide-react'
import { PACKS } from '../../../shared/packs.ts'
import { BuyButton } from './buy-button.tsx'

const dollars = (cents: number) => `$${cents / 100}`

/** The five packs of SPEC 9; on the landing page it carries the pricing-section anchor. */
export function PricingSection({
  id,
  headline = 'From $3 to $100',
}: {
  id?: string
  headline?: string
}) {
  return (
    <section id={id} aria-labelledby={`${id ?? 'pricing'}-title`} className="scroll-mt-6">
      <div className="text-center">
        <h2
          id={`${id ?? 'pricing'}-title`}
          className="text-3xl font-black tracking-tight sm:text-4xl"
        >
          {headline}
        </h2>
        <p className="mt-2 text-slate-600">
          One-time packs. No subscription. Each search uses 1 credit.
        </p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {PACKS.map((pack) => {
          const featured = pack.badge === 'POPULAR'
          return (
            <li
              key={pack.id}
              data-testid={`pack-${pack.id}`}
              className={`relative flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ${featured ? 'ring-2 ring-brand-600 shadow-lg shadow-brand-600/10' : 'ring-slate-200'}`}
            >
              {pack.badge && (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gradient-to-r from-brand-600 to-pop-500 px-3 py-1 text-[11px] font-extrabold tracking-wide whitespace-nowrap text-white">
                  {pack.badge}
                </span>
              )}
              <h3 className="mt-1 text-lg font-bold">{pack.name}</h3>
              <p className="mt-1 min-h-10 text-sm text-slate-600">{pack.description}</p>
              <p className="mt-4 text-4xl font-black">{dollars(pack.amountCents)}</p>
              <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                <Check className="h-4 w-4" aria-hidden="true" />
                {pack.credits} {pack.credits === 1 ? 'Snoop' : 'Snoops'}
              </p>
              <p className="mt-1 h-5 text-sm font-bold text-emerald-600">{pack.note}</p>
              <div className="mt-4 flex-1" />
              <BuyButton pack={pack} featured={featured} />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
