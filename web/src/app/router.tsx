import { Navigate, createBrowserRouter } from 'react-router'
import { LandingPage } from '../features/landing/landing-page.tsx'
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx'

export const router = createBrowserRouter([
  { path: '/', element: <LandingPage /> },
  { path: '/dashboard', element: <DashboardPage /> },
  // Any other path goes home.
  { path: '*', element: <Navigate to="/" replace /> },
])
