// The redirects a site has after a year of editing (docs/dataset.md): posts renamed, pages merged,
// a product retired, the old blog's addresses, and one temporary campaign address. Each is a
// `redirect` document (docs/content-model.md, "Redirects").

/** A redirect document; its id follows from its `from`, so the same source gives the same ids. */
const redirect = (from, to, { permanent = true } = {}) => ({
  _id: `redirect.${from.slice(1).replace(/[/:]+/g, '-')}`,
  _type: 'redirect',
  from,
  to,
  permanent,
})

/** Blog posts whose slug an editor shortened or sharpened after they were published: old slug → new. */
const renamedPosts = [
  ['why-prox-cards-are-easy-to-clone', 'why-125khz-prox-cards-are-easy-to-clone'],
  ['tailgating-by-the-numbers', 'tailgating-what-the-data-says'],
  ['smart-locks-vs-access-control', 'choosing-between-smart-locks-and-access-control'],
]

export const redirects = [
  ...renamedPosts.map(([before, after]) => redirect(`/blog/${before}`, `/blog/${after}`)),
  // The blog lived under /old-blog before the site moved to Gatsby: every post kept its slug.
  redirect('/old-blog/:slug', '/blog/:slug'),
  // A renamed post's old-blog address goes straight to its new name, not through its old one.
  ...renamedPosts.map(([before, after]) => redirect(`/old-blog/${before}`, `/blog/${after}`)),
  // Merged pages: their content now lives in one page.
  redirect('/why-cloud-access-control', '/why-threshold'),
  redirect('/partners', '/resellers'),
  // A retired product: the standalone keypad became one of the access methods.
  redirect('/products/keypad', '/products/access-methods'),
  // A campaign address printed on flyers, pointed at the running offer for now.
  redirect('/spring-offer', '/lp/video-intercom-offer', { permanent: false }),
]
