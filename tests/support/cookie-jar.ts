/** A minimal cookie jar for driving the app over HTTP the way a browser would. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair?.indexOf('=') ?? -1
      if (!pair || eq < 0) continue
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = /max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value)
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  /** fetch without following redirects, sending and storing cookies. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size) headers.set('cookie', this.header())
    const res = await fetch(url, { ...init, headers, redirect: 'manual' })
    this.store(res)
    return res
  }
}
