/**
 * Stands in, in the browser bundle, for Gatsby runtime modules that do nothing in this site's
 * production build but bring code with them (src/node/client-build.ts): the internal Partytown
 * plugin's gatsby-browser, whose one hook returns at once outside `gatsby develop` yet pulls
 * gatsby-script and Partytown's snippet into every page's initial JavaScript; and the service
 * worker's registration, which production-app requires only when a plugin registers a worker.
 */
export {}
