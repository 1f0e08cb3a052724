import { useEffect, useState } from 'react'
import { useLocation } from '../lib/router.tsx'
import { buyLabel, type Pack } from '../../../shared/packs.ts'
import { api } from '../lib/api.ts'
import { useMe } from '../lib/session.ts'
import { useSignInModal } from './sign-in-modal.tsx'
import { Button } from './ui/button.tsx'

/** Idle → 'Processing...' → off to checkout. Visitors are asked to sign in first. */
export function BuyButton({ pack, featured = false }: { pack: Pack; featured?: boolean }) {
  const me = useMe()
  const modal = useSignInModal()
  const location = useLocation()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    // Coming back from checkout with the browser's Back button restores this page as it was.
    const reset = (e: PageTransitionEvent) => e.persisted && setBusy(false)
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])

  const buy = async () => {
    if (!me.data) return modal.open()
    setBusy(true)
    try {
      // The reply's schema loads with the click: the landing page stays within its budget.
      const { CheckoutStarted } = await import('../../../shared/api.ts')
      const { url } = await api('/api/checkout', CheckoutStarted, {
        method: 'POST',
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          packId: pack.id,
          returnTo: `${location.pathname}${location.search}`,
        }),
      })
      window.location.assign(url)
    } catch (err) {
      console.error('Failed to create checkout session', err)
      setBusy(false)
    }
  }

  return (
    <Button
      variant={featured ? 'primary' : 'secondary'}
      className="w-full"
      disabled={busy}
      onClick={() => void buy()}
    >
      {busy ? 'Processing...' : me.data ? buyLabel(pack.credits) : 'Sign In & Snoop'}
    </Button>
  )
}
