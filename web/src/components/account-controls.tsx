import { useNavigate } from '../lib/router.tsx'
import { Coins, LogOut, Settings } from 'lucide-react'
import { Button } from './ui/button.tsx'
import { plural } from '../../../shared/plural.ts'
import { signOut } from '../lib/session.ts'

/** The signed-in part of every header: the credit count, Settings and Sign Out. */
export function AccountControls({
  credits,
  onDark = false,
}: {
  credits: number
  onDark?: boolean
}) {
  const navigate = useNavigate()
  return (
    <div className="flex items-center gap-1.5 sm:gap-2">
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-bold ${onDark ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-700'}`}
        aria-label={plural(credits, 'credit', 'credits')}
      >
        <Coins className="h-4 w-4" aria-hidden="true" />
        <span data-testid="header-credits">{credits}</span>
        <span className="hidden sm:inline">{credits === 1 ? 'credit' : 'credits'}</span>
      </span>
      <Button
        variant={onDark ? 'onDark' : 'secondary'}
        onClick={() => navigate('/dashboard')}
        aria-label="Settings"
      >
        <Settings className="h-4 w-4" aria-hidden="true" />
        <span className="hidden sm:inline">Settings</span>
      </Button>
      <Button
        variant={onDark ? 'onDark' : 'secondary'}
        onClick={() => void signOut()}
        aria-label="Sign Out"
      >
        <LogOut className="h-4 w-4" aria-hidden="true" />
        <span className="hidden sm:inline">Sign Out</span>
      </Button>
    </div>
  )
}
