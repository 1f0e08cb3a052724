import { Check } from 'lucide-react'
import { PACKS, type Pack } from '../../../shared/packs.ts'
import { BuyButton } from './buy-button.tsx'

const dollars = (cents: number) => `$${cents / 100}`
const snoops = (pack: Pack) => `${pack.credits} ${pack.credits === 1 ? 'Snoop' : 'Snoops'}`

/**
 * The five packs of SPEC 9; on the landing page it carries the pricing-section anchor. The
 * compact form (Billing) is a short list, one pack a row, so what follows it stays in reach.
 */
export function PricingSection({
  id,
  headline = 'From $3 to $100',
  compact = false,
}: {
  id?: string
  headline?: string
  compact?: boolean
}) {
  const titleId = `${id ?? 'pricing'}-title`
  return (
    <section id={id} aria-labelledby={titleId} className="scroll-mt-6">
      <div className={compact ? '' : 'text-center'}>
        <h2
          id={titleId}
          className={
            compact ? 'text-xl font-extrabold' : 'text-3xl font-black tracking-tight sm:text-4xl'
          }
        >
          {headline}
        </h2>
        <p className={compact ? 'mt-1 text-sm text-slate-600' : 'mt-2 text-slate-600'}>
          One-time packs. No subscription. Each search uses 1 credit.
        </p>
      </div>
      {compact ? <PackRows /> : <PackCards />}
    </section>
  )
}

function PackCards() {
  return (
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
              {snoops(pack)}
            </p>
            <p className="mt-1 h-5 text-sm font-bold whitespace-nowrap text-emerald-700">
              {pack.note}
            </p>
            <div className="mt-4 flex-1" />
            <BuyButton pack={pack} featured={featured} />
          </li>
        )
      })}
    </ul>
  )
}

function PackRows() {
  return (
    <ul className="mt-4 divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {PACKS.map((pack) => (
        <li
          key={pack.id}
          data-testid={`pack-${pack.id}`}
          // Phone: name and details on the left, price over the button on the right.
          // Wider: one line, name and details, price, button.
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto_10rem] sm:gap-x-5"
        >
          <div className="row-span-2 min-w-0 sm:row-span-1">
            <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-bold">
              {pack.name}
              {pack.badge && (
                <span className="rounded-full bg-gradient-to-r from-brand-600 to-pop-500 px-2 py-0.5 text-[10px] font-extrabold tracking-wide text-white">
                  {pack.badge}
                </span>
              )}
            </h3>
            <p className="mt-0.5 text-sm text-slate-600">
              <span className="font-semibold whitespace-nowrap text-brand-700">{snoops(pack)}</span>
              {pack.note && (
                <>
                  {' · '}
                  <span className="font-bold whitespace-nowrap text-emerald-700">{pack.note}</span>
                </>
              )}
            </p>
          </div>
          <p className="text-right text-2xl font-black">{dollars(pack.amountCents)}</p>
          <BuyButton pack={pack} featured={pack.badge === 'POPULAR'} />
        </li>
      ))}
    </ul>
  )
}
