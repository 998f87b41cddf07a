import type { PortableTextBlock } from '@portabletext/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'

import type { ClassicNavItem, ClassicNavLink, ClassicNavTopic } from '../lib/navigation/classic-nav'
import type { FieldNames } from './define'
import type * as ab from './objects/ab'
import type * as blocks from './objects/body-blocks'
import { BANNER_INTENTIONS, body } from './objects/body-blocks'
import type * as classicNavigation from './objects/classic-navigation'
import type * as common from './objects/common'
import type * as footer from './objects/footer'
import type * as sections from './objects/sections'
import { FEATURE_ICONS, LEAD_FORM_IDS, SECTION_MEMBERS } from './objects/sections'

/**
 * The shapes of body blocks, landing-page sections and the chrome's content (footers; the classic
 * navigation's items are src/lib/navigation/classic-nav.ts's), as the build hands them to the page
 * (after reference resolution and image data, src/node/content/resolvers.ts). Components import
 * these types; each is held to its declaration in the content model at the end of this file, so
 * a field added to one and not the other fails the type check. This module imports nothing that
 * runs in Node, so browser code may import it.
 */

/** SPEC 3.3 body block types, plus the video embed of SPEC 2.10 and 3.5 (the content model's `body`). */
export const BODY_BLOCK_TYPES = body.of.map((member) => member.type)

/** The sections a landing page is composed of (src/components/sections). */
export type SectionType = (typeof SECTION_MEMBERS)[number]
export const SECTION_TYPES: readonly SectionType[] = SECTION_MEMBERS

export { BANNER_INTENTIONS, FEATURE_ICONS, LEAD_FORM_IDS }
export type FeatureIcon = (typeof FEATURE_ICONS)[number]
export type BannerIntention = (typeof BANNER_INTENTIONS)[number]
export type LeadFormId = (typeof LEAD_FORM_IDS)[number]

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

/** SPEC 4.7: a section's or block's A/B tag (the content model's `abTag`); absent for content every visitor sees. */
export interface AbTag {
  campaign: string
  variation: string
}
interface AbTagged {
  ab?: AbTag | null
}

export interface HeroSection extends AbTagged {
  _type: 'hero'
  heading: string
  text?: string
  primaryCta?: ButtonValue
  secondaryCta?: ButtonValue
  /** The product visual; without one the hero shows the page's main image. */
  image?: ImageValue | null
}
export interface RichTextSection extends AbTagged {
  _type: 'richText'
  heading?: string
  body: RichText
}
export interface FeatureGridSection extends AbTagged {
  _type: 'featureGrid'
  heading?: string
  items: (Keyed & { title: string; text: string; href?: string; icon?: FeatureIcon; image?: ImageValue | null })[]
}
export interface StatsSection extends AbTagged {
  _type: 'stats'
  heading?: string
  items: (Keyed & { value: string; label: string })[]
}
export interface CtaBannerSection extends AbTagged {
  _type: 'ctaBanner'
  content: BannerContent
}
export interface FaqSection extends AbTagged {
  _type: 'faq'
  heading?: string
  items: (Keyed & { question: string; answer: string })[]
}
/** Image beside text; the sides alternate from one item to the next. */
export interface MediaTextSection extends AbTagged {
  _type: 'mediaText'
  heading?: string
  items: (Keyed & { heading: string; text: string; image: ImageValue; link?: ButtonValue })[]
}
export interface LogoWallSection extends AbTagged {
  _type: 'logoWall'
  heading: string
  logos: (Keyed & { name: string; image: ImageValue })[]
}
export interface TestimonialSection extends AbTagged {
  _type: 'testimonial'
  quote: string
  name: string
  jobTitle: string
  company: string
  photo: ImageValue
}
export interface ProductCardsSection extends AbTagged {
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
export interface PricingPlansSection extends AbTagged {
  _type: 'pricingPlans'
  heading?: string
  plans: PricingPlan[]
}
export interface StepsSection extends AbTagged {
  _type: 'steps'
  heading?: string
  items: (Keyed & { title: string; text: string })[]
}
/** A row's values follow `columns`; 'Yes' and 'No' are shown as marks with their word for screen readers. */
export interface ComparisonTableSection extends AbTagged {
  _type: 'comparisonTable'
  heading?: string
  columns: string[]
  rows: (Keyed & { feature: string; values: string[] })[]
}

/** The trust centre: the company facts' certifications, and these subprocessors. */
export interface TrustCentreSection extends AbTagged {
  _type: 'trustCentre'
  heading?: string
  text?: string
  subprocessors: (Keyed & { name: string; purpose: string; region: string })[]
}

/** An embedded HubSpot form (SPEC 4.6, 7.9); the body block of the same name has the same fields. */
export interface HubspotFormSection extends AbTagged {
  _type: 'hubspotForm'
  /** The HubSpot form's GUID (checked at build). */
  formId: string
  heading?: string
  text?: string
}

/** A lead form (SPEC 4.5, 5.1): its fields come from the form's definition, not from the CMS. */
export interface LeadFormSection extends AbTagged {
  _type: 'leadForm'
  heading?: string
  text?: string
  formId: LeadFormId
  /** The submit button's label (SPEC 5.4: 'Submit' when none). */
  submitLabel?: string
  /** SPEC 4.5 step 3: the page after a success; the form's thank-you page when none. */
  redirectUrl?: string
  /** SPEC 4.5 step 4: the page after a failure; /error when none. */
  errorRedirectUrl?: string
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
    | TrustCentreSection
    | HubspotFormSection
    | LeadFormSection
  )

/** SPEC 2.5: a footer link, as the site-wide query gives it (both footers). */
export interface FooterLink {
  title: string
  href: string
  newTab?: boolean | null
  subtitle?: string | null
}

/** SPEC 2.5: a footer's link column, a heading and its links. */
export interface FooterColumn {
  title: string
  links: readonly FooterLink[]
}

/** SPEC 2.5: a social profile; it opens in a new tab (SPEC 2.18). */
export interface SocialLink {
  name: string
  url: string
}

/*
 * The shapes above and the classic navigation's against the content model: every section type has
 * its shape and every shape is a section type, and each shape has exactly the fields its declaration
 * has (fails to compile otherwise).
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Fields<T> = Exclude<keyof T, '_type' | '_key'>
type Item<T, K extends keyof T> = T[K] extends readonly (infer I)[] ? I : never
export const MODEL_AGREES: Record<string, true> = {
  sections: true satisfies Same<Section['_type'], SectionType>,
  hero: true satisfies Same<Fields<HeroSection>, FieldNames<typeof sections.hero>>,
  richText: true satisfies Same<Fields<RichTextSection>, FieldNames<typeof sections.richTextSection>>,
  featureGrid: true satisfies Same<Fields<FeatureGridSection>, FieldNames<typeof sections.featureGrid>>,
  featureGridItem: true satisfies Same<Fields<Item<FeatureGridSection, 'items'>>, FieldNames<typeof sections.featureGridItem>>,
  stats: true satisfies Same<Fields<StatsSection>, FieldNames<typeof sections.stats>>,
  statsItem: true satisfies Same<Fields<Item<StatsSection, 'items'>>, FieldNames<typeof sections.statsItem>>,
  ctaBanner: true satisfies Same<Fields<CtaBannerSection>, FieldNames<typeof blocks.ctaBanner>>,
  bannerContent: true satisfies Same<keyof BannerContent, FieldNames<typeof common.bannerContent>>,
  button: true satisfies Same<Fields<ButtonValue>, FieldNames<typeof common.button>>,
  faq: true satisfies Same<Fields<FaqSection>, FieldNames<typeof sections.faq>>,
  faqItem: true satisfies Same<Fields<Item<FaqSection, 'items'>>, FieldNames<typeof sections.faqItem>>,
  mediaText: true satisfies Same<Fields<MediaTextSection>, FieldNames<typeof sections.mediaText>>,
  mediaTextItem: true satisfies Same<Fields<Item<MediaTextSection, 'items'>>, FieldNames<typeof sections.mediaTextItem>>,
  logoWall: true satisfies Same<Fields<LogoWallSection>, FieldNames<typeof sections.logoWall>>,
  logo: true satisfies Same<Fields<Item<LogoWallSection, 'logos'>>, FieldNames<typeof sections.logo>>,
  testimonial: true satisfies Same<Fields<TestimonialSection>, FieldNames<typeof sections.testimonial>>,
  productCards: true satisfies Same<Fields<ProductCardsSection>, FieldNames<typeof sections.productCards>>,
  productCard: true satisfies Same<Fields<Item<ProductCardsSection, 'items'>>, FieldNames<typeof sections.productCard>>,
  pricingPlans: true satisfies Same<Fields<PricingPlansSection>, FieldNames<typeof sections.pricingPlans>>,
  pricingPlan: true satisfies Same<Fields<PricingPlan>, FieldNames<typeof sections.pricingPlan>>,
  steps: true satisfies Same<Fields<StepsSection>, FieldNames<typeof sections.steps>>,
  step: true satisfies Same<Fields<Item<StepsSection, 'items'>>, FieldNames<typeof sections.step>>,
  comparisonTable: true satisfies Same<Fields<ComparisonTableSection>, FieldNames<typeof sections.comparisonTable>>,
  comparisonRow: true satisfies Same<Fields<Item<ComparisonTableSection, 'rows'>>, FieldNames<typeof sections.comparisonRow>>,
  trustCentre: true satisfies Same<Fields<TrustCentreSection>, FieldNames<typeof sections.trustCentre>>,
  subprocessor: true satisfies Same<Fields<Item<TrustCentreSection, 'subprocessors'>>, FieldNames<typeof sections.subprocessor>>,
  hubspotForm: true satisfies Same<Fields<HubspotFormSection>, FieldNames<typeof blocks.hubspotForm>>,
  leadForm: true satisfies Same<Fields<LeadFormSection>, FieldNames<typeof sections.leadForm>>,
  abTag: true satisfies Same<keyof AbTag, FieldNames<typeof ab.abTag>>,
  footerLink: true satisfies Same<keyof FooterLink, FieldNames<typeof footer.footerLink>>,
  footerColumn: true satisfies Same<keyof FooterColumn, FieldNames<typeof footer.footerColumn>>,
  socialLink: true satisfies Same<keyof SocialLink, FieldNames<typeof footer.socialLink>>,
  classicNavItem: true satisfies Same<keyof ClassicNavItem, FieldNames<typeof classicNavigation.classicNavItem>>,
  classicNavItemLink: true satisfies Same<
    keyof NonNullable<ClassicNavItem['link']>,
    FieldNames<typeof classicNavigation.classicNavItemLink>
  >,
  classicNavTopic: true satisfies Same<keyof ClassicNavTopic, FieldNames<typeof classicNavigation.classicNavTopic>>,
  classicNavLink: true satisfies Same<keyof ClassicNavLink, FieldNames<typeof classicNavigation.classicNavLink>>,
  classicNavIcon: true satisfies Same<keyof NonNullable<ClassicNavLink['icon']>, FieldNames<typeof classicNavigation.classicNavIcon>>,
}
