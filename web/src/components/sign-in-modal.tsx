import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
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

// The dialog's code loads the first time it opens: visitors who never sign in never fetch it.
const SignInDialog = lazy(() =>
  import('./sign-in-dialog.tsx').then((m) => ({ default: m.SignInDialog })),
)

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
  return (
    <SignInModalContext.Provider value={api}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <SignInDialog onClose={close} />
        </Suspense>
      )}
    </SignInModalContext.Provider>
  )
}
