import type { ReactNode } from 'react'
import { Navigate } from '../lib/router.tsx'
import type { MeResponse } from '../../../shared/api.ts'
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../../shared/service-unavailable.ts'
import { useMe } from '../lib/session.ts'
import { Button } from './ui/button.tsx'

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
  // Not signed out: the server could not say (an outage). Sending them away would mislead.
  if (me.isError && !me.data)
    return (
      <div role="alert" className="mx-auto max-w-md p-10 text-center text-slate-700">
        <p>{SERVICE_UNAVAILABLE_MESSAGE}</p>
        <Button className="mt-4" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </div>
    )
  if (!me.data) return <Navigate to={redirectTo} replace />
  return children(me.data)
}
