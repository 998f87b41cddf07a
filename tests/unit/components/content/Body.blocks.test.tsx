import { fireEvent, render, screen } from '@testing-library/react'
import React from 'react'
import { Body } from '../../../../src/components/content/Body'
import { mount as mountVideo } from '../../../../src/components/media/video.island'
import { site } from '../../../../src/config/site-config'
import { anchorHeadings } from '../../../../src/lib/content/portable-text'
import { islandRoot } from '../../../helpers/islands'

type MarkDef = { _type: string; _key: string; [field: string]: unknown }

const block = (text: string, style = 'normal', markDefs: MarkDef[] = [], marks: string[] = []) => ({
  _type: 'block',
  _key: `${style}-${text}`,
  style,
  markDefs,
  children: [{ _type: 'span', _key: `${text}-s`, text, marks }],
})

describe('Body: headings, links and blocks (SPEC 2.10, 2.18, 3.3)', () => {
  it('gives h1–h3 the anchor ids the build computed; a body h1 is an h2 under the page h1', () => {
    const { body } = anchorHeadings([block('Overview', 'h1'), block('Setup', 'h2'), block('Setup', 'h3')])
    render(<Body value={body} />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.id)).toEqual(['overview', 'setup'])
    expect(screen.getByRole('heading', { level: 3 })).toHaveAttribute('id', 'setup-2')
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })

  it('opens new-tab links with rel noopener, and same-tab links without', () => {
    render(
      <Body
        value={[
          block('NIST', 'normal', [{ _type: 'link', _key: 'n', href: 'https://www.nist.gov/', newTab: true }], ['n']),
          block('pricing', 'normal', [{ _type: 'link', _key: 'p', href: '/pricing' }], ['p']),
        ]}
      />,
    )
    expect(screen.getByRole('link', { name: 'NIST' })).toHaveAttribute('rel', 'noopener')
    expect(screen.getByRole('link', { name: 'NIST' })).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: 'pricing' })).not.toHaveAttribute('target')
  })

  it('points an internal link to content of another project at the sister site', () => {
    render(
      <Body
        value={[
          block('coworking guide', 'normal', [{ _type: 'internalLink', _key: 'c', href: '/guides/desk-booking', project: 'coworking' }], ['c']),
          block('our guide', 'normal', [{ _type: 'internalLink', _key: 'o', href: '/guides/pacs', project: site.mainProject }], ['o']),
        ]}
      />,
    )
    expect(screen.getByRole('link', { name: 'coworking guide' })).toHaveAttribute('href', `${site.sisterSiteUrl}/guides/desk-booking`)
    expect(screen.getByRole('link', { name: 'our guide' })).toHaveAttribute('href', '/guides/pacs')
  })

  it('renders nothing for an unknown block type, never its data', () => {
    const { container } = render(<Body value={[{ _type: 'hologram', _key: 'h', secret: 'raw data' }, block('After')]} />)
    expect(container.textContent).toBe('After')
  })

  it('renders a figure without image data as its caption only, never a broken image', () => {
    const { container } = render(<Body value={[{ _type: 'figureImage', _key: 'f', caption: 'The lockdown control.' }]} />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('The lockdown control.')).toBeInTheDocument()
  })

  it("renders an action banner with its intention and a CTA banner's buttons", () => {
    render(
      <Body
        value={[
          { _type: 'actionBanner', _key: 'a', intention: 'warning', content: { headingAlt: 'Test in a quiet hour', text: 'After hours.' } },
          { _type: 'ctaBanner', _key: 'c', content: { headingAlt: 'Try it', buttons: [{ _key: 'b', text: 'Get demo', href: '/quote' }] } },
        ]}
      />,
    )
    expect(screen.getByText('Test in a quiet hour').closest('aside')).toHaveAttribute('data-intention', 'warning')
    expect(screen.getByRole('link', { name: 'Get demo' })).toHaveAttribute('href', '/quote')
  })

  it('shows an authorQuoteBlock with the author name and job title', () => {
    render(<Body value={[{ _type: 'authorQuoteBlock', _key: 'q', author: { name: 'Daniel Reyes', jobTitle: 'Director of Facilities' }, body: [block('One button.')] }]} />)
    expect(screen.getByText('Daniel Reyes')).toBeInTheDocument()
    expect(screen.getByText('Director of Facilities')).toBeInTheDocument()
  })
})

describe('video embeds (SPEC 3.5, 7.13)', () => {
  afterEach(() => jest.restoreAllMocks())

  it('shows a facade with a play button, and its island loads the player only when it is pressed', () => {
    const { container } = render(<Body value={[{ _type: 'videoEmbed', _key: 'v', url: 'https://youtu.be/dQw4w9WgXcQ', title: 'A drill' }]} />)
    expect(container.querySelector('iframe')).toBeNull()
    const { root, props } = islandRoot(container, 'video')
    mountVideo(root, props)
    fireEvent.click(screen.getByRole('button', { name: 'Play video: A drill' }))
    const iframe = container.querySelector('iframe')
    expect(iframe?.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0&rel=0&autoplay=1&controls=1&enablejsapi=1')
    expect(iframe).toHaveAttribute('title', 'A drill')
  })

  it("logs 'Video not found' for any other host and renders nothing", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { container } = render(<Body value={[{ _type: 'videoEmbed', _key: 'v', url: 'https://www.dailymotion.com/video/x7tgad0', title: 'Elsewhere' }]} />)
    expect(container.querySelector('.video')).toBeNull()
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Video not found'))
  })
})
