import type {
  FieldValue,
  ModuleResult,
  PlatformVariable,
  SpecRecord,
} from '../../../../../shared/module-result.ts'
import { formatFollowers } from './display-bands.ts'
import { safeHttpUrl } from './safe-url.ts'
import { Avatar } from './avatar.tsx'

function FieldText({ field }: { field: FieldValue | PlatformVariable }) {
  const { value, type } = field
  if (type === 'url') {
    const href = safeHttpUrl(value)
    return href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="break-all text-brand-700 hover:underline"
      >
        {String(value)}
      </a>
    ) : (
      <span className="break-all">{String(value)}</span>
    )
  }
  if (type === 'bool') return <span>{value ? 'Yes' : 'No'}</span>
  if (type === 'int' && typeof value === 'number')
    return <span>{value.toLocaleString('en-US')}</span>
  if (type === 'datetime') {
    const date = new Date(String(value))
    return (
      <span>
        {Number.isNaN(date.getTime())
          ? String(value)
          : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
      </span>
    )
  }
  return <span className="break-words whitespace-pre-line">{String(value)}</span>
}

/** Counts what a found result holds: its fields and platform variables. */
export function dataPointCount(result: ModuleResult): number {
  return (result.spec_format ?? []).reduce((n, record) => {
    const fields = Object.keys(record).filter((k) => k !== 'platform_variables').length
    return n + fields + (record.platform_variables?.length ?? 0)
  }, 0)
}

export function recordFields(record: SpecRecord): [string, FieldValue][] {
  return Object.entries(record).filter(
    (entry): entry is [string, FieldValue] =>
      entry[0] !== 'platform_variables' &&
      typeof entry[1] === 'object' &&
      entry[1] !== null &&
      'value' in entry[1],
  )
}

/** The numbered 'Data Record n' blocks of one found platform; every value rendered as text. */
export function DataRecords({ result }: { result: ModuleResult }) {
  const records = result.spec_format ?? []
  return (
    <div className="space-y-3">
      {records.map((record, i) => {
        const picture = safeHttpUrl(record.picture_url?.value)
        const fields = recordFields(record).filter(([key]) => key !== 'picture_url')
        return (
          <div key={i} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <h4 className="text-sm font-bold text-slate-800">Data Record {i + 1}</h4>
            <div className="mt-3 flex gap-4">
              {picture && <Avatar src={picture} label={result.name} size="h-16 w-16" />}
              <dl className="grid min-w-0 flex-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                {fields.map(([key, field]) => (
                  <div key={key} className="min-w-0">
                    <dt className="text-xs text-slate-500">{field.proper_key || key}</dt>
                    <dd className="font-medium text-slate-800">
                      {key === 'followers' && typeof field.value === 'number' ? (
                        formatFollowers(field.value)
                      ) : (
                        <FieldText field={field} />
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
            {record.platform_variables && record.platform_variables.length > 0 && (
              <div className="mt-4">
                <h5 className="text-xs font-bold text-slate-500">Platform Variables</h5>
                <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                  {record.platform_variables.map((v, j) => (
                    <div key={`${v.key}-${j}`} className="min-w-0">
                      <dt className="text-xs text-slate-500">{v.proper_key || v.key}</dt>
                      <dd className="font-medium text-slate-800">
                        <FieldText field={v} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
          </div>
        )
      })}
    </div>
  )
}
