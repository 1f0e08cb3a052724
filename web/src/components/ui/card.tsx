import type { ReactNode } from 'react'

export function Card({
  title,
  icon,
  children,
  className = '',
}: {
  title?: string
  icon?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 ${className}`}>
      {title && (
        <h2 className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900">
          {icon}
          {title}
        </h2>
      )}
      {children}
    </section>
  )
}
