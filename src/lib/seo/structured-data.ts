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

/**
 * The trail of a nested page ('/blog/my-post': Home › Blog › the page); undefined for the home
 * page and top-level pages, which are not nested.
 */
export function breadcrumbLd(siteUrl: string, path: string, pageName: string): JsonLd | undefined {
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
      item: absoluteUrl(siteUrl, step.path),
    })),
  }
}
