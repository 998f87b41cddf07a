import type { HeadFC } from 'gatsby'
import React from 'react'
import { DocsHead } from '../../../components/laika-docs/DocsHead'
import { DocsPage, DocsSection } from '../../../components/laika-docs/DocsPage'
import { Button } from '../../../components/laika/Button'
import { Text } from '../../../components/laika/Text'
import { useIsland } from '../../../islands/page-islands'

const PATH = '/laika/components/popup-layer'

/** SPEC 2.7: the popup layer, documented with a live example. */
export default function PopupLayerPage(): React.JSX.Element {
  const example = useIsland('popup-example')
  return (
    <DocsPage
      title="Popup layer"
      intro="Popups stack over the page in the global layout. Each gets its own increasing id and closes on its own; the page does not scroll while any is open."
    >
      <DocsSection title="Example">
        <Button {...example}>Open a popup</Button>
      </DocsSection>
      <DocsSection title="Use">
        <Text>
          Call <code>openPopup({'{ title, render }'})</code> (src/components/popups/PopupLayer.tsx) from an island: it returns the
          popup&apos;s id, and <code>render</code> receives a function that closes this popup only.
        </Text>
      </DocsSection>
    </DocsPage>
  )
}

export const Head: HeadFC = () => (
  <DocsHead
    title="Popup layer"
    description="Laika's popup layer: modal dialogs that keep focus inside, close on Escape and give focus back, with a live example."
    path={PATH}
  />
)
