/**
 * Every GROQ query the site runs, in one place (docs/content-model.md). Both transports run these same
 * strings: the Sanity API and groq-js over the embedded dataset. GROQ reference:
 * https://www.sanity.io/docs/groq
 *
 * Relations that become Gatsby links (`@link`) are projected as ids (`authorRef`); references
 * left inside rich content (an author quote's author) are resolved by the client (SPEC 7.2).
 */

/** Fields every routable content document shares (SPEC 3.3). */
const CONTENT_FIELDS = `
  _id, _type, _updatedAt, heading, "headingAlt": coalesce(headingAlt, heading), subHeading, summary,
  "slug": slug.current, pathDir, "relativeUrl": coalesce(relativeUrl, href), href, seo, internalName, publishedOn, project, mainImage`

/**
 * A rich-text body. An internal link (`internalLink` markDef, SPEC 2.10) is projected to the href
 * and project of the document it points to, so the client does not inline whole documents.
 */
const BODY = `"body": body[]{ ..., _type == "block" => { markDefs[]{ ..., _type == "internalLink" => {
    "href": reference->href, "project": reference->project, "reference": null } } } }`

/** Fields of a content document with a rich-text body. */
const BODY_FIELDS = `${CONTENT_FIELDS}, ${BODY}, "authorRef": author._ref`

export const QUERIES = {
  /** Preview: the documents answered as their draft (drafts perspective: `_originalId` is the draft's id). */
  draftIds: `*[string::startsWith(_originalId, "drafts.")]._id`,

  /** The documents as stored, references unresolved: what the content model validates (src/content-model). */
  stored: `*[_type in $types]`,

  /** SPEC 7.2: the documents that unresolved references point to. */
  unresolved: `*[_id in $unresolved]`,

  /** One query per CMS type, keyed by `_type`; `sourceNodes` turns the results into nodes. */
  documents: {
    page: `*[_type == "page"]{ ${CONTENT_FIELDS}, sections }`,
    article: `*[_type == "article"]{ ${BODY_FIELDS} }`,
    blogPost: `*[_type == "blogPost"]{ ${BODY_FIELDS}, category }`,
    featureUpdateArticle: `*[_type == "featureUpdateArticle"]{ ${BODY_FIELDS}, showInNavBar }`,
    caseStudy: `*[_type == "caseStudy"]{ ${BODY_FIELDS}, customer, industry, headlineFigure, logo, companySize, productsUsed, results[]{ value, label }, customerQuote }`,
    guide: `*[_type == "guide"]{ ${BODY_FIELDS}, downloadable }`,
    academyCourse: `*[_type == "academyCourse"]{ ${BODY_FIELDS}, label, order }`,
    legalPage: `*[_type == "legalPage"]{ ${BODY_FIELDS}, priority, sampleText }`,
    author: `*[_type == "author"]{ _id, _type, _updatedAt, name, jobTitle, image, "companyRef": company._ref }`,
    company: `*[_type == "company"]{ _id, _type, _updatedAt, name, website }`,
    abCampaign: `*[_type == "abCampaign"]{ _id, _type, _updatedAt, name, variations[]{ name, chance } }`,
    navBarMenu: `*[_type == "navBarMenu"]{ _id, _type, _updatedAt, title, columns }`,
    topBanner: `*[_type == "topBanner"]{ _id, _type, _updatedAt, text, link, buyLink, position }`,
    footer: `*[_type == "footer"]{ _id, _type, _updatedAt, title, columns, social }`,
    classicNavigation: `*[_type == "classicNavigation"]{ _id, _type, _updatedAt, items }`,
    companyFacts: `*[_type == "companyFacts"]{ _id, _type, _updatedAt, headcount, foundedYear, customers, doors, sites, offices[]{ city, country, addressLines, headquarters, mapsUrl }, certifications[]{ name, issuer, issuedOn, expiresOn, current } }`,
    redirect: `*[_type == "redirect"]{ _id, _type, _updatedAt, from, to, permanent }`,
  },

  /**
   * SPEC 7.3: the site-wide content in one query: the newest nav-bar feature update, the footer's
   * legal items by priority, the A/B campaigns and the three nav-bar menus by their fixed ids; and
   * the chrome every layout shows, each document by its fixed id: the top banner (SPEC 2.4), the
   * main and classic footers (SPEC 2.5) and the classic navigation (SPEC 2.2 Reading A).
   */
  siteWide: `{
    "navBarFeatureArticle": *[_type == "featureUpdateArticle" && showInNavBar != "no"]
      | order(publishedOn desc)[0]{
        "title": coalesce(headingAlt, heading), href,
        "mainImage": { "alt": mainImage.alt, "clId": mainImage.clId, "asset": mainImage.asset }
      },
    "footerLegalItems": *[_type == "legalPage"] | order(priority desc){
      "title": coalesce(headingAlt, heading), href, newTab
    },
    "abCampaigns": *[_type == "abCampaign"]{ name, variations[]{ name, chance } },
    "navBarMenu": {
      "products": *[_id == $productsMenuId && _type == "navBarMenu"][0]{ columns },
      "solutions": *[_id == $solutionsMenuId && _type == "navBarMenu"][0]{ columns },
      "resources": *[_id == $resourcesMenuId && _type == "navBarMenu"][0]{ columns }
    },
    "topBanner": *[_id == $topBannerId && _type == "topBanner"][0]{ text, link, buyLink, position },
    "footers": {
      "main": *[_id == $mainFooterId && _type == "footer"][0]{ columns, social },
      "classic": *[_id == $classicFooterId && _type == "footer"][0]{ columns, social }
    },
    "classicNavigation": *[_id == $classicNavigationId && _type == "classicNavigation"][0]{ items },
    "companyFacts": *[_id == $companyFactsId && _type == "companyFacts"][0]{ headcount, foundedYear, customers, doors, sites, offices[]{ city, country, addressLines, headquarters, mapsUrl }, certifications[]{ name, issuer, issuedOn, expiresOn, current } }
  }`,
} as const

export type CmsTypeName = keyof typeof QUERIES.documents
