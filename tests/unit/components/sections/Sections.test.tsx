import { render, screen, within } from '@testing-library/react'
import React from 'react'
import type { Section } from '../../../../src/content-model/types'
import { formAsideIndex, Sections } from '../../../../src/components/sections/Sections'

const hero: Section = {
  _type: 'hero',
  _key: 'h',
  heading: 'One reader for every way in',
  text: 'Phones, badges and PINs.',
  primaryCta: { text: 'Get a quote', href: '/quote' },
  secondaryCta: { text: 'Compare access methods', href: '/products/access-methods' },
}

describe('landing-page sections (docs/content-model.md)', () => {
  it('makes a leading hero the page header: the page heading is the h1, the headline follows, both CTAs link', () => {
    render(<Sections sections={[hero]} page={{ heading: 'The Threshold Reader' }} />)
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent('The Threshold Reader')
    expect(within(header).getByText('One reader for every way in')).toBeInTheDocument()
    expect(within(header).getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/quote')
    expect(within(header).getByRole('link', { name: 'Compare access methods' })).toHaveAttribute('href', '/products/access-methods')
  })

  it('shows the headline once as the h1 when it is the page heading', () => {
    render(<Sections sections={[hero]} page={{ heading: hero.heading }} />)
    expect(screen.getAllByText(hero.heading)).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hero.heading)
  })

  it('gives the page one <h1> when its header is A/B tested: the other variations have a level-1 heading by ARIA (docs/experiments.md)', () => {
    const tag = (variation: string) => ({ campaign: 'homeHero', variation })
    const variations: Section[] = [
      { ...hero, _key: 'a', ab: tag('control') },
      { ...hero, _key: 'b', heading: 'Every door, one dashboard', ab: tag('outcomes') },
    ]
    for (const page of [{ heading: 'Cloud access control' }, undefined]) {
      const { container, unmount } = render(<Sections sections={variations} page={page ?? { heading: hero.heading }} />)
      expect(container.querySelectorAll('h1')).toHaveLength(1)
      const other = container.querySelector('[data-ab-variation="outcomes"]') as HTMLElement
      expect(within(other).getByRole('heading', { level: 1 })).toBeInTheDocument()
      unmount()
    }
  })

  it('renders an FAQ closed, a highlighted plan once, and comparison marks with their words', () => {
    render(
      <Sections
        sections={[
          {
            _type: 'faq',
            _key: 'f',
            heading: 'Questions',
            items: [{ _key: 'q', question: 'Does it work offline?', answer: 'Yes, for 72 hours.' }],
          },
          {
            _type: 'pricingPlans',
            _key: 'p',
            plans: [
              {
                _key: 'a',
                name: 'Core',
                price: '$18',
                description: 'Start.',
                features: ['Doors'],
                cta: { text: 'Get Core', href: '/quote' },
              },
              {
                _key: 'b',
                name: 'Pro',
                price: '$29',
                description: 'Grow.',
                features: ['Visitors'],
                cta: { text: 'Get Pro', href: '/quote' },
                highlighted: true,
              },
            ],
          },
          {
            _type: 'comparisonTable',
            _key: 'c',
            columns: ['Us', 'Them'],
            rows: [{ _key: 'r', feature: 'Offline', values: ['Yes', 'No'] }],
          },
        ]}
      />,
    )
    expect(screen.getByText('Does it work offline?').closest('details')).not.toHaveAttribute('open')
    expect(screen.getAllByText('Most popular')).toHaveLength(1)
    expect(screen.getByText('Most popular').closest('li')).toHaveTextContent('Pro')
    const row = screen.getByRole('row', { name: /Offline/ })
    expect(row).toHaveTextContent('Yes')
    expect(row).toHaveTextContent('No')
  })

  it('renders nothing for a section type it does not know', () => {
    const unknown = { _type: 'marquee', _key: 'm' } as unknown as Section
    const { container } = render(<Sections sections={[unknown]} />)
    // At most the static part's empty boundary (laid out as if it were not there), never raw data.
    expect(container).toHaveTextContent('')
    expect(container.querySelectorAll('[data-static] *')).toHaveLength(0)
  })
})

// /quote: the wide layout uses its right third.
describe('a lead form and what happens next', () => {
  const form: Section = { _type: 'leadForm', _key: 'l', heading: 'Request your quote', formId: 'quote' }
  const grid = (count: number): Section => ({
    _type: 'featureGrid',
    _key: `g${count}`,
    heading: 'What happens next',
    items: Array.from({ length: count }, (_, i) => ({ _key: `i${i}`, title: `Step ${i + 1}`, text: 'Then.' })),
  })

  it('puts a short feature grid right after a lead form beside it', () => {
    expect(formAsideIndex([hero, form, grid(3)], 1)).toBe(2)
    expect(formAsideIndex([form, grid(1)], 0)).toBe(1)
  })

  it('leaves a longer grid, another section after the form, an A/B-tested pair, and other sections as they are', () => {
    expect(formAsideIndex([form, grid(4)], 0)).toBe(-1)
    expect(formAsideIndex([form, hero], 0)).toBe(-1)
    expect(formAsideIndex([form, { ...grid(3), ab: { campaign: 'c', variation: 'control' } }], 0)).toBe(-1)
    expect(formAsideIndex([hero, grid(3)], 0)).toBe(-1)
    expect(formAsideIndex([form], 0)).toBe(-1)
  })
})
