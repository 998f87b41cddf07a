/** Gatsby's runtime needs its build; unit tests use this stand-in (https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/). */
export const graphql = (): void => undefined
export const useStaticQuery = jest.fn()
