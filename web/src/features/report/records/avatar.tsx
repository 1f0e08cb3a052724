import { useState } from 'react'
import { safeHttpUrl } from './safe-url.ts'

/** A platform's profile picture, loaded lazily and only from http(s); the initial stands in. */
export function Avatar({
  src,
  label,
  size = 'h-12 w-12',
}: {
  src: unknown
  label: string
  size?: string
}) {
  const [failed, setFailed] = useState(false)
  const url = safeHttpUrl(src)
  if (!url || failed) {
    return (
      <span
        className={`flex ${size} shrink-0 items-center justify-center rounded-xl bg-brand-50 text-lg font-black text-brand-700`}
        aria-hidden="true"
      >
        {label.slice(0, 1).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`${size} shrink-0 rounded-xl object-cover ring-1 ring-slate-200`}
    />
  )
}
