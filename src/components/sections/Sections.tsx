import React from 'react'
import { Body } from '../content/Body'
import { SiteLink } from '../links/SiteLink'

/** Landing pages are composed of typed sections; the build checks each `_type` (src/node/cms/model.ts). */
interface Link {
  text: string
  href: string
}
interface Keyed {
  _key: string
}
type Section = Keyed &
  (
    | { _type: 'hero'; heading: string; text?: string; primaryCta?: Link; secondaryCta?: Link }
    | { _type: 'richText'; heading?: string; body: unknown }
    | { _type: 'featureGrid'; heading?: string; items: (Keyed & { title: string; text: string; href?: string })[] }
    | { _type: 'stats'; heading?: string; items: (Keyed & { value: string; label: string })[] }
    | { _type: 'ctaBanner'; headingAlt: string; text?: string; buttons?: (Keyed & Link)[] }
    | { _type: 'faq'; heading?: string; items: (Keyed & { question: string; answer: string })[] }
  )

function CtaLink({ link, className }: { link?: Link; className?: string }): React.JSX.Element | null {
  return link ? (
    <SiteLink href={link.href} className={className}>
      {link.text}
    </SiteLink>
  ) : null
}

function SectionView({ section }: { section: Section }): React.JSX.Element {
  switch (section._type) {
    case 'hero':
      return (
        <section className="hero">
          <p className="lead">{section.text}</p>
          <CtaLink link={section.primaryCta} className="button" />
          <CtaLink link={section.secondaryCta} />
        </section>
      )
    case 'richText':
      return (
        <section>
          {section.heading ? <h2>{section.heading}</h2> : null}
          <Body value={section.body} />
        </section>
      )
    case 'featureGrid':
      return (
        <section>
          {section.heading ? <h2>{section.heading}</h2> : null}
          <ul className="grid">
            {section.items.map((item) => (
              <li key={item._key}>
                <h3>{item.href ? <SiteLink href={item.href}>{item.title}</SiteLink> : item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )
    case 'stats':
      return (
        <section>
          {section.heading ? <h2>{section.heading}</h2> : null}
          <dl className="stats">
            {section.items.map((item) => (
              <div key={item._key}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )
    case 'ctaBanner':
      return (
        <section className="banner">
          <h2>{section.headingAlt}</h2>
          {section.text ? <p>{section.text}</p> : null}
          {section.buttons?.map((b) => <CtaLink key={b._key} link={b} className="button" />)}
        </section>
      )
    case 'faq':
      return (
        <section>
          {section.heading ? <h2>{section.heading}</h2> : null}
          {section.items.map((item) => (
            <details key={item._key}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      )
  }
}

export function Sections({ sections }: { sections: unknown }): React.JSX.Element {
  return (
    <>
      {(sections as Section[]).map((section) => (
        <SectionView key={section._key} section={section} />
      ))}
    </>
  )
}
