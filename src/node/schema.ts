/**
 * The GraphQL schema, declared in full (`@dontInfer`) so it does not change with the data: a type
 * with no documents, or a field no document uses yet, still exists. Gatsby docs:
 * https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
 *
 * Rich content (bodies, sections, menu columns) is JSON, checked at sourcing against the block
 * types of the content model (src/node/cms/model.ts).
 */
import { careersTypeDefs } from './careers/schema'

const CONTENT_FIELDS = `
  id: ID!
  _id: String!
  _type: String!
  _updatedAt: Date @dateformat
  href: String!
  heading: String!
  headingAlt: String!
  subHeading: String
  summary: String
  slug: String
  pathDir: String
  "SPEC 3.3: the page's URL relative to the site; the href unless the CMS sets one."
  relativeUrl: String!
  internalName: String
  publishedOn: Date @dateformat
  project: String
  seo: Seo
  mainImage: CmsImage
  "SPEC 3.2: the page's metadata, fallbacks applied (computed, src/node/content/resolvers.ts)."
  pageSeo: PageSeo!`

const ARTICLE_COMPUTED = `
  "SPEC 3.3: h1–h3 headings with their anchors, in order (computed)."
  toc: [TocEntry!]!
  "SPEC 9.1: minutes, 1–20 (computed)."
  readingTime: Int!`

const BODY_FIELDS = `${CONTENT_FIELDS}
  body: JSON!
  author: Author @link(by: "_id", from: "authorRef")${ARTICLE_COMPUTED}`

/** Types with a rich-text body; they implement both interfaces. */
const ARTICLE = 'Node & ContentPage & ArticlePage @dontInfer'

export const typeDefs =
  `
  "A page built from a CMS document; every one has its own href."
  interface ContentPage implements Node {${CONTENT_FIELDS}
  }

  "A content page with a rich-text body and an optional author (SPEC 3.3: articles add body[])."
  interface ArticlePage implements Node & ContentPage {${CONTENT_FIELDS}
    body: JSON!
    author: Author${ARTICLE_COMPUTED}
  }

  "SPEC 3.2: the metadata a page renders in its head."
  type PageSeo {
    title: String!
    description: String!
    ogUrl: String!
    canonical: String!
    ogTitle: String
    ogDescription: String
    ogImg: String
    ogImgAlt: String
    ogType: String
    robots: String
  }

  "SPEC 3.3: one table-of-contents entry."
  type TocEntry {
    blockStyle: String!
    blockText: String!
    anchor: String!
  }

  enum CmsImageLayout {
    CONSTRAINED
    FIXED
  }

  "SPEC 3.2: the page's SEO fields as edited; fallbacks are applied when rendering."
  type Seo {
    title: String
    description: String
    ogTitle: String
    ogDescription: String
    ogImg: String
    ogType: String
    noindex: Boolean
    canonical: String
    ogUrl: String
  }

  "SPEC 3.3: an image with its alt text and image-CDN id."
  type CmsImage {
    alt: String
    clId: String
    "SPEC 3.4: the CMS image asset it references (computed from either form of the asset)."
    asset: CmsImageAsset
    "SPEC 7.12, 9.9: Cloudinary URLs or the dataset's own file resized at build; null without either."
    gatsbyImageData(layout: CmsImageLayout = CONSTRAINED, width: Int!, height: Int): GatsbyImageData
  }

  "SPEC 3.4: a CMS image reference keeps _type, _id and source.id."
  type CmsImageAsset {
    _type: String!
    _id: String!
    source: CmsImageAssetSource
  }
  type CmsImageAssetSource {
    id: String
  }

  type LandingPage implements Node & ContentPage @dontInfer {${CONTENT_FIELDS}
    sections: JSON!
  }
  type Article implements ${ARTICLE} {${BODY_FIELDS}
  }
  type BlogPost implements ${ARTICLE} {${BODY_FIELDS}
    category: String
  }
  type FeatureUpdate implements ${ARTICLE} {${BODY_FIELDS}
    showInNavBar: String
  }
  type CaseStudy implements ${ARTICLE} {${BODY_FIELDS}
    customer: String!
    industry: String!
    headlineFigure: HeadlineFigure
    logo: CmsImage
    companySize: String
    "The product names, a list of strings."
    productsUsed: JSON
    results: [HeadlineFigure!]
    customerQuote: CustomerQuote
  }
  type HeadlineFigure {
    value: String!
    label: String!
  }
  type CustomerQuote {
    text: String!
    name: String!
    jobTitle: String!
  }
  type Guide implements ${ARTICLE} {${BODY_FIELDS}
    downloadable: Boolean
  }
  type AcademyCourse implements ${ARTICLE} {${BODY_FIELDS}
    label: String!
    order: Int
  }
  type LegalPage implements ${ARTICLE} {${BODY_FIELDS}
    priority: Int!
    "The text is an example, not the binding document; the page says so."
    sampleText: Boolean
  }

  type Author implements Node @dontInfer {
    _id: String!
    name: String!
    jobTitle: String
    image: CmsImage
    company: Company @link(by: "_id", from: "companyRef")
  }
  type Company implements Node @dontInfer {
    _id: String!
    name: String!
    website: String
  }
  "A redirect from an old address (docs/content-model.md); createPages hands each to createRedirect."
  type Redirect implements Node @dontInfer {
    _id: String!
    from: String!
    to: String!
    permanent: Boolean
  }
  type AbCampaign implements Node @dontInfer {
    _id: String!
    name: String!
    variations: [AbVariation!]!
  }
  "SPEC 4.7: chance is the CMS percentage; the A/B code divides it by 100."
  type AbVariation {
    name: String!
    chance: Float!
  }
  type NavBarMenu implements Node @dontInfer {
    _id: String!
    title: String
    columns: [NavBarMenuColumn!]!
  }
  type NavBarMenuColumn {
    items: [NavBarMenuItem!]!
  }
  "SPEC 3.6: one entry of a menu column; which fields are set depends on _type (title, item, subItem, card)."
  type NavBarMenuItem {
    _type: String!
    _key: String
    title: String
    href: String
    newTab: Boolean
    showArrow: Boolean
    eyebrow: String
    footer: String
    cardImage: CloudinaryAsset
    "A card's image from the dataset's own files (docs/content-model.md, Images)."
    image: CmsImage
  }
  "SPEC 3.4: an image-CDN asset."
  type CloudinaryAsset {
    public_id: String
    resource_type: String
  }

  "SPEC 2.4: the top announcement banner (id topBanner)."
  type TopBanner implements Node @dontInfer {
    _id: String!
    text: String!
    link: Button!
    buyLink: Button!
    position: BannerPosition
  }
  "A link shown as a button."
  type Button {
    text: String!
    href: String!
    newTab: Boolean
  }
  "SPEC 2.4: in the page flow, or fixed at the top of the window."
  enum BannerPosition {
    static
    floating
  }
  "SPEC 2.5: a footer's link columns and social links (ids footer.main and footer.classic)."
  type Footer implements Node @dontInfer {
    _id: String!
    title: String
    columns: [FooterColumn!]!
    social: [SocialLink!]
  }
  type FooterColumn {
    title: String!
    links: [FooterLink!]!
  }
  "SPEC 2.5: a footer link: a title, an href, a newTab flag and an optional subtitle."
  type FooterLink {
    title: String!
    href: String!
    newTab: Boolean
    subtitle: String
  }
  type SocialLink {
    name: String!
    url: String!
  }
  "The company's facts (id companyFacts): headcount, offices, founding year, customers, doors, sites, certifications."
  type CompanyFacts implements Node @dontInfer {
    _id: String!
    headcount: Int!
    foundedYear: Int!
    customers: Int!
    doors: Int!
    sites: Int!
    offices: JSON!
    certifications: JSON
  }
  type Office {
    city: String!
    country: String!
    addressLines: [String!]!
    headquarters: Boolean
    mapsUrl: String
  }
  type Certification {
    name: String!
    issuer: String!
    issuedOn: String!
    expiresOn: String!
    current: Boolean
  }
  "SPEC 2.2 Reading A: the classic navigation's menu (id classicNavigation)."
  type ClassicNavigation implements Node @dontInfer {
    _id: String!
    items: [ClassicNavItem!]!
  }
  "SPEC 3.7: an item of the classic navigation; a popup holds topics, the others a link."
  type ClassicNavItem {
    type: ClassicNavItemType!
    text: String!
    link: ClassicNavItemLink
    icon: ClassicNavIcon
    topics: [ClassicNavTopic!]
  }
  enum ClassicNavItemType {
    link
    popup
    cta
    cta_mobile
  }
  enum ClassicNavTarget {
    _self
    _blank
  }
  type ClassicNavItemLink {
    href: String!
    target: ClassicNavTarget
  }
  type ClassicNavIcon {
    src: String!
  }
  type ClassicNavTopic {
    text: String
    items: [ClassicNavLink!]!
  }
  type ClassicNavLink {
    text: String!
    href: String!
    target: ClassicNavTarget
    icon: ClassicNavIcon
  }

  "SPEC 3.6, 7.3: the content every page shares, loaded once per build; with the chrome's documents."
  type SiteWideContent implements Node @dontInfer {
    navBarFeatureArticle: NavBarFeatureArticle
    footerLegalItems: [FooterLegalItem!]!
    abCampaigns: [SiteAbCampaign!]!
    navBarMenu: SiteNavBarMenus!
    topBanner: SiteTopBanner
    footers: SiteFooters!
    classicNavigation: SiteClassicNavigation
    companyFacts: SiteCompanyFacts
  }
  "The company's facts (id companyFacts), as the footer, the careers pages and the trust centre show them."
  type SiteCompanyFacts {
    headcount: Int!
    foundedYear: Int!
    customers: Int!
    doors: Int!
    sites: Int!
    offices: [Office!]!
    certifications: [Certification!]
  }
  type NavBarFeatureArticle {
    title: String!
    href: String!
    mainImage: CmsImage
  }
  type FooterLegalItem {
    title: String!
    href: String
    newTab: Boolean
  }
  type SiteAbCampaign {
    name: String!
    variations: [AbVariation!]!
  }
  type SiteNavBarMenus {
    products: SiteNavBarMenu
    solutions: SiteNavBarMenu
    resources: SiteNavBarMenu
  }
  type SiteNavBarMenu {
    columns: [NavBarMenuColumn!]!
  }
  type SiteTopBanner {
    text: String!
    link: Button!
    buyLink: Button!
    position: BannerPosition
  }
  type SiteFooters {
    main: SiteFooter
    classic: SiteFooter
  }
  type SiteFooter {
    columns: [FooterColumn!]!
    social: [SocialLink!]
  }
  type SiteClassicNavigation {
    items: [ClassicNavItem!]!
  }
` + careersTypeDefs
