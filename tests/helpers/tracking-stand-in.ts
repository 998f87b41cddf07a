import http from 'node:http'

/**
 * A local stand-in for HubSpot's scripts, on 127.0.0.1: the e2e build points
 * HUBSPOT_TRACKING_SCRIPT_URL and HUBSPOT_FORMS_SCRIPT_URL at it (scripts/test/e2e-settings) and
 * Playwright starts it beside the site.
 * - /hs-script-loader.js, the tracking script (SPEC 7.10): like the real one, it sets first-party
 *   tracking cookies, so Decline has something to clear.
 * - /forms-embed-v2.js, the forms script (SPEC 4.6, 7.9): `hbspt.forms.create(options)` renders a
 *   small form into `options.target` with `options.cssClass`, calls onFormReady, and on submit
 *   onBeforeFormSubmit then onFormSubmitted, as HubSpot's does; `window.hubspotStandIn.created`
 *   lists the options it was given.
 * Usage: tsx tests/helpers/tracking-stand-in.ts PORT
 */
const SCRIPT = `
document.cookie = '__hstc=stand-in.' + Date.now() + '; path=/; max-age=31536000';
document.cookie = 'hubspotutk=stand-in; path=/; max-age=31536000';
window.trackingStandInLoads = (window.trackingStandInLoads || 0) + 1;
`

const FORMS_SCRIPT = `
window.hubspotStandIn = { created: [] };
window.hbspt = { forms: { create: function (options) {
  var n = window.hubspotStandIn.created.push({ portalId: options.portalId, formId: options.formId, target: options.target, cssClass: options.cssClass || '' });
  var form = document.createElement('form');
  form.className = 'hs-form' + (options.cssClass ? ' ' + options.cssClass : '');
  form.setAttribute('data-form-id', options.formId);
  form.innerHTML = '<label for="hs-email-' + n + '">Email</label>'
    + '<input id="hs-email-' + n + '" class="hs-input" type="email" name="email" autocomplete="email" required>'
    + '<input type="submit" class="hs-button" value="Submit">';
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (options.onBeforeFormSubmit) options.onBeforeFormSubmit(form, [{ name: 'email', value: form.elements.email.value }]);
    setTimeout(function () {
      var thanks = document.createElement('p');
      thanks.className = 'submitted-message';
      thanks.textContent = 'Thanks for submitting the form.';
      form.replaceWith(thanks);
      if (options.onFormSubmitted) options.onFormSubmitted(form, { redirectUrl: '', submissionValues: {} });
    }, 50);
  });
  document.querySelector(options.target).appendChild(form);
  if (options.onFormReady) options.onFormReady(form);
} } };
`

{
  const port = Number(process.argv[2])
  if (!Number.isInteger(port) || port <= 0) throw new Error('Usage: tsx tests/helpers/tracking-stand-in.ts PORT')
  http
    .createServer((req, res) => {
      if (req.url?.startsWith('/hs-script-loader.js')) {
        res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
        res.end(SCRIPT)
      } else if (req.url?.startsWith('/forms-embed-v2.js')) {
        res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
        res.end(FORMS_SCRIPT)
      } else {
        res.writeHead(req.url === '/health' ? 200 : 404, { 'content-type': 'text/plain' })
        res.end(req.url === '/health' ? 'ok' : 'not found')
      }
    })
    .listen(port, '127.0.0.1')
}
