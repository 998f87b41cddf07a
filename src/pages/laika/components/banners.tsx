import type { HeadFC } from 'gatsby'
import React from 'react'
import { AnnouncementBanner } from '../../../components/banners/AnnouncementBanner'
import { DocsHead } from '../../../components/laika-docs/DocsHead'
import { DocsPage, DocsSection } from '../../../components/laika-docs/DocsPage'
import * as docs from '../../../components/laika-docs/docs.module.css'
import { Text } from '../../../components/laika/Text'

const PATH = '/laika/components/banners'

const FILLER = [
  'The page goes on below the banner.',
  'Scroll this box to see where the banner stays.',
  'More of the page.',
  'And more.',
  'The end of the page.',
]

/** An example banner in a box that scrolls like a page (keyboard users scroll it too: it takes focus). */
function Example({ position, closable = false }: { position: 'static' | 'floating'; closable?: boolean }): React.JSX.Element {
  const label = `${position === 'static' ? 'Static' : 'Floating'}${closable ? ' closable' : ''} banner`
  return (
    <div className={docs.scrollFrame} tabIndex={0} role="region" aria-label={`${label} example`} data-example={position}>
      <AnnouncementBanner label={label} position={position} closable={closable}>
        <span>The video intercom is now shipping.</span>
      </AnnouncementBanner>
      {FILLER.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  )
}

/** SPEC 2.4, 4.2: the banner's two positions and the closable option, with live examples. */
export default function BannersPage(): React.JSX.Element {
  return (
    <DocsPage
      title="Banners"
      intro="A banner runs across the top of the page. The site's top banner announces the video intercom; it starts open and cannot be closed."
    >
      <DocsSection title="Static">
        <Text>In the page flow: it scrolls away with the page. The site's top banner is static.</Text>
        <Example position="static" />
      </DocsSection>
      <DocsSection title="Floating">
        <Text>Stays at the top of the page while it scrolls, above the navigation.</Text>
        <Example position="floating" />
      </DocsSection>
      <DocsSection title="Closable">
        <Text>
          Only a banner marked <code>closable</code> gets a close button. Every banner starts open.
        </Text>
        <Example position="static" closable />
      </DocsSection>
    </DocsPage>
  )
}

export const Head: HeadFC = () => (
  <DocsHead
    title="Banners"
    description="Laika's banners: the top announcement, static or floating, and closable banners, with live examples."
    path={PATH}
  />
)
