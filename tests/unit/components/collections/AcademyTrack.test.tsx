import { render, screen, within } from '@testing-library/react'
import React from 'react'
import { AcademyTrack } from '../../../../src/components/collections/AcademyTrack'

const copy = {
  lead: 'The foundations of access control.',
  audience: 'facility managers new to access control.',
  outcomes: ['read a door schedule', 'follow an event in the log'],
}
const courses = [
  { id: 'a', href: '/academy/courses/a', headingAlt: 'Fundamentals', summary: 'Doors from first principles.', readingTime: 4, lessons: 4 },
  { id: 'b', href: '/academy/courses/b', headingAlt: 'Schedules', summary: null, readingTime: 2, lessons: 3 },
]

// SPEC 2.11: the academy home explains each track (course label), not only names it.
describe('AcademyTrack', () => {
  it('says what the track teaches, for whom and what a learner can do after it', () => {
    render(<AcademyTrack label="Access Control" copy={copy} courses={courses} />)
    const track = screen.getByRole('region', { name: 'Access Control' })
    expect(track).toHaveTextContent(copy.lead)
    expect(track).toHaveTextContent(`For: ${copy.audience}`)
    expect(within(track).getByText('read a door schedule')).toBeInTheDocument()
    expect(track).toHaveTextContent('2 courses · about 6 min in all')
    expect(within(track).getByRole('link', { name: 'All Access Control courses' })).toHaveAttribute(
      'href',
      '/academy/courses?label=Access+Control',
    )
  })

  it('lists its courses in order, each linked, with its lessons and reading time', () => {
    render(<AcademyTrack label="Access Control" copy={copy} courses={courses} />)
    const items = within(screen.getByRole('list', { name: 'Access Control courses, in order' })).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Fundamentals', 'Schedules'])
    expect(items[0]).toHaveTextContent('4 lessons with quizzes · 4 min read')
    expect(items[1]).toHaveTextContent('3 lessons with quizzes · 2 min read')
  })

  it('says so when the track has no courses yet', () => {
    render(<AcademyTrack label="Workplace Technology" copy={copy} courses={[]} />)
    expect(screen.getByRole('region', { name: 'Workplace Technology' })).toHaveTextContent('No courses yet')
    expect(screen.queryByRole('list', { name: /courses, in order/ })).toBeNull()
  })
})
