import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { SignInModalProvider } from './components/sign-in-modal.tsx'
import { LiveCredits } from './lib/live-credits.ts'
import { AppRoutes } from './app/router.tsx'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <SignInModalProvider>
      <LiveCredits />
      <AppRoutes />
    </SignInModalProvider>
  </StrictMode>,
)
