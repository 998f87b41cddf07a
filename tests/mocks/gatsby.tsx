import React from 'react'

/** Gatsby's runtime needs its build; unit tests use this stand-in (https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/). */
export const graphql = (): void => undefined
export const useStaticQuery = jest.fn()
export const navigate = jest.fn()
export const prefetchPathname = jest.fn()
/** The site has no path prefix, so Gatsby's withPrefix leaves a path as it is. */
export const withPrefix = (path: string): string => path
export function Link({ to, children, ...rest }: { to: string; children?: React.ReactNode } & Record<string, unknown>) {
  return (
    <a href={to} data-gatsby-link="" {...rest}>
      {children}
    </a>
  )
}
