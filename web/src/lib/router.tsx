import {
  createContext,
  useContext,
  useEffect,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react'

/**
 * The app's router: a few routes, one path parameter, navigation state and query strings,
 * on the browser's History API (see docs/decisions/012-small-router-and-data-cache.md for why not a library).
 * Navigation state lives in history.state, so Back, Forward and a reload keep it.
 */
export interface AppLocation {
  pathname: string
  search: string
  /** What the page that navigated here handed over; null when nothing was. */
  state: unknown
}

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
}

const listeners = new Set<() => void>()
let current: AppLocation | null = null

function readLocation(): AppLocation {
  const { pathname, search } = window.location
  const entry: unknown = window.history.state
  const state =
    entry && typeof entry === 'object' && 'state' in entry
      ? (entry as { state: unknown }).state
      : null
  return { pathname, search, state }
}

function snapshot(): AppLocation {
  const { pathname, search } = window.location
  // Re-read when the address changed behind our back (a test, a browser extension).
  if (!current || current.pathname !== pathname || current.search !== search)
    current = readLocation()
  return current
}

function changed() {
  current = readLocation()
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('popstate', changed)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('popstate', changed)
  }
}

/** Goes to a path of ours ('/billing', '/?showAuth=true', '?a=b'); a new page starts at the top. */
export function navigate(to: string, options: NavigateOptions = {}) {
  const url = new URL(to, window.location.href)
  // Against the address itself, not the one last read: it may have changed behind our back.
  const samePage = url.pathname === window.location.pathname
  const entry = { state: options.state ?? null }
  const target = `${url.pathname}${url.search}${url.hash}`
  if (options.replace) window.history.replaceState(entry, '', target)
  else window.history.pushState(entry, '', target)
  changed()
  if (!options.replace && !samePage) window.scrollTo(0, 0)
}

export function useLocation(): AppLocation {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

export function useNavigate(): typeof navigate {
  return navigate
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(useLocation().search)
}

/** Matches '/results/:searchId' against a path: the parameters, or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean)
  const have = pathname.split('/').filter(Boolean)
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (const [i, part] of want.entries()) {
    const value = have[i] as string
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value)
      } catch {
        return null
      }
    } else if (part !== value) return null
  }
  return params
}

const ParamsContext = createContext<Record<string, string>>({})

export function useParams(): Record<string, string | undefined> {
  return useContext(ParamsContext)
}

/** Renders the first route whose pattern matches the current path, else `fallback`. */
export function Routes({
  routes,
  fallback,
}: {
  routes: readonly (readonly [pattern: string, element: ReactNode])[]
  fallback: ReactNode
}) {
  const { pathname } = useLocation()
  for (const [pattern, element] of routes) {
    const params = matchPath(pattern, pathname)
    if (params) return <ParamsContext.Provider value={params}>{element}</ParamsContext.Provider>
  }
  return fallback
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  useEffect(() => navigate(to, { replace }), [to, replace])
  return null
}

/** An ordinary link that navigates in the page; modified clicks open a tab as usual. */
export function Link({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(e)
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return
    e.preventDefault()
    navigate(to)
  }
  return <a {...props} href={to} onClick={onClick} />
}
