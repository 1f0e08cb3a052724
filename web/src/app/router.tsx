import { Navigate, createBrowserRouter } from 'react-router'
import { LandingPage } from '../features/landing/landing-page.tsx'
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx'
import { SuccessPage } from '../features/success/success-page.tsx'
import { BillingPage } from '../features/billing/billing-page.tsx'

export const router = createBrowserRouter([
  { path: '/', element: <LandingPage /> },
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/success', element: <SuccessPage /> },
  { path: '/billing', element: <BillingPage /> },
  // Any other path goes home.
  { path: '*', element: <Navigate to="/" replace /> },
])
