import {
  WatchView,
  WatchViews,
  type WatchChange,
  type WatchSchedule,
} from '../../../../shared/api.ts'
import { api } from '../../lib/api.ts'
import { createResource } from '../../lib/resource.ts'

/** The signed-in person's watches (docs/product-rules.md, watches). */
export const watchesResource = createResource(() => api('/api/watches', WatchViews))

const json = (method: string, body: object): RequestInit => ({ method, body: JSON.stringify(body) })

/** Asks for a watch: the server mails a verification link to the address. */
export async function askForWatch(address: string, schedule: WatchSchedule) {
  const watch = await api('/api/watches', WatchView, json('POST', { address, schedule }))
  await watchesResource.refetch()
  return watch
}

export async function changeWatch(id: string, change: WatchChange) {
  await api(`/api/watches/${id}`, WatchView, json('PATCH', change))
  await watchesResource.refetch()
}

export async function deleteWatch(id: string) {
  await api(`/api/watches/${id}`, null, { method: 'DELETE' })
  await watchesResource.refetch()
}

export const verifyWatch = (token: string) =>
  api('/api/watches/verify', WatchView, json('POST', { token }))

export const SCHEDULE_LABELS: Record<WatchSchedule, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
}
