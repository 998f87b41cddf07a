/**
 * @jest-environment node
 */
import React from 'react'
import { renderToString } from 'react-dom/server'
import { ComponentIsland } from '../../../src/islands/ComponentIsland'
import { PageIslands, takePageIslands, useIsland } from '../../../src/islands/page-islands'

// docs/islands.md: the build notes the islands each page renders, by path.
function Toc(): React.JSX.Element {
  return <nav {...useIsland('toc')} />
}
function Form({ formId }: { formId: string }): React.JSX.Element {
  return <form name={formId} />
}

describe('PageIslands and useIsland', () => {
  it('notes each island a page renders, loaded at start when one of its roots is, and forgets them once read', () => {
    const html = renderToString(
      <PageIslands pathname="/a">
        <Toc />
        <ComponentIsland name="lead-form" component={Form} props={{ formId: 'quote' }} load="interaction" />
      </PageIslands>,
    )
    expect(html).toContain('<nav data-island="toc"></nav>')
    expect(html).toContain(
      'data-island="lead-form" data-island-props="{&quot;formId&quot;:&quot;quote&quot;}" data-island-load="interaction"',
    )
    expect(html).toContain('<form name="quote"></form>')
    expect([...takePageIslands('/a')]).toEqual([
      ['toc', true],
      ['lead-form', false],
    ])
    expect(takePageIslands('/a').size).toBe(0)
  })

  it('keeps two pages rendered at once apart', () => {
    renderToString(
      <PageIslands pathname="/one">
        <Toc />
      </PageIslands>,
    )
    renderToString(<PageIslands pathname="/two">{null}</PageIslands>)
    expect(takePageIslands('/two').size).toBe(0)
    expect([...takePageIslands('/one').keys()]).toEqual(['toc'])
  })
})
