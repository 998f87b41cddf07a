import React from 'react'
import { ThemeColorTable } from '../../components/laika-docs/ThemeColorTable'
import { DocsHead } from '../../components/laika-docs/DocsHead'
import { DocsPage, DocsSection } from '../../components/laika-docs/DocsPage'
import { Code, DocsTable } from '../../components/laika-docs/DocsTable'
import { tokenRows } from '../../lib/laika/design-tokens'
import { tokenGroups } from '../../styles/tokens'

/** SPEC 2.15: every token with its CSS variable and value, generated from the token modules. */
export default function DesignTokensPage(): React.JSX.Element {
  return (
    <DocsPage
      title="Design tokens"
      intro="Every token, as a CSS custom property. This list is generated from the token modules at build time."
    >
      {tokenGroups.map((group) => (
        <DocsSection key={group.name} title={group.name}>
          <DocsTable
            caption={`${group.name} tokens`}
            head={['Token', 'CSS variable', 'Value']}
            rows={tokenRows([group]).map((row) => ({
              key: row.cssVariable,
              cells: [row.name, <Code key="v">{row.cssVariable}</Code>, <Code key="x">{row.value}</Code>],
            }))}
          />
        </DocsSection>
      ))}
      <DocsSection title="color (themed)">
        <ThemeColorTable />
      </DocsSection>
    </DocsPage>
  )
}

export const Head = (): React.JSX.Element => (
  <DocsHead
    title="Design tokens"
    description="Every Laika design token by name: colours, type, space, radii, shadows and breakpoints, as CSS custom properties."
    path="/laika/design-tokens"
  />
)
