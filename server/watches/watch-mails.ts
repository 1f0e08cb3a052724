import type { Mail } from '../mail/mailer.ts'
import type { Schedule } from './watch-rows.ts'

/** The mails a watch sends, always to the watched address itself (proven its owner's). */

const EVERY: Record<Schedule, string> = {
  daily: 'every day',
  weekly: 'every week',
  monthly: 'every month',
}

const list = (names: string[]) => names.map((n) => `  • ${n}`).join('\n')

export function verificationMail(
  to: string,
  link: string,
  schedule: Schedule,
  account: string,
): Mail {
  return {
    to,
    subject: 'Is this you? Confirm your SnoopLens watch',
    text: `Hey!

Someone signed in to SnoopLens as ${account} asked us to keep an eye on this address: we'd search it ${EVERY[schedule]} (1 credit a run) and tell you here what's new or gone.

If that was you, confirm it here (the link works for 24 hours, signed in as ${account}):

${link}

Not you? Ignore this mail and nothing happens. No link, no watch.

SnoopLens`,
  }
}

export interface RunNews {
  found: string[]
  newSince: string[]
  goneSince: string[]
  /** False on a watch's first run: nothing to compare with yet. */
  compared: boolean
  couldNotTell: number
}

export function runMail(to: string, news: RunNews, dashboard: string): Mail {
  const sections: string[] = []
  if (!news.compared) {
    sections.push(
      news.found.length
        ? `First look! We found this address on ${news.found.length} ${news.found.length === 1 ? 'platform' : 'platforms'}:\n${list(news.found)}`
        : 'First look! No platform we could check has an account on this address. Clean slate.',
    )
    sections.push("From now on we'll tell you what's new or gone since the last run.")
  } else if (news.newSince.length === 0 && news.goneSince.length === 0) {
    sections.push('Nothing new, nothing gone since the last run. Quiet week (or day, or month).')
  } else {
    if (news.newSince.length) sections.push(`New since last time:\n${list(news.newSince)}`)
    if (news.goneSince.length) sections.push(`Gone since last time:\n${list(news.goneSince)}`)
  }
  if (news.couldNotTell > 0)
    sections.push(
      `${news.couldNotTell} ${news.couldNotTell === 1 ? "platform couldn't" : "platforms couldn't"} tell this time; we don't count those as new or gone.`,
    )
  const subject = !news.compared
    ? 'Your SnoopLens watch: first look'
    : news.newSince.length || news.goneSince.length
      ? `Your SnoopLens watch: ${news.newSince.length} new, ${news.goneSince.length} gone`
      : 'Your SnoopLens watch: nothing changed'
  return {
    to,
    subject,
    text: `Hey!

Your watch on this address just ran (1 credit).

${sections.join('\n\n')}

Pause, resume or delete the watch on your dashboard:
${dashboard}

SnoopLens`,
  }
}

export function pausedMail(to: string, dashboard: string): Mail {
  return {
    to,
    subject: 'Your SnoopLens watch is paused: out of credits',
    text: `Hey!

Your watch on this address was due to run, but your account is out of credits, so we paused it. No credit was taken, and we won't try again (or mail you again) until you say so.

Top up and hit Resume on your dashboard to pick it up again:
${dashboard}

SnoopLens`,
  }
}
