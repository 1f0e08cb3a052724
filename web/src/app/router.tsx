import { Navigate, createBrowserRouter } from 'react-router'
import { LandingPage } from '../features/landing/landing-page.tsx'

// The landing page ships in the first bundle; every other screen loads when visited.
export const router = createBrowserRouter([
  { path: '/', element: <LandingPage /> },
  {
    path: '/dashboard',
    lazy: async () => ({
      Component: (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage,
    }),
  },
  {
    path: '/success',
    lazy: async () => ({
      Component: (await import('../features/success/success-page.tsx')).SuccessPage,
    }),
  },
  {
    path: '/billing',
    lazy: async () => ({
      Component: (await import('../features/billing/billing-page.tsx')).BillingPage,
    }),
  },
  {
    path: '/results',
    lazy: async () => ({
      Component: (await import('../features/results/results-page.tsx')).ResultsPage,
    }),
  },
  {
    path: '/history',
    lazy: async () => ({
      Component: (await import('../features/history/history-page.tsx')).HistoryPage,
    }),
  },
  // Any other path goes home.
  { path: '*', element: <Navigate to="/" replace /> },
])
