import { site } from '../../config/site-config'
import type { CompanyFacts } from '../content/company-facts'
import { absoluteUrl } from './seo'

/**
 * Structured data (JSON-LD, https://schema.org) for search engines: the organization on the home
 * page, an Article or BlogPosting on article pages and a BreadcrumbList on nested pages.
 */
type JsonLd = Record<string, unknown>

/** The organization, with its facts from the company facts document (founding year, people, offices). */
export function organizationLd(siteUrl: string, facts: CompanyFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand.name,
    legalName: site.company,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/favicon.svg'),
    email: site.email,
    telephone: site.phone.e164,
    foundingDate: String(facts.foundedYear),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: facts.headcount },
    address: facts.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.addressLines.join(', '),
      addressLocality: office.city,
      addressCountry: office.country,
    })),
  }
}

interface ArticleLdInput {
  type: 'Article' | 'BlogPosting'
  headline: string
  description: string
  url: string
  image: string
  datePublished?: string | null
  dateModified?: string | null
  authorName?: string | null
  siteUrl: string
}

export function articleLd(input: ArticleLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': input.type,
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    image: [input.image],
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...((input.dateModified ?? input.datePublished) ? { dateModified: input.dateModified ?? input.datePublished } : {}),
    author: input.authorName
      ? { '@type': 'Person', name: input.authorName }
      : { '@type': 'Organization', name: site.brand.name, url: absoluteUrl(input.siteUrl, '/') },
    publisher: {
      '@type': 'Organization',
      name: site.brand.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(input.siteUrl, '/favicon.svg') },
    },
  }
}

/** Names of the site's sections, for the middle steps of a breadcrumb trail. */
const SECTION_NAMES: Record<string, string> = {
  '/academy': 'Academy',
  '/academy/courses': 'Courses',
  '/blog': 'Blog',
  '/customers': 'Customers',
  '/features': 'Features',
  '/guides': 'Guides',
  '/industry': 'Industries',
  '/legal': 'Legal',
  '/lp': 'Offers',
  '/products': 'Products',
  '/resources': 'Learning hub',
  '/updates': 'Product updates',
}

function sectionName(path: string): string {
  const known = SECTION_NAMES[path]
  if (known) return known
  const last = path.split('/').pop() ?? ''
  return last.charAt(0).toUpperCase() + last.slice(1).replace(/-/g, ' ')
}

/** A page path without a trailing slash ('/' stays), as the site writes its links. */
const barePagePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * The pages that are a step of another page's trail: every path among `paths` that is a parent of
 * another ('/blog' of '/blog/x', not '/blog/page' when no page is at it), sorted. The build
 * resolves it over every page it made (`sectionPagePaths`), for breadcrumbLd.
 */
export function sectionPagePaths(paths: Iterable<string>): string[] {
  const all = new Set([...paths].map(barePagePath))
  const parents = new Set<string>()
  for (const path of all) {
    const segments = path.split('/').filter(Boolean)
    for (let i = 1; i < segments.length; i++) parents.add(`/${segments.slice(0, i).join('/')}`)
  }
  return [...parents].filter((path) => all.has(path)).sort()
}

/**
 * The trail of a nested page ('/blog/my-post': Home › Blog › the page); undefined for the home
 * page and top-level pages, which are not nested. A middle step links (`item`) only when a page is
 * at its address (`sections`, from sectionPagePaths); otherwise it is named and not linked, which
 * schema.org allows, so no step leads to a missing page.
 */
export function breadcrumbLd(siteUrl: string, path: string, pageName: string, sections: ReadonlySet<string>): JsonLd | undefined {
  const segments = path.split('/').filter(Boolean)
  if (segments.length < 2) return undefined
  const steps = [{ name: 'Home', path: '/' }]
  segments.forEach((_, i) => {
    const stepPath = `/${segments.slice(0, i + 1).join('/')}`
    steps.push({ name: i === segments.length - 1 ? pageName : sectionName(stepPath), path: stepPath })
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      ...(i === 0 || i === steps.length - 1 || sections.has(step.path) ? { item: absoluteUrl(siteUrl, step.path) } : {}),
    })),
  }
}

/** The organization as other entities name it (publisher, about): its name and home page. */
function organizationRef(siteUrl: string): JsonLd {
  return { '@type': 'Organization', name: site.brand.name, url: absoluteUrl(siteUrl, '/') }
}

/** The home page's WebSite: the site itself, its publisher, and how to search it (/search?q=). */
export function websiteLd(siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.brand.name,
    url: absoluteUrl(siteUrl, '/'),
    publisher: organizationRef(siteUrl),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(siteUrl, '/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** Pages whose kind schema.org names beyond a plain WebPage, by path. */
const PAGE_TYPES: Record<string, 'AboutPage' | 'ContactPage'> = {
  '/about': 'AboutPage',
  '/contact-us': 'ContactPage',
}

interface PageLdInput {
  siteUrl: string
  path: string
  name: string
  description: string
}

/** An about or contact page as such (PAGE_TYPES), about the organization; undefined for other pages. */
export function pageTypeLd({ siteUrl, path, name, description }: PageLdInput): JsonLd | undefined {
  const type = PAGE_TYPES[path]
  if (!type) return undefined
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name,
    description,
    url: absoluteUrl(siteUrl, path),
    about: organizationRef(siteUrl),
  }
}

/** A listing page (customers, careers): a CollectionPage whose main entity lists its entries, in order. */
export function collectionPageLd({
  siteUrl,
  path,
  name,
  description,
  items,
}: PageLdInput & { items: readonly { name: string; path: string }[] }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    description,
    url: absoluteUrl(siteUrl, path),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: item.name,
        url: absoluteUrl(siteUrl, item.path),
      })),
    },
  }
}

/** The blog's index: a Blog and the posts the page lists. */
export function blogLd({
  siteUrl,
  path,
  name,
  description,
  posts,
}: PageLdInput & { posts: readonly { headline: string; path: string; datePublished?: string | null }[] }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name,
    description,
    url: absoluteUrl(siteUrl, path),
    publisher: organizationRef(siteUrl),
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.headline,
      url: absoluteUrl(siteUrl, post.path),
      ...(post.datePublished ? { datePublished: post.datePublished } : {}),
    })),
  }
}

/** The ISO 4217 currency of a price's symbol, as the site's prices are written ('$18', '£45', 'A$1,500'). */
const CURRENCIES: ReadonlyArray<[string, string]> = [
  ['A$', 'AUD'],
  ['$', 'USD'],
  ['£', 'GBP'],
  ['€', 'EUR'],
]

/** A written price ('$18', '£1,000') as an amount and currency; null for anything else ('Custom'). */
export function parsePrice(text: string): { price: number; currency: string } | null {
  const trimmed = text.trim()
  const currency = CURRENCIES.find(([symbol]) => trimmed.startsWith(symbol))
  if (!currency) return null
  const amount = trimmed.slice(currency[0].length).replace(/,/g, '')
  return /^\d+(\.\d+)?$/.test(amount) ? { price: Number(amount), currency: currency[1] } : null
}

interface Plan {
  name: string
  price: string
  period?: string | null
  description?: string | null
}

/**
 * A pricing page's plans (its pricingPlans section) as the offers of the product: each plan with a
 * written price is an Offer, its period ('per door, per month') the price's unit; a plan priced on
 * request ('Custom') has no price to state and is left out. Undefined when no plan has a price.
 */
export function pricingLd({ siteUrl, path, name, description, plans }: PageLdInput & { plans: readonly Plan[] }): JsonLd | undefined {
  const offers = plans.flatMap((plan) => {
    const price = parsePrice(plan.price)
    if (!price) return []
    return [
      {
        '@type': 'Offer',
        name: plan.name,
        ...(plan.description ? { description: plan.description } : {}),
        price: price.price,
        priceCurrency: price.currency,
        ...(plan.period
          ? {
              priceSpecification: {
                '@type': 'UnitPriceSpecification',
                price: price.price,
                priceCurrency: price.currency,
                unitText: plan.period,
              },
            }
          : {}),
        url: absoluteUrl(siteUrl, path),
      },
    ]
  })
  if (offers.length === 0) return undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    brand: { '@type': 'Brand', name: site.brand.name },
    url: absoluteUrl(siteUrl, path),
    offers,
  }
}
