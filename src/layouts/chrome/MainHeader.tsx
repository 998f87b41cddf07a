import React from 'react'
import { TopBanner } from '../../components/banners/TopBanner'
import { MainNavigation, type NavCta } from '../../components/navigation/main/MainNavigation'
import { SupplementaryBar } from '../../components/navigation/SupplementaryBar'

/** SPEC 2.2: 'Get demo' → /quote, the call to action of the navigation on most layouts. */
const GET_DEMO: NavCta = { text: 'Get demo', href: '/quote' }

/** The header of the layouts with the main navigation: top banner, supplementary bar, navigation (SPEC 2.2–2.4). */
export function MainHeader({ pathname, cta = GET_DEMO }: { pathname: string; cta?: NavCta }): React.JSX.Element {
  return (
    <>
      <TopBanner pathname={pathname} />
      <SupplementaryBar pathname={pathname} />
      <MainNavigation pathname={pathname} cta={cta} />
    </>
  )
}
