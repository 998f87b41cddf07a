import { graphql, useStaticQuery } from 'gatsby'
import type { CardImage } from '../../../lib/navigation/menu-groups'

/** SPEC 2.2 B: the guide the Resources popup's card links to. */
export const GUIDE_CARD_HREF = '/guides/physical-access-control-systems'

/**
 * SPEC 2.2 B: "a card shows an image": the Resources popup's guide card shows the guide's own main
 * image at the navigation card's 310×257 (SPEC 9.9), processed at build time; none when the guide
 * is not published or has no image file.
 */
export function useGuideCardImage(): CardImage | undefined {
  const data = useStaticQuery<Queries.GuideCardImageQuery>(graphql`
    query GuideCardImage {
      guide(href: { eq: "/guides/physical-access-control-systems" }) {
        mainImage {
          alt
          gatsbyImageData(layout: FIXED, width: 310, height: 257)
        }
      }
    }
  `)
  return data.guide?.mainImage ?? undefined
}
