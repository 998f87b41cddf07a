import { render } from '@testing-library/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import React from 'react'
import { ContentImage } from '../../../../src/components/media/ContentImage'

const image = (overrides: Partial<IGatsbyImageData> = {}): IGatsbyImageData => ({
  layout: 'constrained',
  width: 940,
  height: 529,
  images: {
    fallback: {
      src: '/static/a/940.png',
      srcSet: '/static/a/500.png 500w,\n/static/a/940.png 940w',
      sizes: '(min-width: 940px) 940px, 100vw',
    },
    sources: [
      { type: 'image/webp', srcSet: '/static/a/500.webp 500w,\n/static/a/940.webp 940w', sizes: '(min-width: 940px) 940px, 100vw' },
    ],
  },
  placeholder: { fallback: 'data:image/png;base64,AAAA' },
  ...overrides,
})

// docs/content-rendering.md, "Images": static markup only, never a broken image (SPEC 9.9).
describe('ContentImage', () => {
  it('renders nothing without image data or a file to fall back on', () => {
    expect(render(<ContentImage image={null} alt="x" />).container.innerHTML).toBe('')
    expect(render(<ContentImage image={image({ images: { sources: [] } })} alt="x" />).container.innerHTML).toBe('')
  })

  it('renders a picture whose img carries its size, alt, srcset and sizes, lazy by default', () => {
    const { container } = render(<ContentImage image={image()} alt="A reader on a door" />)
    const img = container.querySelector('picture > img') as HTMLImageElement
    expect(img.getAttribute('src')).toBe('/static/a/940.png')
    expect(img.getAttribute('srcset')).toContain('940w')
    expect(img.getAttribute('sizes')).toBe('(min-width: 940px) 940px, 100vw')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['940', '529'])
    expect(img.alt).toBe('A reader on a door')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.hasAttribute('fetchpriority')).toBe(false)
    expect(img.getAttribute('decoding')).toBe('async')
    const source = container.querySelector('picture > source') as HTMLSourceElement
    expect(source.type).toBe('image/webp')
    expect(source.getAttribute('srcset')).toContain('940.webp 940w')
  })

  it('loads the page’s main image eagerly with high priority, and states a given sizes on every candidate', () => {
    const { container } = render(<ContentImage image={image()} alt="" priority="high" sizes="4rem" />)
    const img = container.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.hasAttribute('decoding')).toBe(false)
    expect(img.getAttribute('sizes')).toBe('4rem')
    expect(container.querySelector('source')?.getAttribute('sizes')).toBe('4rem')
  })

  it('reserves the space through its frame, with the blurred placeholder as its background', () => {
    const { container } = render(<ContentImage image={image()} alt="" className="card" />)
    const frame = container.firstElementChild as HTMLElement
    expect(frame.classList.contains('card')).toBe(true)
    expect(frame.style.getPropertyValue('--image-ratio')).toBe('940 / 529')
    expect(frame.style.getPropertyValue('--image-width')).toBe('940px')
    expect(frame.style.backgroundImage).toContain('data:image/png;base64,AAAA')
    expect(frame.hasAttribute('data-placeholder')).toBe(true)
  })

  it('gives a fixed image its height, and an image without placeholder no background', () => {
    const { container } = render(
      <ContentImage image={image({ layout: 'fixed', width: 310, height: 257, placeholder: undefined })} alt="" />,
    )
    const frame = container.firstElementChild as HTMLElement
    expect(frame.style.getPropertyValue('--image-height')).toBe('257px')
    expect(frame.style.backgroundImage).toBe('')
    expect(frame.hasAttribute('data-placeholder')).toBe(false)
  })
})
