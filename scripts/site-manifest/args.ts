import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

export const USAGE =
  'usage: npx tsx scripts/site-manifest/generate.ts --maigret FILE --sherlock FILE ' +
  '--whatsmyname FILE --out FILE [--count N] [--merge engine/sites/sites.json] [--wmn-out engine/sites/sites-wmn.json]'

export interface GeneratorArgs {
  /** Maigret's data.json. */
  maigret: string
  /** Sherlock's data.json. */
  sherlock: string
  /** WhatsMyName's wmn-data.json: cross-checked, and the source of sites-wmn.json. */
  whatsmyname: string
  out: string
  /** How many sites to keep. */
  count: number
  /** A manifest to extend: its entries are kept as they are, new sites added beside them. */
  merge?: string
  /** Where to write the sites only WhatsMyName knows (CC BY-SA 4.0, kept apart: ADR 018). */
  wmnOut?: string
}

const PATHS = ['maigret', 'sherlock', 'whatsmyname', 'out'] as const

/**
 * Reads the command line; what is wrong with it is thrown. Every path is required: the data
 * sets live outside the repository, and an output path given on purpose keeps a run from
 * overwriting the hand-edited manifest.
 */
export function parseGeneratorArgs(argv: readonly string[]): GeneratorArgs {
  // Strict: an unknown option or a missing value throws, worded for the person at the terminal.
  const { values } = parseArgs({
    args: [...argv],
    options: {
      maigret: { type: 'string' },
      sherlock: { type: 'string' },
      whatsmyname: { type: 'string' },
      out: { type: 'string' },
      count: { type: 'string', default: '520' },
      merge: { type: 'string' },
      'wmn-out': { type: 'string' },
    },
  })
  const { maigret, sherlock, whatsmyname, out } = values
  if (!maigret || !sherlock || !whatsmyname || !out) {
    const missing = PATHS.filter((name) => !values[name]).map((name) => `--${name}`)
    throw new Error(`missing ${missing.join(', ')}`)
  }
  const count = Number(values.count)
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`--count must be a positive whole number, not "${values.count}"`)
  }
  return {
    maigret,
    sherlock,
    whatsmyname,
    out,
    count,
    ...(values.merge ? { merge: values.merge } : {}),
    ...(values['wmn-out'] ? { wmnOut: values['wmn-out'] } : {}),
  }
}

/** One input data set, parsed; a missing or malformed file is thrown naming it and the option. */
export function readDataSet(option: string, path: string): unknown {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (err) {
    throw new Error(`--${option} ${path}: ${(err as NodeJS.ErrnoException).code ?? err}`, {
      cause: err,
    })
  }
  try {
    return JSON.parse(text)
  } catch (err) {
    throw new Error(`--${option} ${path} is not JSON: ${(err as Error).message}`, { cause: err })
  }
}
