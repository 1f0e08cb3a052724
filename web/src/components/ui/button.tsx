import type { ButtonHTMLAttributes } from 'react'

const variants = {
  primary:
    'bg-gradient-to-r from-brand-600 to-pop-500 text-white shadow-lg shadow-brand-600/25 hover:brightness-110',
  secondary: 'bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  onDark: 'bg-white/15 text-white ring-1 ring-white/30 hover:bg-white/25',
} as const

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof variants }) {
  return (
    <button
      type="button"
      className={`inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${className}`}
      {...props}
    />
  )
}
