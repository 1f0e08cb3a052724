import { Link } from '../lib/router.tsx'

export function Brand({ onDark = false }: { onDark?: boolean }) {
  return (
    <Link
      to="/"
      className={`flex items-center gap-2 text-xl font-black tracking-tight ${onDark ? 'text-white' : 'text-slate-900'}`}
    >
      <img src="/favicon.svg" alt="" className="h-8 w-8" />
      SnoopLens
    </Link>
  )
}
