import { request } from '../../../lib/api.ts'

/**
 * The signed exports of this browser's recent reports, as the server made them
 * (GET /api/searches/:id/export): fetched when a search finishes, while the server still holds
 * it, so a report opened later from history downloads the very file the deployment signed.
 * Kept beside the history, wiped with it at sign-out.
 */
const KEY = 'snooplens.signed-exports.v1'
/** Exports run to hundreds of kB: a few recent ones fit local storage, fifty would not. */
const MAX_KEPT = 10

function readKept(): [string, string][] {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown
    return Array.isArray(kept)
      ? kept.filter(
          (e): e is [string, string] =>
            Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string',
        )
      : []
  } catch {
    return []
  }
}

function keep(id: string, text: string) {
  let kept = [[id, text] as [string, string], ...readKept().filter(([k]) => k !== id)]
  kept = kept.slice(0, MAX_KEPT)
  // Storage full: drop the oldest until it fits (the newest alone may be too big: then none).
  while (kept.length) {
    try {
      localStorage.setItem(KEY, JSON.stringify(kept))
      return
    } catch {
      kept = kept.slice(0, -1)
    }
  }
}

/** The signed export of a report, kept here or fetched from the server; null when neither. */
export async function signedExport(id: string): Promise<string | null> {
  const kept = readKept().find(([k]) => k === id)
  if (kept) return kept[1]
  try {
    const res = await request(`/api/searches/${encodeURIComponent(id)}/export`)
    const text = await res.text()
    keep(id, text)
    return text
  } catch {
    // Forgotten by the server (a few minutes after it ended) or unreachable: no signed copy.
    return null
  }
}

/**
 * Saves a JSON text as a file the person downloads, indented to be read: the signature covers
 * the canonical form (shared/canonical-json.ts), so layout never breaks it.
 */
export function downloadText(name: string, text: string) {
  const pretty = JSON.stringify(JSON.parse(text), null, 2)
  const url = URL.createObjectURL(new Blob([pretty], { type: 'application/json' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
