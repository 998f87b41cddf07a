import React from 'react'
import { DocsHead } from '../../../components/laika-docs/DocsHead'
import { DocsPage, DocsSection } from '../../../components/laika-docs/DocsPage'
import { Code, DocsTable } from '../../../components/laika-docs/DocsTable'
import * as docs from '../../../components/laika-docs/docs.module.css'
import { cssVar, cssVariableName } from '../../../lib/laika/design-tokens'
import { space } from '../../../styles/tokens/space'

/** SPEC 2.15: the spacing scale, each step drawn at its real size. */
export default function SpacePage(): React.JSX.Element {
  return (
    <DocsPage title="Space" intro="One spacing scale for margins, paddings and gaps, in rem so it follows the visitor's text size.">
      <DocsSection title="Spacing scale">
        <DocsTable
          caption="Spacing scale"
          head={['Step', 'CSS variable', 'Value', 'Size']}
          rows={Object.entries(space).map(([step, value]) => ({
            key: step,
            cells: [
              step,
              <Code key="v">{cssVariableName('space', step)}</Code>,
              <Code key="x">{value}</Code>,
              <div key="b" className={docs.bar} style={{ width: cssVar('space', step) }} aria-hidden="true" />,
            ],
          }))}
        />
      </DocsSection>
    </DocsPage>
  )
}

export const Head = (): React.JSX.Element => (
  <DocsHead
    title="Space"
    description="Laika's spacing scale in rem, from the gap between a label and its field to the space between sections."
    path="/laika/foundations/space"
  />
)
