import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { CLEANUP_DIFFICULTIES } from '../../shared/cleanup.ts'

/** The fields of JustDeleteMe's sites.json we read (see shared/reference/README.md). */
const JdmEntry = z.object({
  name: z.string().min(1),
  url: z.string(),
  difficulty: z.enum(CLEANUP_DIFFICULTIES),
  notes: z.string().nullish(),
  email: z.string().nullish(),
  domains: z.array(z.string()).min(1),
})
export type JdmEntry = z.infer<typeof JdmEntry>

/** Reads JustDeleteMe's data; an entry we cannot read stops the run with its name. */
export function readJdm(file: string | URL): JdmEntry[] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'))
  const parsed = z.array(JdmEntry).safeParse(raw)
  if (!parsed.success) throw new Error(`${String(file)}: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/**
 * JustDeleteMe's notes are Markdown with some HTML line breaks; the report shows plain text:
 * a link becomes its words followed by its address, emphasis and code marks go, breaks are
 * new lines, and its step arrow (⮕, missing from many fonts) is the common →.
 */
export function plainNotes(notes: string | null | undefined): string | undefined {
  const text = (notes ?? '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, (_, words: string, href: string) =>
      words.trim() && words.trim() !== href ? `${words.trim()} (${href})` : href,
    )
    .replace(/\*\*|__|`/g, '')
    .replaceAll('⮕', '→')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
  return text || undefined
}
