import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { SignInModalProvider } from './components/sign-in-modal.tsx'
import { LiveCredits } from './lib/live-credits.ts'
import { router } from './app/router.tsx'
import './styles.css'

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } },
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SignInModalProvider>
        <LiveCredits />
        <RouterProvider router={router} />
      </SignInModalProvider>
    </QueryClientProvider>
  </StrictMode>,
)
