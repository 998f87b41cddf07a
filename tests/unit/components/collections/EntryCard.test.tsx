import { render, screen } from '@testing-library/react'
import React from 'react'
import { EntryCard } from '../../../../src/components/collections/EntryCard'
import { CARD_SUMMARY_LENGTH } from '../../../../src/lib/content/collections'

// SPEC 9.10: a collection card cuts a long summary back to a space and adds '...'.
const entry = {
  id: 'a',
  href: '/blog/a-post',
  headingAlt: 'A post',
  summary: `${'Door readers talk to controllers over OSDP '.repeat(5)}and the rest of this sentence is cut`,
  publishedIso: '2026-10-02',
  readingTime: 4,
  cardImage: null,
} as Queries.EntryCardFragment

describe('EntryCard', () => {
  it('truncates a long summary per SPEC 9.10', () => {
    render(<EntryCard entry={entry} />)
    const summary = screen.getByText(/^Door readers/)
    expect(summary.textContent?.endsWith('...')).toBe(true)
    expect((summary.textContent ?? '').length).toBeLessThanOrEqual(CARD_SUMMARY_LENGTH + 3)
    expect(summary.textContent).not.toContain('cut')
  })

  it('links the short title and shows the date, with the reading time only when asked', () => {
    const { rerender } = render(<EntryCard entry={entry} />)
    expect(screen.getByRole('link', { name: 'A post' })).toHaveAttribute('href', '/blog/a-post')
    expect(screen.getByText('October 2, 2026')).toHaveAttribute('datetime', '2026-10-02')
    expect(screen.queryByText('4 min read')).toBeNull()
    rerender(<EntryCard entry={entry} showReadingTime />)
    expect(screen.getByText('4 min read')).toBeInTheDocument()
  })

  it('is one link per card: a linked card whose only link is the title', () => {
    const { container } = render(<EntryCard entry={entry} eyebrow="Guides" showReadingTime />)
    expect(container.querySelectorAll('a')).toHaveLength(1)
    expect(screen.getByRole('link').closest('h3')).not.toBeNull()
  })

  it("loads the featured card's image first (the blog index's largest paint); other cards' lazily", () => {
    const image = {
      width: 669,
      height: 376,
      layout: 'constrained',
      images: { fallback: { src: '/a.png', srcSet: '/a.png 669w', sizes: '669px' }, sources: [] },
    }
    const withImage = { ...entry, cardImage: { alt: 'A door', gatsbyImageData: image } } as unknown as Queries.EntryCardFragment
    const { rerender } = render(<EntryCard entry={withImage} featured />)
    expect(screen.getByRole('img', { name: 'A door' })).toHaveAttribute('loading', 'eager')
    expect(screen.getByRole('img', { name: 'A door' })).toHaveAttribute('fetchpriority', 'high')
    rerender(<EntryCard entry={withImage} />)
    expect(screen.getByRole('img', { name: 'A door' })).toHaveAttribute('loading', 'lazy')
    expect(screen.getByRole('img', { name: 'A door' })).not.toHaveAttribute('fetchpriority')
  })
})
