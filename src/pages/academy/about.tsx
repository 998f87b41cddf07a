import type { HeadFC } from 'gatsby'
import React from 'react'
import { SiteLink } from '../../components/links/SiteLink'
import { Heading } from '../../components/laika/Heading'
import { PageIntro } from '../../components/laika/PageIntro'
import { Seo } from '../../components/seo/Seo'
import { site } from '../../config/site-config'

const TITLE = `What is ${site.brand.name} Academy?`

/** SPEC 2.11, 2.18: documentation links in the app, help-centre links in a new tab. */
export default function AcademyAbout(): React.JSX.Element {
  return (
    <>
      <PageIntro
        as="article"
        title={TITLE}
        lead={
          <>
            {site.brand.name} Academy is a free library of courses for everyone who plans, installs or runs access control: facility
            managers, IT teams, security leads and installers.
          </>
        }
      >
        <Heading level={2} size="Xl">
          Learn the product
        </Heading>
        <ul>
          <li>
            <SiteLink href="/docs">Read the documentation</SiteLink>
          </li>
          <li>
            <SiteLink href="/access-control-system">Explore the access control system</SiteLink>
          </li>
        </ul>
        <Heading level={2} size="Xl">
          Get set up with the help centre
        </Heading>
        <ul>
          <li>
            <SiteLink href={site.helpCentre.installation}>Installation guides</SiteLink>
          </li>
          <li>
            <SiteLink href={site.helpCentre.adminOnboarding}>Admin onboarding</SiteLink>
          </li>
          <li>
            <SiteLink href={site.helpCentre.userOnboarding}>User onboarding</SiteLink>
          </li>
        </ul>
        <p>
          <SiteLink href="/how-it-works" className="button">
            See how it works
          </SiteLink>
        </p>
      </PageIntro>
    </>
  )
}

export const Head: HeadFC = () => (
  <Seo title={TITLE} description={`What ${site.brand.name} Academy offers and where to start.`} path="/academy/about" />
)
