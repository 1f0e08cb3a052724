import { useRef, type KeyboardEvent, type ReactNode } from 'react'

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
}

/**
 * A row of tabs as the ARIA tabs pattern has it: Tab reaches the selected tab, the arrow keys
 * (and Home, End) move between tabs and select them.
 */
export function TabList<T extends string>({
  label,
  idPrefix,
  tabs,
  value,
  onChange,
  className,
  tabClassName,
}: {
  label: string
  /** Tab i gets the id `${idPrefix}-${key}`, for its panel's aria-labelledby. */
  idPrefix: string
  tabs: readonly (readonly [key: T, content: ReactNode])[]
  value: T
  onChange: (key: T) => void
  className: string
  tabClassName: (selected: boolean) => string
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = KEYS[e.key]
    if (!move) return
    e.preventDefault()
    const current = tabs.findIndex(([key]) => key === value)
    const next = move(Math.max(0, current), tabs.length)
    const tab = tabs[next]
    if (!tab) return
    onChange(tab[0])
    buttons.current[next]?.focus()
  }
  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {tabs.map(([key, content], i) => {
        const selected = key === value
        return (
          <button
            key={key}
            ref={(el) => {
              buttons.current[i] = el
            }}
            id={`${idPrefix}-${key}`}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(key)}
            className={tabClassName(selected)}
          >
            {content}
          </button>
        )
      })}
    </div>
  )
}
