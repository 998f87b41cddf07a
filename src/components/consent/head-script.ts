import { site } from '../../config/site-config'
import { CONSENT_MODE_DENIED, CONSENT_MODE_GRANTED, readConsent } from '../../lib/consent'

/**
 * The consent part of every page's head (SPEC 2.6, 9.11), a fixed string per build (it is hashed
 * for the Content-Security-Policy). Before anything else runs it creates `window.dataLayer` with
 * Google Consent Mode v2 defaults of `denied`; when the visitor has chosen, it marks
 * `<html data-consent="accepted|declined">` so the banner's CSS hides it before the first paint
 * (no flash, no layout shift), and a visitor who accepted gets the `granted` update at once.
 * The cookie is read by `readConsent` itself, inlined: one implementation.
 */
export function consentHeadScript(): string {
  return (
    '(function(w,d,name,read){' +
    'w.dataLayer=w.dataLayer||[];' +
    'w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};' +
    `w.gtag('consent','default',${JSON.stringify(CONSENT_MODE_DENIED)});` +
    'var choice=read(d.cookie,name);' +
    'if(choice){d.documentElement.setAttribute("data-consent",choice);' +
    `if(choice==="accepted")w.gtag('consent','update',${JSON.stringify(CONSENT_MODE_GRANTED)})}` +
    `})(window,document,${JSON.stringify(site.doNotTrackCookie)},(${readConsent.toString()}))`
  )
}
