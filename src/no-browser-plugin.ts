/**
 * Stands in, in the browser bundle, for a Gatsby plugin's gatsby-browser that does nothing in a
 * production build but brings code with it: Gatsby's internal Partytown plugin, whose one hook
 * returns at once outside `gatsby develop` yet pulls gatsby-script and Partytown's snippet into
 * every page's initial JavaScript (src/node/client-build.ts).
 */
export {}
