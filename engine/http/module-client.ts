import { detectBlockPage } from '../verdicts/detect-block-page.ts'
import { answerDigest, type Exchange } from '../verdicts/evidence.ts'
import type { HttpClient, HttpRequestOptions, HttpResponse } from '../types.ts'
import { redirectTarget } from './answers.ts'
import { BlockedError, RequestRefusedError } from './errors.ts'
import { hostAllowed } from './outbound-guard.ts'

const MAX_REDIRECTS = 5

/** One request on the shared pools, guarded: what the module-bound client is built on. */
export type Send = (
  url: URL,
  init: HttpRequestOptions,
  signal: AbortSignal,
) => Promise<{
  status: number
  headers: Record<string, string>
  setCookies: string[]
  text: string
  bytes?: Buffer
  /** The body exactly as read, for the answer's digest (text alone may not round-trip). */
  raw?: Buffer
}>

/**
 * The client as one module sees it: bound to its declared hosts and its AbortSignal, following
 * redirects only within those hosts, and turning walls into BlockedError before any verdict.
 * `onExchange` hears every answer before block detection, so a verdict can cite it.
 */
export function moduleClient(
  send: Send,
  hosts: readonly string[],
  signal: AbortSignal,
  onExchange?: (exchange: Exchange) => void,
): HttpClient {
  return {
    async request(rawUrl, init = {}): Promise<HttpResponse> {
      let url = new URL(rawUrl)
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new RequestRefusedError(`refused protocol ${url.protocol}`)
      }
      if (!hostAllowed(url.hostname, hosts)) {
        throw new RequestRefusedError(`host ${url.hostname} is not declared by this module`)
      }
      const asked = url.toString()
      let answer = await send(url, init, signal)
      let redirect: string | undefined
      // Every page the answer passed through: a login page half-way is a wall too.
      const via: string[] = []
      for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
        redirect = redirectTarget(answer, url)
        if (!redirect || init.followRedirects === false) break
        const next = new URL(redirect)
        // A redirect elsewhere is itself the answer (often a login or home page).
        if (
          (next.protocol !== 'https:' && next.protocol !== 'http:') ||
          !hostAllowed(next.hostname, hosts)
        )
          break
        redirect = undefined
        url = next
        via.push(url.toString())
        const method = answer.status === 307 || answer.status === 308 ? init.method : 'GET'
        answer = await send(
          url,
          { ...init, method, body: method === init.method ? init.body : undefined },
          signal,
        )
      }
      const finalUrl = url.toString()
      const { raw, ...answered } = answer
      answer = answered
      onExchange?.({
        method: init.method ?? 'GET',
        url: asked,
        status: answer.status,
        finalUrl,
        ...(redirect ? { redirect } : {}),
        sha256: answerDigest(answer.status, finalUrl, raw ?? Buffer.from(answer.text, 'utf8')),
        readAt: new Date().toISOString(),
        text: answer.text,
      })
      if (init.detectBlocks !== false) {
        const verdict = detectBlockPage(answer.status, answer.headers, answer.text, {
          asked,
          url: finalUrl,
          redirect,
          via,
        })
        if (verdict) throw new BlockedError(verdict.reason, verdict.message)
      }
      return {
        ...answer,
        url: finalUrl,
        requestUrl: asked,
        ...(redirect ? { redirect } : {}),
        json<T>() {
          try {
            return JSON.parse(answer.text) as T
          } catch {
            // A page where an API answer belongs: a wall or a changed API, never a verdict.
            throw new BlockedError(
              'unrecognised',
              `expected JSON from ${url.hostname}, got something else (HTTP ${answer.status})`,
            )
          }
        },
      }
    },
  }
}
