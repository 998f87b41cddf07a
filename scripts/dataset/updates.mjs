// Feature updates at /updates/{slug}. The navigation's 'What's new' card shows the newest one whose
// showInNavBar is not 'no' (SPEC 7.3); the newest of all is 'no' on purpose, so that rule is visible.
// Main images are 1338x752: twice the 669x376 'What's new' card (SPEC 9.9).
import { ALT, cover, videoPoster } from './art.mjs'
import { action, body, image, ref, routed, video } from './lib.mjs'
import { MORE } from './updates-text.mjs'

function update(id, slug, { heading, headingAlt, summary, publishedOn, showInNavBar, author, art, body: content }) {
  return {
    _id: `featureUpdateArticle.${id}`,
    _type: 'featureUpdateArticle',
    ...routed(`/updates/${slug}`),
    project: 'threshold',
    heading,
    headingAlt,
    summary,
    publishedOn,
    showInNavBar,
    author: ref(`author.${author}`),
    seo: { _type: 'seo', title: heading, description: summary },
    mainImage: image(cover(art[0], art[1], id, 1338, 752), 1338, 752, ALT[art[0]], `updates/${slug}`),
    // The update's longer sections (updates-text.mjs) before its last block, usually a link on.
    body: MORE[id] ? [...content.slice(0, -1), ...body(...MORE[id]), content.at(-1)] : content,
  }
}

export const updates = [
  update('api-rate-limits', 'api-rate-limit-headers', {
    heading: 'Rate-limit headers on the API',
    headingAlt: 'API rate-limit headers',
    summary: 'Every API response now says how many requests remain.',
    publishedOn: '2026-11-10',
    showInNavBar: 'no',
    author: 'tomas-lindqvist',
    art: ['screen-api', 'ink'],
    body: body(
      'Responses carry X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset.',
      'Integrations can now slow down before they hit the limit of 600 requests per minute, instead of retrying after a 429.',
      '- The limit is per API key, not per account.',
      '- Webhooks do not count towards it.',
      'See the [documentation hub](/docs) for examples.',
    ),
  }),
  update('visitor-qr', 'visitor-qr-passes', {
    heading: 'Visitor passes now arrive as QR codes',
    headingAlt: 'Visitor QR passes',
    summary: 'Guests get a QR pass by e-mail that the reader scans at the door.',
    publishedOn: '2026-10-20',
    showInNavBar: 'yes',
    author: 'tomas-lindqvist',
    art: ['app-guest-invite', 'green'],
    body: body(
      'Hosts invite a guest from the dashboard; the guest gets a pass valid for the visit’s time window only.',
      '## How it works',
      '1. The host adds the guest’s name, e-mail and arrival time.',
      '2. The guest receives a QR code that opens in any phone browser.',
      '3. The reader or video intercom scans the code; the host gets a notification.',
      'Readers installed since 2024 scan QR codes after a firmware update, which rolls out automatically this week. More on the [visitor access page](/features/visitor-access).',
    ),
  }),
  update('holiday-schedules', 'holiday-calendars-for-schedules', {
    heading: 'Holiday calendars for door schedules',
    headingAlt: 'Holiday calendars',
    summary: 'Public holidays now keep doors locked automatically, with a calendar per country and site.',
    publishedOn: '2026-09-28',
    showInNavBar: 'yes',
    author: 'tomas-lindqvist',
    art: ['screen-holidays', 'amber'],
    body: body(
      'Schedules that unlock lobby doors at 8:00 now skip public holidays. Pick a country calendar for each site, and add your own closure days on top.',
      action('info', 'Check your calendars', 'Sites created before this update have no calendar. Add one in Site settings, Schedules.'),
    ),
  }),
  update('wallet-watch', 'wallet-badges-on-apple-watch', {
    heading: 'Wallet badges now work on Apple Watch',
    headingAlt: 'Badges on Apple Watch',
    summary: 'Employees who add their badge to Apple Wallet get it on their paired watch too.',
    publishedOn: '2026-09-02',
    showInNavBar: 'yes',
    author: 'tomas-lindqvist',
    art: ['watch-wallet', 'blue'],
    body: body(
      'Raise your wrist to the reader and the door opens. The watch badge is provisioned with the phone badge and revoked with it.',
      'Read more about [badges in Apple Wallet](/features/employee-badges-in-apple-wallet).',
    ),
  }),
  update('forced-alerts', 'door-forced-open-alerts-in-chat', {
    heading: 'Door-forced-open alerts in Slack and Teams',
    headingAlt: 'Alerts in chat',
    summary: 'Send forced-door and held-open alerts to a chat channel, with the video clip attached.',
    publishedOn: '2026-08-14',
    showInNavBar: 'yes',
    author: 'maya-okafor',
    art: ['chat-alert', 'amber'],
    body: body(
      'Connect a Slack workspace or a Teams channel under Integrations, choose the doors and the alert types, and the on-call team sees alerts where they already work.',
      video(
        'https://vimeo.com/824411937',
        'A two-minute walkthrough of chat alerts',
        image(
          videoPoster('door-held-open', 'ink', 'poster-alerts'),
          1200,
          675,
          `Video poster: ${ALT['door-held-open']}`,
          'video/chat-alerts',
        ),
        { autoplay: false, showControls: true },
      ),
      'Playbooks for handling alerts are on our [blog](/blog/incident-response-door-forced-open-alerts).',
    ),
  }),
  update('elevator-floors', 'floor-schedules-for-elevators', {
    heading: 'Floor schedules for elevators',
    headingAlt: 'Elevator floor schedules',
    summary: 'Open selected lift floors to everyone during business hours and keep the rest badge-only.',
    publishedOn: '2026-07-21',
    showInNavBar: 'yes',
    author: 'priya-natarajan',
    art: ['screen-elevator-floors', 'green'],
    body: body(
      'Each floor of a lift bank can now have its own schedule, so the lobby and the café floor are free during the day while office floors stay badge-only.',
      'See [elevator access](/features/elevator-access).',
    ),
  }),
  update('csv-import', 'bulk-user-import-from-csv', {
    heading: 'Bulk user import from CSV',
    headingAlt: 'CSV user import',
    summary: 'Import thousands of people with roles and credentials from one spreadsheet.',
    publishedOn: '2026-06-30',
    showInNavBar: 'no',
    author: 'tomas-lindqvist',
    art: ['screen-csv-import', 'blue'],
    body: body(
      'For organisations without an identity provider, CSV import creates people, assigns roles and issues credentials in one step. A dry run shows every change before it is applied.',
    ),
  }),
  update('siem-export', 'audit-log-export-to-siem', {
    heading: 'Stream the audit log to your SIEM',
    headingAlt: 'Audit log to SIEM',
    summary: 'Every door event and admin action, streamed to Splunk, Sentinel or any syslog endpoint.',
    publishedOn: '2026-06-03',
    showInNavBar: 'yes',
    author: 'grace-adeyemi',
    art: ['screen-retention', 'ink'],
    body: body(
      'Security teams can now correlate door events with the rest of their logs. Events arrive within five seconds, in JSON, signed with your account key.',
      'This also helps with [SOC 2 evidence](/blog/what-soc-2-auditors-ask-about-door-access).',
    ),
  }),
  update('intercom-forwarding', 'intercom-call-forwarding', {
    heading: 'Intercom calls forward to a group',
    headingAlt: 'Intercom call forwarding',
    summary: 'If the first person does not answer in 20 seconds, the intercom rings the whole team.',
    publishedOn: '2026-05-12',
    showInNavBar: 'yes',
    author: 'tomas-lindqvist',
    art: ['screen-call-forwarding', 'green'],
    body: body(
      'Set a primary answerer and a fallback group for each intercom. Calls escalate automatically, and the call history shows who answered.',
      video(
        'https://www.youtube.com/watch?v=Ra7Qm2vTz8E',
        'See call forwarding in action',
        image(
          videoPoster('screen-intercom-log', 'green', 'poster-intercom'),
          1200,
          675,
          `Video poster: ${ALT['screen-intercom-log']}`,
          'video/intercom-forwarding',
        ),
        { autoplay: false, showControls: false },
      ),
    ),
  }),
  update('occupancy-widgets', 'occupancy-widgets-on-the-dashboard', {
    heading: 'Occupancy widgets on the dashboard',
    headingAlt: 'Occupancy widgets',
    summary: 'See daily unique entries per site and floor, aggregated and anonymous.',
    publishedOn: '2026-04-22',
    showInNavBar: 'yes',
    author: 'amara-osei',
    art: ['screen-reports', 'blue'],
    body: body(
      'The home screen now shows how many people came in today compared with the last four weeks, per site. No individual data is shown.',
      'It is the same method as the [Office Occupancy Index](/office-occupancy-index).',
    ),
  }),
  update('offline-cache', 'longer-offline-event-buffer', {
    heading: 'Controllers now buffer 72 hours offline',
    headingAlt: 'Longer offline buffer',
    summary: 'A firmware update triples the offline event buffer, so long outages lose no history.',
    publishedOn: '2026-03-10',
    showInNavBar: 'yes',
    author: 'priya-natarajan',
    art: ['controller-offline-buffer', 'green'],
    body: body(
      'Controllers keep up to 72 hours of events while the internet is down, up from 24, and upload them in order when the link returns. Doors never depended on the link; now the history does not either.',
      'See the [controller page](/products/controller).',
    ),
  }),
]
