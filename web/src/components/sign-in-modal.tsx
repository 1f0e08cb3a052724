import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'

interface SignInModalApi {
  open: () => void
  close: () => void
}

const SignInModalContext = createContext<SignInModalApi | null>(null)

// The dialog's code stays out of the landing page's first load; it is fetched once the page
// is idle, so the first "Sign Up & Snoop" opens it at once rather than after a download.
const loadDialog = () => import('./sign-in-dialog.tsx')
const SignInDialog = lazy(() => loadDialog().then((m) => ({ default: m.SignInDialog })))

function preloadWhenIdle(): () => void {
  const load = () => void loadDialog().catch(() => undefined)
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 4000 })
    return () => window.cancelIdleCallback(id)
  }
  const timer = setTimeout(load, 1500)
  return () => clearTimeout(timer)
}

/** Shown for the moment the dialog's code may still be arriving: the click is answered. */
function OpeningDialog() {
  return (
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-slate-900/50"
      role="status"
      aria-live="polite"
      data-testid="sign-in-opening"
    >
      <span className="rounded-2xl bg-white px-5 py-3 text-sm font-semibold text-slate-700 shadow-lg">
        Opening sign-in…
      </span>
    </div>
  )
}

export function useSignInModal(): SignInModalApi {
  const api = useContext(SignInModalContext)
  if (!api) throw new Error('useSignInModal needs SignInModalProvider')
  return api
}

export function SignInModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  // Focus goes back where it was when the dialog closes, so keyboard users keep their place.
  const opener = useRef<HTMLElement | null>(null)
  const open = useCallback(() => {
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement
    setOpen(true)
  }, [])
  const close = useCallback(() => {
    setOpen(false)
    const target = opener.current
    opener.current = null
    // After React has removed the dialog, so the focus does not land inside it.
    requestAnimationFrame(() => target?.isConnected && target.focus())
  }, [])
  const api = useMemo(() => ({ open, close }), [open, close])
  useEffect(preloadWhenIdle, [])
  return (
    <SignInModalContext.Provider value={api}>
      {children}
      {isOpen && (
        <Suspense fallback={<OpeningDialog />}>
          <SignInDialog onClose={close} />
        </Suspense>
      )}
    </SignInModalContext.Provider>
  )
}
