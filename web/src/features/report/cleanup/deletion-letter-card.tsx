import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { Check, Copy, Printer } from 'lucide-react'
import type { QueryType } from '../../../../../shared/module-result.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useCopy } from '../../../lib/use-copy.ts'
import type { CleanupItem } from './cleanup-checklist.ts'
import { deletionLetter, letterText } from './deletion-letter.ts'
import { usePrint } from '../../../lib/use-print.ts'

/** While the letter prints, the page's root marks it so that only the letter is printed. */
function useLetterPrinting(printing: boolean) {
  useEffect(() => {
    if (!printing) return
    const root = document.documentElement
    root.setAttribute('data-printing-letter', '')
    return () => root.removeAttribute('data-printing-letter')
  }, [printing])
}

/**
 * A deletion request for one of the found accounts, to copy into an email or print: the
 * platform with an address to write to comes first.
 */
export function DeletionLetterCard({
  items,
  type,
  query,
}: {
  items: readonly CleanupItem[]
  type: QueryType
  query: string
}) {
  const [chosen, setChosen] = useState(
    () => (items.find((i) => i.cleanup?.email) ?? items[0])?.module,
  )
  const [copied, copy] = useCopy()
  const { printing, print } = usePrint()
  useLetterPrinting(printing)
  const item = items.find((i) => i.module === chosen) ?? items[0]
  if (!item) return null
  const text = letterText(deletionLetter(item, type, query))
  return (
    <section
      aria-labelledby="deletion-letter-title"
      className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 print:hidden"
    >
      <h2 id="deletion-letter-title" className="text-lg font-extrabold">
        Ask them to delete your data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A request under the GDPR&apos;s right to erasure (Article 17) or the CCPA, for when a
        platform has no delete button or keeps data after one. Fill in the parts in [brackets], then
        send it from the email address on the account.
      </p>
      <label htmlFor="deletion-letter-platform" className="mt-4 block text-sm font-bold">
        Write to
      </label>
      <select
        id="deletion-letter-platform"
        value={item.module}
        onChange={(e) => setChosen(e.target.value)}
        className="mt-1 w-full rounded-xl bg-white px-3 py-2 text-sm ring-1 ring-slate-300 sm:w-auto"
      >
        {items.map((i) => (
          <option key={i.module} value={i.module}>
            {i.platform}
            {i.cleanup?.email ? ` (${i.cleanup.email})` : ''}
          </option>
        ))}
      </select>
      <pre
        className="mt-3 rounded-xl bg-slate-50 p-4 font-sans text-sm whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200 [overflow-wrap:anywhere]"
        data-testid="deletion-letter"
      >
        {text}
      </pre>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy(text)}>
          {copied ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {copied ? 'Copied!' : 'Copy letter'}
        </Button>
        <Button variant="secondary" onClick={print}>
          <Printer className="h-4 w-4" aria-hidden="true" /> Print letter
        </Button>
      </div>
      {printing &&
        createPortal(
          <pre data-print-only className="font-sans text-sm whitespace-pre-wrap">
            {text}
          </pre>,
          document.body,
        )}
    </section>
  )
}
