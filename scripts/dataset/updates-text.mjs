// The longer part of each feature update (updates.mjs): who it is for, how to turn it on and what
// changed, so an update reads at 150–400 words like a real changelog entry.
export const MORE = {
  'api-rate-limits': [
    '## Why we added them',
    'Several customers run nightly jobs that sync thousands of people from an HR system or export a day of events. Until now, the first sign of the limit was a 429 response, followed by retries that made the problem worse. With the headers, a client can pace itself: when X-RateLimit-Remaining falls below a threshold, wait until X-RateLimit-Reset.',
    '## What to change',
    'Nothing, if your integration already handles 429 responses. If you maintain a client library, read the headers and back off before the limit. Our own SDKs for Python and TypeScript do this from version 3.2.',
  ],
  'visitor-qr': [
    '## How it works',
    'When a host invites a guest, the invitation e-mail now carries a QR code instead of a link to a web pass. The guest shows the code at any reader with a camera or at the video intercom, and the door opens if the visit is due. The host is notified in the app and in chat.',
    '## Who gets it',
    'QR passes are on for every site with visitor management. Readers from 2024 onwards read QR codes after this month’s firmware update; older readers keep accepting web passes at the intercom. Admins can switch QR passes off per site under Visitors, Settings.',
  ],
  'holiday-schedules': [
    '## What changed',
    'A holiday calendar is a list of dates attached to a site. On those dates, unlock schedules do not run, so lobby doors stay locked, and access schedules follow the weekend pattern unless a role says otherwise. We ship public-holiday calendars for 42 countries, and admins can add their own closure days.',
    '## Setting it up',
    'Open a site’s settings, choose Holidays and pick the calendar for your country or region. Add company closures such as the days between Christmas and New Year. The dashboard shows the next three holidays on each door’s schedule, so you can check before the day.',
  ],
  'wallet-watch': [
    '## What you need',
    'An iPhone with a Threshold wallet badge and an Apple Watch on watchOS 10 or later. The badge appears on the watch automatically when the admin has allowed watch badges for the organisation. Hold the watch near any Threshold reader; Express Mode means there is no need to open an app or wake the screen.',
    '## For admins',
    'Watch badges are on by default for organisations that use wallet badges. To turn them off, open Settings, Credentials, Apple Wallet. Suspending a person’s credentials suspends the phone and the watch together.',
  ],
  'forced-alerts': [
    '## What arrives',
    'Each alert names the door and the site, shows the time and a still from the linked camera, and has buttons to open the clip and to acknowledge. Acknowledging in chat marks the alert as handled in the dashboard, with the person’s name.',
    '## Choosing the channel',
    'Connect Slack or Microsoft Teams under Settings, Integrations, then pick a channel per door group. Many teams send server-room alerts to the security channel and every other door to a facilities channel, and keep the noisiest doors out of chat until their door contacts are fixed.',
  ],
  'elevator-floors': [
    '## What changed',
    'Until now, lift access was a list of floors per role, with no notion of time. Floor schedules let you say that floors 4 to 9 are free during business hours and need a badge after 19:00 and at weekends, for the whole building, in one place.',
    '## Who it is for',
    'Multi-tenant buildings with relay-controlled lifts, and any building with a destination dispatch integration. Schedules follow the site’s holiday calendar, so floors lock on public holidays as they do at weekends.',
  ],
  'csv-import': [
    '## How it works',
    'Download the template, fill in one row per person with their name, e-mail, roles and an optional start and end date, and upload it. The import shows what it will create and change before it does anything, and flags rows with unknown roles or duplicate e-mail addresses.',
    '## When to use it',
    'CSV import is for organisations without an identity provider, and for one-off loads such as a new site or a group of contractors. If you use Okta, Microsoft Entra ID or Google Workspace, the directory sync remains the better option, because it keeps people up to date after the import.',
  ],
  'siem-export': [
    '## What is sent',
    'Every door event, admin action and alert, as JSON, within seconds of it happening. Events use the same fields as the API and the CSV export, so existing parsers work. Delivery is retried for up to 24 hours if your collector is unreachable.',
    '## Supported destinations',
    'Splunk HTTP Event Collector, Microsoft Sentinel, Datadog and any HTTPS endpoint that accepts JSON. Set it up under Settings, Integrations, Audit log streaming; a test event confirms the connection.',
  ],
  'intercom-forwarding': [
    '## What changed',
    'An intercom call used to ring one person or one app. Now it can ring a group at once or in order: reception first, then the office manager, then a shared mobile group. If nobody answers within the time you set, the call goes to the next step, and a missed call leaves a notification with the visitor’s snapshot.',
    '## Schedules',
    'Forwarding follows a schedule, so daytime calls go to reception and evening calls go to security or the on-call facilities phone.',
  ],
  'occupancy-widgets': [
    '## What you see',
    'Three widgets: people on site now, the day’s unique visitors per site, and the busiest hour of the past week. Counts come from entries at the doors you mark as building entrances, never from internal doors, and no widget shows names.',
    '## Who can see them',
    'Admins and anyone with the new Occupancy viewer role. Pin the widgets to the dashboard home or share a read-only view with the workplace team.',
  ],
  'offline-cache': [
    '## What changed',
    'Controllers used to keep 24 hours of events when the network was down; they now keep 72 hours, or about 200,000 events. When the connection returns, events are uploaded in order with their original times, so reports and investigations are complete.',
    '## What keeps working offline',
    'Doors open for valid credentials, schedules and holiday calendars run, and lockdowns started at the site still work. Changes made in the dashboard while a site is offline reach it when it reconnects. The update reaches every controller automatically this month; nothing needs to be done on site.',
  ],
}

// Availability: plans, rollout and what comes next, one short section per update.
const AVAILABILITY = {
  'api-rate-limits':
    'The headers are live on every API endpoint in all regions. The limit itself has not changed. If your integration regularly needs more than 600 requests per minute, talk to us: enterprise keys can have a higher limit, and most heavy jobs are better served by webhooks or the event stream.',
  'visitor-qr':
    'QR passes are included in every plan with visitor management, at no extra cost. Guests need nothing installed: the code works from the e-mail, from a screenshot or printed on paper. Next, we are adding QR passes to Apple Wallet and Google Wallet, so a recurring visitor can keep one pass for the length of a contract.',
  'holiday-schedules':
    'Holiday calendars are available on every plan from today. Existing sites have no calendar until an admin picks one, so nothing changes without your say. Calendars for a further 20 countries and for school terms in the UK, Ireland and the United States are planned for the first quarter.',
  'wallet-watch':
    'Watch badges are included in every plan that includes wallet badges, and they work at every Threshold reader shipped since 2022. Support for Wear OS watches with Google Wallet is in testing with a small group of customers and will follow next year.',
  'forced-alerts':
    'Chat alerts are available on the Business and Enterprise plans. They join the e-mail, SMS and mobile push alerts you already have, and each alert rule can use any mix of them. Held-open and tamper alerts can go to chat in the same way.',
  'elevator-floors':
    'Floor schedules are available on every plan that includes elevator access. Existing lift configurations keep working as they are; schedules apply only once an admin adds one. Ask your account manager if you want help moving from per-role floor lists to building-wide schedules.',
  'csv-import':
    'CSV import is available to every admin on every plan. Imports of up to 10,000 rows run in under a minute, and each import is recorded in the audit log with the file name and the admin who ran it, so changes can be traced later.',
  'siem-export':
    'Audit log streaming is included in the Enterprise plan and available as an add-on for Business. Streams can be paused and resumed without losing events, and the dashboard shows the delivery status and the last error for each destination.',
  'intercom-forwarding':
    'Group forwarding is available for every Threshold video intercom after this month’s firmware update, which installs automatically overnight. Existing single-recipient settings are kept as a one-step group, so nothing changes until you edit them.',
  'occupancy-widgets':
    'The widgets are available on the Business and Enterprise plans from today. They use the same counting rules as occupancy reports, so the numbers match. Customers who opt in to anonymised benchmarking will also see how their sites compare with others in the same city.',
  'offline-cache':
    'Longer offline buffering is part of controller firmware 5.4. Controllers receive it during their maintenance window over the next four weeks; the dashboard shows each controller’s firmware version under Devices.',
}
for (const [id, text] of Object.entries(AVAILABILITY)) MORE[id].push('## Availability', text)
MORE['intercom-forwarding'].splice(
  4,
  0,
  'Calls answered on the mobile app show the visitor’s live video, and the person who answers can open the door from the call, which is recorded in the event log with their name.',
)
