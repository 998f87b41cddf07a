import type { HeadFC } from 'gatsby'
import React from 'react'
import { DocsHead } from '../../../components/laika-docs/DocsHead'
import { DocsPage, DocsSection } from '../../../components/laika-docs/DocsPage'
import { Button } from '../../../components/laika/Button'
import { Text } from '../../../components/laika/Text'
import { usePopups, type PopupApi } from '../../../components/popups/PopupLayer'

const PATH = '/laika/components/popup-layer'

/** Opens the example popup; its content opens another on top, to show the stack. */
function openExample(popups: PopupApi, depth: number): void {
  popups.open({
    title: `Popup ${depth}`,
    render: (close) => (
      <>
        <Text>
          This is popup {depth} of the stack. Tab stays inside it, Escape or the close button closes it, and focus goes back to the button
          that opened it.
        </Text>
        <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
          <Button onClick={() => openExample(popups, depth + 1)}>Open another popup</Button>
          <Button rank="beta" onClick={close}>
            Done
          </Button>
        </div>
      </>
    ),
  })
}

/** SPEC 2.7: the popup layer, documented with a live example. */
export default function PopupLayerPage(): React.JSX.Element {
  const popups = usePopups()
  return (
    <DocsPage
      title="Popup layer"
      intro="Popups stack over the page in the global layout. Each gets its own increasing id and closes on its own; the page does not scroll while any is open."
    >
      <DocsSection title="Example">
        <Button onClick={() => openExample(popups, 1)}>Open a popup</Button>
      </DocsSection>
      <DocsSection title="Use">
        <Text>
          Call <code>usePopups().open({'{ title, render }'})</code> from any component: it returns the popup&apos;s id, and{' '}
          <code>render</code> receives a function that closes this popup only.
        </Text>
      </DocsSection>
    </DocsPage>
  )
}

export const Head: HeadFC = () => <DocsHead title="Popup layer" path={PATH} />
