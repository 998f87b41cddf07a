import React from 'react'
import { DocsHead } from '../../../components/laika-docs/DocsHead'
import { DocsPage, DocsSection } from '../../../components/laika-docs/DocsPage'
import { Code, DocsTable } from '../../../components/laika-docs/DocsTable'
import { Text } from '../../../components/laika/Text'
import { cssVariableName } from '../../../lib/laika/design-tokens'
import { fontSizes, typography } from '../../../styles/tokens/typography'

const variable = (name: string): string => cssVariableName('typography', name)

/** SPEC 2.15: the type scale, each size set in itself, and the families, weights and line heights. */
export default function TypographyPage(): React.JSX.Element {
  return (
    <DocsPage title="Typography" intro="System font stacks, so no page fetches a font, and one type scale that Heading and Text share.">
      <DocsSection title="Type scale">
        {fontSizes.map((size) => (
          <div key={size}>
            <Text size="Sm" muted>
              <Code>{variable(`fontSize${size}`)}</Code> · {typography[`fontSize${size}`]}
            </Text>
            <Text size={size}>Connect people and spaces</Text>
          </div>
        ))}
      </DocsSection>
      <DocsSection title="Families, weights and line heights">
        <DocsTable
          caption="Other typography tokens"
          head={['Token', 'CSS variable', 'Value']}
          rows={Object.entries(typography)
            .filter(([name]) => !name.startsWith('fontSize'))
            .map(([name, value]) => ({
              key: name,
              cells: [name, <Code key="v">{variable(name)}</Code>, <Code key="x">{value}</Code>],
            }))}
        />
      </DocsSection>
    </DocsPage>
  )
}

export const Head = (): React.JSX.Element => (
  <DocsHead
    title="Typography"
    description="Laika's type scale, font families and weights, with each heading level and text size shown live."
    path="/laika/foundations/typography"
  />
)
