import { Suspense, lazy } from 'react'
import { Navigate, Routes, useLocation } from '../lib/router.tsx'
import { LandingPage } from '../features/search/landing-page.tsx'

// The landing page ships in the first bundle; every other screen loads when visited.
const DashboardPage = lazy(() =>
  import('../features/account/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
)
const SuccessPage = lazy(() =>
  import('../features/billing/success-page.tsx').then((m) => ({ default: m.SuccessPage })),
)
const BillingPage = lazy(() =>
  import('../features/billing/billing-page.tsx').then((m) => ({ default: m.BillingPage })),
)
const ResultsPage = lazy(() =>
  import('../features/report/results-page.tsx').then((m) => ({ default: m.ResultsPage })),
)
const VerifyPage = lazy(() =>
  import('../features/report/verify-page.tsx').then((m) => ({ default: m.VerifyPage })),
)
const SearchEnded = lazy(() =>
  import('../features/report/results-states.tsx').then((m) => ({ default: m.SearchEnded })),
)
const HistoryPage = lazy(() =>
  import('../features/report/history/history-page.tsx').then((m) => ({ default: m.HistoryPage })),
)
const VerifyWatchPage = lazy(() =>
  import('../features/account/verify-watch-page.tsx').then((m) => ({
    default: m.VerifyWatchPage,
  })),
)

const ROUTES = [
  ['/', <LandingPage />],
  ['/dashboard', <DashboardPage />],
  ['/success', <SuccessPage />],
  ['/billing', <BillingPage />],
  ['/results/:searchId', <ResultsPage />],
  ['/history', <HistoryPage />],
  ['/verify', <VerifyPage />],
  ['/watches/verify', <VerifyWatchPage />],
] as const

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes routes={ROUTES} fallback={<Fallback />} />
    </Suspense>
  )
}

/**
 * Any other path, /results without a search included, goes home. A search's address that is
 * not one of ours (cut short, two pasted together) says so where it lands instead.
 */
function Fallback() {
  const { pathname } = useLocation()
  if (/^\/results\/./.test(pathname)) return <SearchEnded />
  return <Navigate to="/" replace />
}
