import { Copy } from 'lucide-react'
import type { OrderView } from '../../../../shared/api.ts'
import { formatMoney } from '../../lib/format.ts'
import { Button } from '../../components/ui/button.tsx'
import { useCopy } from '../../lib/use-copy.ts'

/** SPEC 4 Payment status display. */
export function statusColour(status: string): string {
  const s = status.toLowerCase()
  if (s === 'completed' || s === 'paid') return 'bg-emerald-100 text-emerald-800'
  if (s === 'pending') return 'bg-amber-100 text-amber-800'
  if (s === 'canceled' || s === 'failed') return 'bg-red-100 text-red-800'
  return 'bg-slate-100 text-slate-700'
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export function OrderCard({ order }: { order: OrderView }) {
  const [copied, copy] = useCopy()
  const amount = formatMoney(order.amount_total, order.currency)
  const details = `Order #${order.order_id}\nAmount: ${amount}\nDate: ${when(order.order_date)}\nStatus: ${order.order_status}`
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xl font-black">{amount}</span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-bold capitalize ${statusColour(order.order_status)}`}
          >
            {order.order_status}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {order.pack_name} · {order.credits} {order.credits === 1 ? 'credit' : 'credits'} ·{' '}
          {when(order.order_date)}
        </p>
        <p className="mt-1 font-mono text-xs break-all text-slate-500">Order #{order.order_id}</p>
      </div>
      <Button variant="secondary" onClick={() => void copy(details)}>
        <Copy className="h-4 w-4" aria-hidden="true" />
        {copied ? 'Copied!' : 'Copy Details'}
      </Button>
    </li>
  )
}
