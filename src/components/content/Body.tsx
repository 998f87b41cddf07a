import { PortableText, type PortableTextBlock, type PortableTextComponents } from '@portabletext/react'
import React from 'react'
import { SiteLink } from '../links/SiteLink'

/** A body is a list of typed blocks (SPEC 3.3), checked against the content model at build time. */
type Block = { _type: string; _key?: string; [field: string]: unknown }

interface Button {
  _key?: string
  text: string
  href: string
}

interface BannerContent {
  headingAlt?: string
  text?: string
  buttons?: Button[]
}

interface QuoteAuthor {
  name: string
  jobTitle?: string
  company?: { name?: string }
}

function Banner({ content, intention }: { content?: BannerContent; intention?: string }): React.JSX.Element | null {
  if (!content) return null
  return (
    <aside className="banner" data-intention={intention}>
      {content.headingAlt ? <h2>{content.headingAlt}</h2> : null}
      {content.text ? <p>{content.text}</p> : null}
      {content.buttons?.map((b) => (
        <SiteLink key={b._key ?? b.href} href={b.href} className="button">
          {b.text}
        </SiteLink>
      ))}
    </aside>
  )
}

/** SPEC 3.3: 'jobTitle @ company name'. */
function describeAuthor(author?: QuoteAuthor): string {
  if (!author) return ''
  return [author.jobTitle, author.company?.name].filter(Boolean).join(' @ ')
}

const components: PortableTextComponents = {
  types: {
    figureImage: ({ value }) => (value.caption ? <figure><figcaption>{value.caption}</figcaption></figure> : null),
    figureTable: ({ value }) => (
      <table>
        <tbody>
          {(value.rows as { _key: string; cells: { _key: string; blocks: PortableTextBlock[] }[] }[]).map((row) => (
            <tr key={row._key}>
              {row.cells.map((cell) => (
                <td key={cell._key}>
                  <PortableText value={cell.blocks} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    ),
    ctaBanner: ({ value }) => <Banner content={value.content} />,
    actionBanner: ({ value }) => <Banner content={value.content} intention={value.intention} />,
    authorQuote: ({ value }) => (
      <figure className="quote">
        <blockquote>
          <PortableText value={value.blocks} />
        </blockquote>
        <figcaption>
          {value.author?.name} <span>{describeAuthor(value.author)}</span>
        </figcaption>
      </figure>
    ),
    authorQuoteBlock: ({ value }) => (
      <figure className="quote">
        <blockquote>
          <PortableText value={value.body} />
        </blockquote>
        <figcaption>
          {value.author?.name} <span>{value.author?.jobTitle}</span>
        </figcaption>
      </figure>
    ),
    videoEmbed: ({ value }) => (
      <p>
        <SiteLink href={value.url} newTab>
          {value.title ?? 'Watch the video'}
        </SiteLink>
      </p>
    ),
  },
  marks: {
    link: ({ value, children }) => (
      <SiteLink href={value?.href ?? '#'} newTab={value?.newTab === true}>
        {children}
      </SiteLink>
    ),
  },
}

export function Body({ value }: { value: unknown }): React.JSX.Element {
  return (
    <div className="body">
      <PortableText value={value as Block[]} components={components} />
    </div>
  )
}
