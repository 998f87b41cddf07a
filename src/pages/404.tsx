import type { HeadFC } from 'gatsby'
import React from 'react'
import { ErrorPage } from '../components/errors/ErrorPage'
import { Seo } from '../components/seo/Seo'
import { errorTitle } from '../lib/errors/error-page'

/** SPEC 2.16: the page of every unknown path. */
export default function NotFoundPage(): React.JSX.Element {
  return <ErrorPage status={404} />
}

export const Head: HeadFC = () => <Seo title={errorTitle(404)} path="/404" noindex />
