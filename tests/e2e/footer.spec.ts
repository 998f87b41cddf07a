import { expect, test, type Locator } from '@playwright/test'
import { byId, docs, legalTitlesByPriority } from '../helpers/site-dataset'
import { waitForHydration } from './helpers'

// SPEC 2.5: the main footer (main layout), the classic footer (classic layout) and the slim footer.
const NEW_FOOTER_ROUTES = [
  '/access-control-system',
  '/access-control-deployments',
  '/access-control-benefits',
  '/why-threshold',
  '/enterprise',
  '/products/accessories',
  '/hardware-ecosystem',
  '/demo',
  '/integrations',
  '/resellers',
  '/resources',
  '/academy',
  '/about',
  '/careers',
  '/updates',
  '/customers',
  '/download',
  '/office-occupancy-index',
  '/threshold-connect-video-sessions',
  '/blog',
  '/support-request',
  '/contact-us',
  '/pricing',
]

async function expectNewTab(link: Locator): Promise<void> {
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener')
}

test('the main footer: title, every route, external links in new tabs, sales phone', async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  await expect(footer.getByRole('heading', { name: 'Connect people and spaces' })).toBeVisible()
  for (const route of NEW_FOOTER_ROUTES) await expect(footer.locator(`a[href="${route}"]`)).toHaveCount(1)
  await expect(footer.getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/resellers')
  const external: [string, string][] = [
    ['Product docs', 'https://docs.threshold.example'],
    ['Help centre', 'https://help.threshold.example'],
    ['API docs', 'https://developers.threshold.example'],
    ['Brand resources', 'https://brand.threshold.example'],
  ]
  for (const [name, href] of external) {
    const link = footer.getByRole('link', { name })
    await expect(link).toHaveAttribute('href', href)
    await expectNewTab(link)
  }
  await expect(footer.getByRole('link', { name: 'Sales: +1 415 555 0142' })).toHaveAttribute('href', 'tel:+14155550142')
})

test('the main footer: the company facts’ offices linking to maps and three social links, in new tabs', async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  const offices = footer.locator('a[href*="openstreetmap.org"]')
  await expect(offices).toHaveCount(
    ((byId.get('companyFacts')?.offices as { mapsUrl?: string }[] | undefined) ?? []).filter((o) => o.mapsUrl).length,
  )
  for (const office of await offices.all()) await expectNewTab(office)
  const social = footer.getByRole('list', { name: 'Social networks' }).getByRole('link')
  await expect(social).toHaveCount(3)
  for (const link of await social.all()) await expectNewTab(link)
})

test("the legal line: 'Legal:', the CMS legal pages by priority separated by '|', then the copyright", async ({ page }) => {
  await page.goto('/')
  const line = page.locator('footer .legal')
  await expect(line.getByRole('link', { name: 'Legal:' })).toHaveAttribute('href', '/legal')
  const titles = legalTitlesByPriority()
  await expect(line.getByRole('link')).toHaveText(['Legal:', ...titles])
  const year = new Date().getFullYear()
  await expect(line).toHaveText(`Legal: ${titles.join(' | ')} | © ${year} Threshold Access, Inc.`)
})

test('the legal line’s links are targets of 24 px or more (WCAG 2.2, 2.5.8)', async ({ page }) => {
  await page.goto('/')
  for (const link of await page.locator('footer .legal').getByRole('link').all()) {
    const box = await link.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(24)
  }
})

test('the copyright year is the build’s: a visitor on 1 January of another year hydrates it unchanged', async ({ page, request }) => {
  // React separates the text parts of the server HTML with comments.
  const built = /©(?: |<!-- -->)*(\d{4})/.exec(await (await request.get('/')).text())?.[1]
  expect(built).toBeDefined()
  await page.clock.install({ time: new Date(`${Number(built) + 1}-01-01T00:00:05`) })
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  await page.goto('/')
  await waitForHydration(page)
  expect(await page.evaluate(() => new Date().getFullYear())).toBe(Number(built) + 1)
  await expect(page.locator('footer .legal span')).toHaveText(`© ${built} Threshold Access, Inc.`)
  expect(errors).toEqual([])
})

test('the classic footer on the classic layout: four columns, legal pages in new tabs by priority, social links', async ({ page }) => {
  await page.goto('/compare-us')
  const footer = page.locator('footer')
  await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Products', 'Learn More', 'Company', 'Help'])
  const hrefs = await footer.locator('h2 + ul a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual([
    '/access-control-system',
    '/products/reader',
    '/products/controller',
    '/products/access-methods',
    '/products/cloud-management-dashboard',
    '/integrations',
    '/how-it-works',
    '/quote',
    '/pricing',
    '/customers',
    '/security',
    '/access-control',
    '/about',
    '/careers',
    '/resellers',
    '/blog',
    '/academy',
    '/download',
    'https://help.threshold.example',
    '/contact-us',
    '/press',
    'tel:+14155550142',
  ])
  await expectNewTab(footer.getByRole('link', { name: 'Help centre' }))
  const legal = footer.getByRole('list', { name: 'Legal' }).getByRole('link')
  await expect(legal).toHaveText(legalTitlesByPriority())
  for (const link of await legal.all()) await expectNewTab(link)
  const social = footer.getByRole('list', { name: 'Social networks' }).getByRole('link')
  await expect(social).toHaveText(['Instagram', 'X', 'Facebook', 'LinkedIn'])
  for (const link of await social.all()) await expectNewTab(link)
  await expect(footer).not.toContainText('Connect people and spaces')
  // SPEC 2.5: this variant also shows the logo; the classic pages use the 'anti' theme.
  await expect(footer.getByRole('link', { name: 'Threshold home' })).toHaveAttribute('href', '/')
  await expect(footer.locator('xpath=ancestor::*[@data-laika-theme][1]')).toHaveAttribute('data-laika-theme', 'anti')
})

test("a footer link shows its optional subtitle: 'We’re hiring' beside Careers (SPEC 2.5)", async ({ page }) => {
  await page.goto('/pricing')
  const careers = page.locator('footer').getByRole('link', { name: 'Careers', exact: true })
  await expect(careers).toHaveAttribute('href', '/careers')
  await expect(page.locator('footer li').filter({ has: page.getByRole('link', { name: 'Careers', exact: true }) })).toHaveText(
    /^Careers\s*We’re hiring$/,
  )
})

test('the slim footer holds only the legal line', async ({ page }) => {
  await page.goto(docs.find((d) => typeof d.href === 'string' && d.href.startsWith('/lp/'))?.href as string)
  const footer = page.locator('footer')
  await expect(footer.locator('.legal')).toContainText('Legal:')
  await expect(footer.getByRole('heading')).toHaveCount(0)
  await expect(footer.locator('a[href="/about"]')).toHaveCount(0)
})
