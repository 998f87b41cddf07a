import React from 'react'
import { DocsHead } from '../../components/laika-docs/DocsHead'
import { DocsPage } from '../../components/laika-docs/DocsPage'
import { ThemingSandbox } from '../../components/laika-docs/ThemingSandbox'
import { ComponentIsland } from '../../islands/ComponentIsland'

/** SPEC 2.15: switch the theme and watch the primitives change; the sandbox is an island, started by the visitor's first move in it. */
export default function ThemingSandboxPage(): React.JSX.Element {
  return (
    <DocsPage title="Theming sandbox" intro="Pick a theme: every primitive below takes its colours from it.">
      <ComponentIsland name="theming-sandbox" component={ThemingSandbox} props={{}} load="interaction" />
    </DocsPage>
  )
}

export const Head = (): React.JSX.Element => (
  <DocsHead
    title="Theming sandbox"
    description="Try Laika's themes live: switch a sample page between the pro and anti themes and see every component follow."
    path="/laika/theming-sandbox"
  />
)
