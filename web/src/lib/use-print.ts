import { useEffect, useState } from 'react'

/**
 * Save PDF: printing lays out every section of the report at once, then hands the page to the
 * browser's print dialog, and goes back to the tabs when the dialog closes.
 */
export function usePrint(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    if (!printing) return
    const done = () => setPrinting(false)
    window.addEventListener('afterprint', done, { once: true })
    const timer = setTimeout(() => window.print(), 50)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('afterprint', done)
    }
  }, [printing])
  return { printing, print: () => setPrinting(true) }
}
