import { X } from 'lucide-react'

/** The round "×" that closes an error panel. */
export function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  return (
    <button
      type="button"
      onClick={onDismiss}
      aria-label="Dismiss"
      className="rounded-full p-1 text-red-500 hover:bg-red-100"
    >
      <X className="h-4 w-4" />
    </button>
  )
}
