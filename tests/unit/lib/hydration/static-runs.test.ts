import { staticRuns } from '../../../../src/lib/hydration/static-runs'

const isIsland = (block: string): boolean => block.startsWith('form') || block.startsWith('video')

describe('staticRuns', () => {
  it('keeps a body without islands in one static run', () => {
    expect(staticRuns(['p1', 'li1', 'li2', 'h2'], isIsland)).toEqual([{ island: false, items: ['p1', 'li1', 'li2', 'h2'] }])
  })

  it('gives each island a run of its own, and the static blocks between them one run each', () => {
    expect(staticRuns(['p1', 'p2', 'form1', 'video1', 'p3'], isIsland)).toEqual([
      { island: false, items: ['p1', 'p2'] },
      { island: true, items: ['form1'] },
      { island: true, items: ['video1'] },
      { island: false, items: ['p3'] },
    ])
  })

  it('has no run for no blocks', () => {
    expect(staticRuns([], isIsland)).toEqual([])
  })
})
