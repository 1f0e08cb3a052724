import { Fragment } from 'react'
import type { QueryType } from '../../../../shared/module-result.ts'

/**
 * Where a long query may wrap: after the @ of an address, before its dots, after separators.
 * A line then breaks between the parts people read ("farmuser1@ / gmail.com"), never inside
 * one; only a single part wider than the screen is broken where it must.
 */
export function breakable(text: string) {
  const parts = text.split(/(?<=[@_/-])|(?=\.)/)
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}

export function QueryHeading({ type, query }: { type: QueryType; query: string }) {
  return (
    <h1 className="min-w-0 text-xl font-black [overflow-wrap:anywhere] sm:text-2xl">
      <span className="mr-2 rounded-lg bg-brand-50 px-2 py-0.5 align-middle text-xs font-bold tracking-wide text-brand-700 uppercase">
        {type}
      </span>
      {breakable(query)}
    </h1>
  )
}
