import type { PortableTextBlock } from '@portabletext/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'

/**
 * The shapes of body blocks and landing-page sections, as the build hands them to the page
 * (after reference resolution and image data, src/node/content/resolvers.ts). Declared once, here
 * beside the content model (model.ts reads the type lists); components import these types, and
 * this module imports nothing that runs in Node, so browser code may import it.
 */

/** SPEC 3.3 body block types, plus the video embed of SPEC 2.10 and 3.5. */
export const BODY_BLOCK_TYPES = [
  'block',
  'figureImage',
  'figureTable',
  'ctaBanner',
  'actionBanner',
  'authorQuote',
  'authorQuoteBlock',
  'videoEmbed',
  /** An embedded HubSpot form (SPEC 4.6, 7.9), as the section below. */
  'hubspotForm',
] as const

/** The sections a landing page is composed of (src/components/sections), and their required fields. */
export const SECTION_FIELDS = {
  hero: ['heading'],
  richText: ['body'],
  featureGrid: ['items'],
  stats: ['items'],
  ctaBanner: ['content'],
  faq: ['items'],
  mediaText: ['items'],
  logoWall: ['heading', 'logos'],
  testimonial: ['quote', 'name', 'jobTitle', 'company', 'photo'],
  productCards: ['items'],
  pricingPlans: ['plans'],
  steps: ['items'],
  comparisonTable: ['columns', 'rows'],
  hubspotForm: ['formId'],
  leadForm: ['formId'],
} as const satisfies Record<string, readonly string[]>

export type SectionType = keyof typeof SECTION_FIELDS
export const SECTION_TYPES = Object.keys(SECTION_FIELDS) as SectionType[]

/** The icons a feature-grid card may show (drawn in src/components/sections/FeatureIcon.tsx). */
export const FEATURE_ICONS = ['lock', 'phone', 'cloud', 'shield', 'clock', 'users', 'chart', 'building'] as const
export type FeatureIcon = (typeof FEATURE_ICONS)[number]

/** SPEC 3.3 action banner intentions; each has its colour. */
export const BANNER_INTENTIONS = ['info', 'success', 'warning', 'danger'] as const
export type BannerIntention = (typeof BANNER_INTENTIONS)[number]

export type RichText = PortableTextBlock[]

interface Keyed {
  _key: string
}

export interface ImageValue {
  alt?: string | null
  gatsbyImageData?: IGatsbyImageData | null
}

/** A link shown as a button. */
export interface ButtonValue {
  _key?: string
  text: string
  href: string
  newTab?: boolean
}

/** SPEC 3.3: the content shared by ctaBanner and actionBanner, in bodies and sections alike. */
export interface BannerContent {
  headingAlt?: string
  text?: string
  buttons?: ButtonValue[]
  mainImage?: ImageValue | null
}

export interface QuoteAuthor {
  name: string
  jobTitle?: string
  company?: { name?: string } | null
  image?: ImageValue | null
}

export interface HeroSection {
  _type: 'hero'
  heading: string
  text?: string
  primaryCta?: ButtonValue
  secondaryCta?: ButtonValue
  /** The product visual; without one the hero shows the page's main image. */
  image?: ImageValue | null
}
export interface RichTextSection {
  _type: 'richText'
  heading?: string
  body: RichText
}
export interface FeatureGridSection {
  _type: 'featureGrid'
  heading?: string
  items: (Keyed & { title: string; text: string; href?: string; icon?: FeatureIcon; image?: ImageValue | null })[]
}
export interface StatsSection {
  _type: 'stats'
  heading?: string
  items: (Keyed & { value: string; label: string })[]
}
export interface CtaBannerSection {
  _type: 'ctaBanner'
  content: BannerContent
}
export interface FaqSection {
  _type: 'faq'
  heading?: string
  items: (Keyed & { question: string; answer: string })[]
}
/** Image beside text; the sides alternate from one item to the next. */
export interface MediaTextSection {
  _type: 'mediaText'
  heading?: string
  items: (Keyed & { heading: string; text: string; image: ImageValue; link?: ButtonValue })[]
}
export interface LogoWallSection {
  _type: 'logoWall'
  heading: string
  logos: (Keyed & { name: string; image: ImageValue })[]
}
export interface TestimonialSection {
  _type: 'testimonial'
  quote: string
  name: string
  jobTitle: string
  company: string
  photo: ImageValue
}
export interface ProductCardsSection {
  _type: 'productCards'
  heading?: string
  items: (Keyed & { title: string; text: string; href: string; image: ImageValue })[]
}
export interface PricingPlan extends Keyed {
  name: string
  price: string
  /** What the price is per, e.g. 'per door, per month'. */
  period?: string
  description: string
  features: string[]
  cta: ButtonValue
  /** Exactly one plan of a section is highlighted (checked at build). */
  highlighted?: boolean
}
export interface PricingPlansSection {
  _type: 'pricingPlans'
  heading?: string
  plans: PricingPlan[]
}
export interface StepsSection {
  _type: 'steps'
  heading?: string
  items: (Keyed & { title: string; text: string })[]
}
/** A row's values follow `columns`; 'Yes' and 'No' are shown as marks with their word for screen readers. */
export interface ComparisonTableSection {
  _type: 'comparisonTable'
  heading?: string
  columns: string[]
  rows: (Keyed & { feature: string; values: string[] })[]
}

/** An embedded HubSpot form (SPEC 4.6, 7.9); the body block of the same name has the same fields. */
export interface HubspotFormSection {
  _type: 'hubspotForm'
  /** The HubSpot form's GUID (checked at build). */
  formId: string
  heading?: string
  text?: string
}

/** The forms an editor may place in a page (src/lib/forms; the newsletter lives in the footer). */
export const LEAD_FORM_IDS = ['quote', 'demo', 'resellers', 'contact'] as const
export type LeadFormId = (typeof LEAD_FORM_IDS)[number]
/** A lead form (SPEC 4.5, 5.1): its fields come from the form's definition, not from the CMS. */
export interface LeadFormSection {
  _type: 'leadForm'
  heading?: string
  text?: string
  formId: LeadFormId
  /** The submit button's label (SPEC 5.4: 'Submit' when none). */
  submitLabel?: string
}

export type Section = Keyed &
  (
    | HeroSection
    | RichTextSection
    | FeatureGridSection
    | StatsSection
    | CtaBannerSection
    | FaqSection
    | MediaTextSection
    | LogoWallSection
    | TestimonialSection
    | ProductCardsSection
    | PricingPlansSection
    | StepsSection
    | ComparisonTableSection
    | HubspotFormSection
    | LeadFormSection
  )

/** Every section type has its shape above, and every shape is a section type (fails to compile otherwise). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const SECTION_SHAPES_MATCH_MODEL: Same<Section['_type'], SectionType> = true
