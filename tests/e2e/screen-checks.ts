import { mkdirSync } from 'node:fs'
import axe from 'axe-core'
import { expect, type Page } from '@playwright/test'

export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 390, height: 844 }

/** Resolves after the browser has laid out and painted twice: a resize has settled. */
export async function afterLayout(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/**
 * Everything on screen that does not fit: the page scrolling sideways, an element sticking
 * out of its parent, or content cut off by its own box (truncated text, a clipped badge).
 * Scrolling containers (a tab strip that scrolls) may hold wider content; what they hold is
 * not checked against them.
 */
export function findOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const testId = el.getAttribute('data-testid')
      return `<${el.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''}> "${text}"`
    }
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`)

    const scrolls = (style: CSSStyleDeclaration) =>
      ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY)
    const clips = (value: string) => value === 'hidden' || value === 'clip'

    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue
      const style = getComputedStyle(el)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const rect = el.getBoundingClientRect()
      // Screen-reader-only text is a 1 px box by design.
      if (rect.width <= 1 || rect.height <= 1) continue

      if (clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${describe(el)} is cut off (${el.scrollWidth} > ${el.clientWidth} px wide)`)
      else if (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 2)
        problems.push(
          `${describe(el)} is cut off (${el.scrollHeight} > ${el.clientHeight} px high)`,
        )

      const parent = el.parentElement
      if (!parent || parent === document.body) continue
      const box = parent.getBoundingClientRect()
      // Inside a screen-reader-only box (a table's hidden header row on a phone).
      if (box.width <= 1 || box.height <= 1) continue
      let inScroller = false
      for (let a: Element | null = parent; a && a !== document.body; a = a.parentElement) {
        if (scrolls(getComputedStyle(a))) {
          inScroller = true
          break
        }
      }
      if (inScroller || style.position === 'fixed') continue
      if (rect.left < box.left - 1 || rect.right > box.right + 1)
        problems.push(
          `${describe(el)} sticks out of ${describe(parent)} (${Math.round(rect.left)}–${Math.round(rect.right)} outside ${Math.round(box.left)}–${Math.round(box.right)})`,
        )
    }
    return problems
  })
}

/**
 * axe-core's serious and critical violations on the page as it is now. axe is put into the
 * page once per document (a screen checked at both widths is one document) and asked for
 * violations only: a third of the time of a fresh injection that also gathers every rule
 * that passed.
 */
export async function findA11yViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  )
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}: ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    )
}

/**
 * Checks the current screen at 1280 and 390 px wide: nothing overflows, axe finds no serious
 * or critical violation, and a full-page screenshot is kept in test-results/screenshots/.
 */
export async function checkScreen(page: Page, name: string) {
  mkdirSync('test-results/screenshots', { recursive: true })
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size)
    await afterLayout(page)
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.png`, fullPage: true })
    expect.soft(await findOverflow(page), `${name} at ${size.width} px: overflow`).toEqual([])
    expect.soft(await findA11yViolations(page), `${name} at ${size.width} px: axe`).toEqual([])
  }
  await page.setViewportSize(DESKTOP)
  await afterLayout(page)
}
