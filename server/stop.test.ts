import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { stopInOrder } from './stop.ts'

function recorder() {
  const lines: { level: string; details: object; message: string }[] = []
  let exited: (code: number) => void = () => undefined
  const exit = new Promise<number>((resolve) => (exited = resolve))
  return {
    lines,
    exit,
    options: {
      log: {
        info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
        error: (details: object, message: string) =>
          lines.push({ level: 'error', details, message }),
      },
      exit: (code: number) => exited(code),
    },
  }
}

describe('a stop in order', () => {
  it('runs every step, one after the other, and exits 0', async () => {
    const r = recorder()
    const order: string[] = []
    const step = (name: string) => async () => void order.push(name)
    await stopInOrder(
      [
        ['app', step('app')],
        ['database', step('database')],
      ],
      {
        ...r.options,
        deadlineMs: 1000,
      },
    )
    expect(await r.exit).toBe(0)
    expect(order).toEqual(['app', 'database'])
    expect(r.lines).toMatchObject([{ level: 'info', message: 'stopped' }])
  })

  it('past its deadline is a failure: logged at error level with the step and what is open', async () => {
    const r = recorder()
    // A step that never ends, with a listening socket holding the process open.
    const held = createServer().listen(0, '127.0.0.1')
    void stopInOrder([['closing the app', () => new Promise(() => undefined)]], {
      ...r.options,
      deadlineMs: 50,
    })
    expect(await r.exit).toBe(1)
    held.close()
    expect(r.lines).toHaveLength(1)
    expect(r.lines[0]).toMatchObject({
      level: 'error',
      message: 'forced exit: the stop did not finish within 0.05 s',
      details: { step: 'closing the app', open: expect.objectContaining({ TCPServerWrap: 1 }) },
    })
  })

  it('exits 1 when a step throws, saying which', async () => {
    const r = recorder()
    await stopInOrder([['closing the database', () => Promise.reject(new Error('gone'))]], {
      ...r.options,
      deadlineMs: 1000,
    })
    expect(await r.exit).toBe(1)
    expect(r.lines[0]).toMatchObject({ level: 'error', details: { step: 'closing the database' } })
  })
})
