import { BLOG_POSTS_PER_PAGE } from '../../src/lib/content/collections'
import { ACADEMY_LABELS } from '../../src/lib/content/taxonomy'
import { get } from '../helpers/served-site'
import { otherProjectPages, publishedEntries } from '../helpers/site-dataset'

// SPEC 2.10, 2.11, 2.12 (docs/collections.md): what the served build answers for the collections,
// checked against the dataset the site was built from (the collection pages in Chromium:
// tests/e2e/collections.spec.ts).
const posts = publishedEntries('blogPost')
const courses = publishedEntries('academyCourse')
const pageCount = Math.max(1, Math.ceil(posts.length / BLOG_POSTS_PER_PAGE))

test('a blog page past the last one does not exist', async () => {
  expect((await get(`/blog/page/${pageCount + 1}`)).status).toBe(404)
})

test('every course is in the static HTML of /academy/courses, whatever the label', async () => {
  const html = await (await get(`/academy/courses?label=${encodeURIComponent(ACADEMY_LABELS[1])}`)).text()
  for (const course of courses) expect(html).toContain(`href="${course.href}"`)
})

// SPEC 2.10, 3.3: content of another project lives on the sister coworking site, not here.
test('a document of another project is no page of this site: not built, nor in the sitemap', async () => {
  // The dataset needs a document of another project.
  expect(otherProjectPages.length).toBeGreaterThan(0)
  const sitemap = await (await get('/sitemap.xml')).text()
  for (const doc of otherProjectPages) {
    const href = String(doc.href)
    expect((await get(href)).status).toBe(404)
    expect(sitemap).not.toContain(`${href}<`)
  }
})
