import { site } from '../../config/site-config'
import { CONSENT_DAYS, CONSENT_MODE_DENIED, CONSENT_MODE_GRANTED, consentCookieAssignment, readConsent } from '../../lib/consent/consent'
import { isHydrated } from '../../lib/islands/island-attributes'
import { CONSENT_ATTRIBUTE } from './consent-store'

/**
 * The consent part of every page's head (SPEC 2.6, 9.11), a fixed string per build (it is hashed
 * for the Content-Security-Policy). Before anything else runs it creates `window.dataLayer` with
 * Google Consent Mode v2 defaults of `denied`; when the visitor has chosen, it marks
 * `<html data-consent="accepted|declined">` so the banner's CSS hides it before the first paint
 * (no flash, no layout shift), and a visitor who accepted gets the `granted` update at once.
 * The cookie is read by `readConsent` itself, inlined: one implementation.
 *
 * No dead click (docs/consent.md): until the banner's island runs (its root has no `data-hydrated`
 * mark), a click on a banner button (`data-consent-choice`) is handled here, at once: the cookie
 * written by `consentCookieAssignment`, the Consent Mode update, `<html data-consent>` that hides
 * the banner. The consent store (consent-store.ts) watches that attribute: once the page's code
 * runs, the islands that wait for consent hear of it, and the choice is finished there.
 */
export function consentHeadScript(): string {
  return (
    '(function(w,d,name,read,assign,live){' +
    'w.dataLayer=w.dataLayer||[];' +
    'w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};' +
    `w.gtag('consent','default',${JSON.stringify(CONSENT_MODE_DENIED)});` +
    'var choice=read(d.cookie,name);' +
    `if(choice){d.documentElement.setAttribute(${JSON.stringify(CONSENT_ATTRIBUTE)},choice);` +
    `if(choice==="accepted")w.gtag('consent','update',${JSON.stringify(CONSENT_MODE_GRANTED)})}` +
    'd.addEventListener("click",function(e){' +
    'var b=e.target&&e.target.closest?e.target.closest("[data-consent-choice]"):null;' +
    'if(!b||live(b))return;' +
    'var c=b.getAttribute("data-consent-choice");' +
    'if(c!=="accepted"&&c!=="declined")return;' +
    `d.cookie=assign(name,c,${CONSENT_DAYS},Date.now());` +
    `d.documentElement.setAttribute(${JSON.stringify(CONSENT_ATTRIBUTE)},c);` +
    `w.gtag('consent','update',c==="accepted"?${JSON.stringify(CONSENT_MODE_GRANTED)}:${JSON.stringify(CONSENT_MODE_DENIED)});` +
    'if(c==="declined")(w._hsp=w._hsp||[]).push(["revokeCookieConsent"])' +
    '},true)' +
    `})(window,document,${JSON.stringify(site.doNotTrackCookie)},(${readConsent.toString()}),(${consentCookieAssignment.toString()}),(${isHydrated.toString()}))`
  )
}
