import type { ReactNode } from 'react'
import { Navigate } from '../lib/router.tsx'
import type { MeResponse } from '../../../shared/api.ts'
import { useMe } from '../lib/session.ts'

/** Renders a signed-in screen with the person's account, or sends a visitor elsewhere. */
export function SignedInOnly({
  redirectTo,
  children,
}: {
  redirectTo: string
  children: (me: MeResponse) => ReactNode
}) {
  const me = useMe()
  if (me.isPending)
    return <p className="p-10 text-center text-slate-600">Loading your account...</p>
  if (!me.data) return <Navigate to={redirectTo} replace />
  return children(me.data)
}
