import { Headers, getSetCookies } from 'undici'
import type { HttpResponse } from '../../types.ts'

/** The cookies a response set, as name → value. */
export function cookiesFrom(res: HttpResponse): Map<string, string> {
  const headers = new Headers(res.setCookies.map((line): [string, string] => ['set-cookie', line]))
  return new Map(getSetCookies(headers).map((cookie) => [cookie.name, cookie.value]))
}

/** A `cookie` request header carrying the given cookies back. */
export function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}
