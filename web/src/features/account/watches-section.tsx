import { useState, type FormEvent } from 'react'
import { Eye, MailCheck } from 'lucide-react'
import type { WatchSchedule, WatchView } from '../../../../shared/api.ts'
import { Button } from '../../components/ui/button.tsx'
import { plural } from '../../../../shared/plural.ts'
import {
  SCHEDULE_LABELS,
  askForWatch,
  changeWatch,
  deleteWatch,
  watchesResource,
} from './watches-api.ts'

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

const SCHEDULES = ['daily', 'weekly', 'monthly'] as const

const messageOf = (err: unknown) =>
  err instanceof Error ? err.message : 'Something went wrong. Try again?'

/** The dashboard's watches: ask for one, see what each last found, pause, resume, delete. */
export function WatchesSection({ credits }: { credits: number }) {
  const watches = watchesResource.use()
  const list = watches.data ?? []
  const running = list.some((w) => w.state === 'active')
  return (
    <section
      aria-labelledby="watches-title"
      className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id="watches-title"
        className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900"
      >
        <Eye className="h-5 w-5 text-brand-600" aria-hidden="true" />
        Watches
      </h2>
      <p className="text-sm text-slate-600">
        Keep an eye on your own email address. We search it again on your schedule (1 credit a run)
        and mail you what's new or gone. Only addresses you prove are yours: no link, no watch.
      </p>
      <NewWatchForm />
      {running && credits === 0 && (
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          You're out of credits, so your next run will pause its watch. Top up to keep watching.
        </p>
      )}
      {watches.isError && !watches.data && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          We couldn't load your watches. Reload to try again.
        </p>
      )}
      {list.length > 0 && (
        <ul className="mt-6 space-y-4" aria-label="Your watches">
          {list.map((watch) => (
            <WatchItem key={watch.id} watch={watch} />
          ))}
        </ul>
      )}
    </section>
  )
}

function NewWatchForm() {
  const [address, setAddress] = useState('')
  const [schedule, setSchedule] = useState<WatchSchedule>('weekly')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const watch = await askForWatch(address, schedule)
      setSentTo(watch.address)
      setAddress('')
    } catch (err) {
      setError(messageOf(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="mt-4" onSubmit={(e) => void submit(e)} aria-label="Watch an address">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex-1 text-sm font-semibold text-slate-700">
          Your email address
          <input
            type="email"
            required
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            placeholder="you@example.com"
            className="mt-1 block w-full rounded-xl border border-slate-300 px-3 py-2.5 font-normal"
          />
        </label>
        <label className="text-sm font-semibold text-slate-700">
          How often
          <select
            value={schedule}
            onChange={(e) => setSchedule(e.target.value as WatchSchedule)}
            className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 font-normal sm:w-36"
          >
            {SCHEDULES.map((s) => (
              <option key={s} value={s}>
                {SCHEDULE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={busy || address.trim() === ''}>
          {busy ? 'Sending the link...' : 'Watch it'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      {sentTo && !error && (
        <p
          role="status"
          className="mt-3 flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-700"
        >
          <MailCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            Check your inbox! We sent a link to <strong className="break-words">{sentTo}</strong>.
            Open it (signed in here) within 24 hours and the watch starts with a first look.
          </span>
        </p>
      )}
    </form>
  )
}

function statusOf(watch: WatchView): { label: string; tone: string } {
  if (watch.state === 'unverified')
    return { label: 'Waiting for your link', tone: 'bg-amber-100 text-amber-900' }
  if (watch.state === 'paused')
    return watch.paused_for === 'no_credits'
      ? { label: 'Paused: out of credits', tone: 'bg-red-100 text-red-800' }
      : { label: 'Paused', tone: 'bg-slate-200 text-slate-700' }
  return {
    label: `${SCHEDULE_LABELS[watch.schedule]} watch`,
    tone: 'bg-emerald-100 text-emerald-800',
  }
}

function WatchItem({ watch }: { watch: WatchView }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const status = statusOf(watch)

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (err) {
      setError(messageOf(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <li className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="watch">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-all">{watch.address}</p>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${status.tone}`}>
          {status.label}
        </span>
      </div>
      {watch.state === 'unverified' && (
        <p className="mt-2 text-sm text-slate-600">
          Check your inbox for our link. Nothing runs (and nothing is spent) until you open it.
        </p>
      )}
      {watch.next_run_at && (
        <p className="mt-2 text-sm text-slate-600">Next run: {day(watch.next_run_at)}</p>
      )}
      <LastRun watch={watch} />
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {watch.state !== 'unverified' && (
          <select
            aria-label={`How often to run the watch on ${watch.address}`}
            value={watch.schedule}
            disabled={busy}
            onChange={(e) =>
              void act(() => changeWatch(watch.id, { schedule: e.target.value as WatchSchedule }))
            }
            className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            {SCHEDULES.map((s) => (
              <option key={s} value={s}>
                {SCHEDULE_LABELS[s]}
              </option>
            ))}
          </select>
        )}
        {watch.state === 'active' && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void act(() => changeWatch(watch.id, { state: 'paused' }))}
          >
            Pause
          </Button>
        )}
        {watch.state === 'paused' && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void act(() => changeWatch(watch.id, { state: 'active' }))}
          >
            Resume
          </Button>
        )}
        {watch.state === 'unverified' && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void act(() => askForWatch(watch.address, watch.schedule))}
          >
            Send the link again
          </Button>
        )}
        {confirming ? (
          <>
            <Button
              variant="secondary"
              className="text-red-700"
              disabled={busy}
              onClick={() => void act(() => deleteWatch(watch.id))}
            >
              Yes, delete it
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
      </div>
    </li>
  )
}

function LastRun({ watch }: { watch: WatchView }) {
  const run = watch.last_run
  if (!run) return null
  const when = `Last run ${day(run.at)}`
  if (run.outcome === 'no_credits')
    return (
      <p className="mt-2 text-sm text-slate-600">
        {when}: no credit left, so we paused it. Nothing was spent.
      </p>
    )
  if (run.outcome === 'refunded')
    return (
      <p className="mt-2 text-sm text-slate-600">
        {when}: no platform could tell this time. Your credit came back.
      </p>
    )
  if (run.outcome === 'failed')
    return (
      <p className="mt-2 text-sm text-slate-600">
        {when}: it stopped before the end. It tries again on schedule.
      </p>
    )
  return (
    <div className="mt-2 space-y-1 text-sm text-slate-700">
      <p>
        {when}:{' '}
        {run.found.length
          ? `found on ${plural(run.found.length, 'platform', 'platforms')}: ${run.found.join(', ')}.`
          : 'no account found anywhere we could check.'}
        {run.could_not_tell > 0 && ` ${run.could_not_tell} couldn't tell.`}
      </p>
      {run.compared && run.new.length === 0 && run.gone.length === 0 && (
        <p className="text-slate-600">Nothing new, nothing gone since the run before.</p>
      )}
      {run.new.length > 0 && (
        <p>
          <span className="font-semibold text-pink-600">New:</span> {run.new.join(', ')}
        </p>
      )}
      {run.gone.length > 0 && (
        <p>
          <span className="font-semibold text-emerald-700">Gone:</span> {run.gone.join(', ')}
        </p>
      )}
    </div>
  )
}
