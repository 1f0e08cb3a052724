import { usePublicConfig } from '../lib/session.ts'

export function SiteFooter() {
  const config = usePublicConfig()
  const email = config.data?.supportEmail
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-slate-500 sm:flex-row">
        <p>© {new Date().getFullYear()} SnoopLens. Searches are not saved. Nobody gets notified.</p>
        {email && (
          <a className="font-medium text-brand-700 hover:underline" href={`mailto:${email}`}>
            {email}
          </a>
        )}
      </div>
    </footer>
  )
}
