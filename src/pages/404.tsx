import { Link, type HeadFC } from 'gatsby'
import React from 'react'
import { Seo } from '../components/seo/Seo'

/** SPEC 2.16 */
export default function NotFoundPage(): React.JSX.Element {
  return (
    <section className="error-page">
      <h1>Page not found</h1>
      <p>
        <Link to="/">Go back to the Home Page</Link>
      </p>
    </section>
  )
}

export const Head: HeadFC = () => <Seo title="Page not found" path="/404" noindex />
