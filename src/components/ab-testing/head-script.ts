import { site } from '../../config/site-config'
import { chooseVariation, installAbTesting, type AbCampaign } from '../../lib/ab-testing/ab-testing'
import { activeVariations, encodeVariations, postVariationsNatively, VARIATIONS_FIELD } from '../../lib/forms/variations'
import { scriptSafeJson } from '../../lib/seo/script-json'

/**
 * The A/B selection of every page's head (SPEC 4.7): `installAbTesting` and `chooseVariation`
 * themselves, inlined with the CMS campaigns embedded at build, so the choice is made before the
 * first paint; a fixed string per build (it is hashed for the Content-Security-Policy).
 * The campaigns are script-safe JSON (`scriptSafeJson`), so no campaign name can close the script element.
 * A form posted natively, before its code runs, gets the variations too (`postVariationsNatively`).
 */
export function abHeadScript(campaigns: readonly AbCampaign[]): string {
  const install = `(${installAbTesting.toString()})(window,${scriptSafeJson(campaigns)},${JSON.stringify(site.abTestingStorageKey)},(${chooseVariation.toString()}))`
  const variations = `function(){return(${encodeVariations.toString()})((${activeVariations.toString()})(window.thresholdAb))}`
  return `${install};(${postVariationsNatively.toString()})(document,${JSON.stringify(VARIATIONS_FIELD)},${variations})`
}

/**
 * Right after `<body>` opens: the body classes of the head's choice, before any content is parsed,
 * so the first paint already shows the active variations. React renders inside #___gatsby and never
 * touches the body's classes, so hydration keeps them.
 */
export const AB_BODY_SCRIPT = 'window.thresholdAb&&window.thresholdAb.apply()'
