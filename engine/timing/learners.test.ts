import { describe, expect, it } from 'vitest'
import { MAX_LEARNERS, claimLearner, learnersRunning } from './learners.ts'

describe('learners past the deadline', () => {
  it('keeps one per platform, and frees it once released', () => {
    const release = claimLearner('learner-test-a')
    expect(release).toBeTypeOf('function')
    expect(claimLearner('learner-test-a')).toBeUndefined()
    release?.()
    release?.()
    const again = claimLearner('learner-test-a')
    expect(again).toBeTypeOf('function')
    again?.()
  })

  it('keeps no more than its bound in one process', () => {
    const held: (() => void)[] = []
    for (let i = 0; learnersRunning() < MAX_LEARNERS; i++) {
      const release = claimLearner(`learner-test-bound-${i}`)
      if (release) held.push(release)
    }
    expect(claimLearner('learner-test-one-more')).toBeUndefined()
    for (const release of held) release()
    const after = claimLearner('learner-test-one-more')
    expect(after).toBeTypeOf('function')
    after?.()
  })
})
