import type { HeadFC } from 'gatsby'
import React from 'react'
import { ErrorPage } from '../components/errors/ErrorPage'
import { Seo } from '../components/seo/Seo'
import { errorTitle } from '../lib/errors/error-page'

/** SPEC 2.16: where a failed lead-form post lands. */
export default function ErrorRoutePage(): React.JSX.Element {
  return <ErrorPage status={500} />
}

export const Head: HeadFC = () => <Seo title={errorTitle(500)} path="/error" noindex />
