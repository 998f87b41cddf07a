// Academy courses at /academy/courses/{slug}, four per label (SPEC 2.11).
import { ALT, cover, videoPoster } from './art.mjs'
import { body, figure, image, quiz, ref, routed, table, video } from './lib.mjs'
import { LESSONS } from './academy-text.mjs'

/** The course's blocks with each lesson's substance (academy-text.mjs) after the lesson's opening line. */
function withLessons(content) {
  return content.flatMap((block, i) => {
    const lesson = content[i - 1]?.style === 'h2' ? content[i - 1].children.map((c) => c.text).join('') : undefined
    return lesson && LESSONS[lesson] && block._type === 'block' ? [block, ...body(...LESSONS[lesson])] : [block]
  })
}

const ART = { 'Access Control': 'blue', 'Physical Security': 'amber', 'Workplace Technology': 'green' }

function course(id, slug, label, order, { heading, summary, publishedOn, motif, body: content }) {
  return {
    _id: `academyCourse.${id}`,
    _type: 'academyCourse',
    ...routed(`/academy/courses/${slug}`),
    project: 'threshold',
    heading,
    summary,
    label,
    order,
    publishedOn,
    author: ref('author.hana-kobayashi'),
    seo: { _type: 'seo', title: `${heading} | Threshold Academy`, description: summary },
    mainImage: image(cover(motif, ART[label], id), 1200, 675, ALT[motif], `academy/${slug}`),
    body: [...withLessons(content), ...body(QUIZZES[id])],
  }
}

/** Each course ends with a question; the answer is shown when the learner asks. */
const QUIZZES = {
  fundamentals: quiz(
    'Which device stops a normal exit from being reported as a forced door?',
    ['The door contact', 'The request-to-exit sensor', 'The lock power supply'],
    'The request-to-exit sensor.',
    'The controller sees the door open; the exit request tells it someone left from inside, so no alarm is raised.',
  ),
  credentials: quiz(
    'Why can a 125 kHz proximity card be copied in seconds?',
    ['It uses a weak encryption key', 'It sends a fixed number with no secret at all', 'Its battery can be read remotely'],
    'It sends a fixed number with no secret at all.',
    'A proximity card has no processor: anyone who powers it up reads the number, and writing it to a blank card makes a working copy.',
  ),
  schedules: quiz(
    'The lobby door unlocked on a public holiday. What was missing?',
    ['A holiday calendar on the site', 'An access schedule on the role', 'A first-person-in rule on the door'],
    'A holiday calendar on the site.',
    'Unlock schedules follow the weekday unless the site has a holiday calendar that overrides them.',
  ),
  'users-roles': quiz(
    'A person changes teams. What removes the old team’s doors?',
    ['Deleting their credential', 'Moving them from one role or group to another', 'Editing each door by hand'],
    'Moving them from one role or group to another.',
    'Doors follow roles: when the role changes, access changes everywhere at once, and nothing is left behind.',
  ),
  lockdown: quiz(
    'Who should be able to end a lockdown?',
    ['Anyone who can start one', 'A small named group, with a confirmation step', 'Nobody: it ends on a timer'],
    'A small named group, with a confirmation step.',
    'Many people should be able to trigger a lockdown quickly; few should be able to end it, so that doors do not unlock while a threat remains.',
  ),
  'video-access': quiz(
    'What makes a door-forced-open alert quick to judge?',
    ['A louder alarm', 'The camera clip linked to the door event', 'A second door contact'],
    'The camera clip linked to the door event.',
    'The clip shows whether anyone was there, so a false alarm takes seconds rather than a walk to the door.',
  ),
  perimeter: quiz(
    'Which lock suits a perimeter gate that must stay closed in a power cut?',
    ['Fail-safe maglock', 'Fail-secure motor lock', 'No lock, a camera only'],
    'Fail-secure motor lock.',
    'A fail-secure lock stays locked without power; perimeter gates are not escape routes, so they may stay closed.',
  ),
  'incident-response': quiz(
    'A door shows many short forced-open events at random times. What is the likely cause?',
    ['A break-in attempt', 'A loose door contact', 'A wrong schedule'],
    'A loose door contact.',
    'Short, random events are the signature of a contact that flaps; replace or re-fix it and the alerts stop.',
  ),
  hybrid: quiz(
    'Which figure should size a hybrid office?',
    ['The average daily occupancy', 'The peak day’s occupancy', 'The number of employees'],
    'The peak day’s occupancy.',
    'People come in when their teams do; an office sized for the average is too small on Tuesday.',
  ),
  'visitor-experience': quiz(
    'When should a guest receive their pass?',
    ['At the reception desk', 'Before they arrive, with the invitation', 'After their host confirms they are in the lobby'],
    'Before they arrive, with the invitation.',
    'A pass in the invitation makes arrival one step: scan and walk in, while the host is told.',
  ),
  identity: quiz(
    'What should be the source of truth for who gets doors?',
    ['The access system itself', 'The HR system, through the identity provider', 'A spreadsheet kept by facilities'],
    'The HR system, through the identity provider.',
    'Access follows employment: joiners, movers and leavers flow from HR through SCIM, with no tickets in between.',
  ),
  occupancy: quiz(
    'How do occupancy reports protect privacy?',
    ['By hashing badge numbers', 'By counting people per floor per day, never individuals', 'By deleting events after a week'],
    'By counting people per floor per day, never individuals.',
    'Aggregates answer the sizing question; small counts are shown as “fewer than ten” so no one is singled out.',
  ),
}

export const courses = [
  course('fundamentals', 'access-control-fundamentals', 'Access Control', 1, {
    heading: 'Access control fundamentals',
    summary: 'Doors, readers, locks and rules, from first principles.',
    publishedOn: '2026-05-01',
    motif: 'door-anatomy',
    body: body(
      '## Lesson 1: the door',
      'A door has a lock, a position sensor and a request-to-exit device; each tells the controller something different.',
      '## Lesson 2: the decision',
      'The controller answers one question: may this credential open this door now? It answers from rules: people in roles, doors in zones, and schedules.',
      '## Lesson 3: the record',
      'Every decision is an event. Events make investigations, audits and occupancy reports possible.',
    ),
  }),
  course('credentials', 'credentials-and-readers', 'Access Control', 2, {
    heading: 'Credentials and readers',
    summary: 'Cards, phones, PINs and wallet badges: how each is read and how secure it is.',
    publishedOn: '2026-05-08',
    motif: 'prox-clone',
    body: body(
      '## Lesson 1: card technologies',
      'Know the difference between 125 kHz proximity and 13.56 MHz smart cards, and why the first can be copied.',
      '## Lesson 2: mobile and wallet',
      'Phones present keys over Bluetooth or NFC. Wallet badges work without opening an app.',
      '## Lesson 3: wiring a reader',
      'Readers connect to the controller over OSDP: four wires, power, ground and a data pair.',
      figure(
        image(cover('reader-phone-tap', 'blue', 'academy-reader'), 1200, 675, ALT['reader-phone-tap'], 'academy/reader-wiring'),
        'A phone presenting its key to the reader over NFC.',
      ),
    ),
  }),
  course('schedules', 'designing-door-schedules', 'Access Control', 3, {
    heading: 'Designing door schedules',
    summary: 'Unlock schedules, access schedules, holidays and first-person-in rules.',
    publishedOn: '2026-05-15',
    motif: 'screen-holidays',
    body: body(
      '## Lesson 1: two kinds of schedule',
      'An unlock schedule leaves a door open to everyone; an access schedule limits when a role may badge in.',
      '## Lesson 2: holidays',
      'Attach a holiday calendar to every site, or lobby doors will unlock on public holidays.',
      '## Lesson 3: first person in',
      'Keep a door locked until a staff member badges in, so snow days do not leave an empty building open.',
    ),
  }),
  course('users-roles', 'managing-users-and-roles', 'Access Control', 4, {
    heading: 'Managing users and roles',
    summary: 'Admin onboarding: people, roles, zones and access reviews in the dashboard.',
    publishedOn: '2026-05-22',
    motif: 'screen-roles',
    body: body(
      '## Lesson 1: people',
      'Add people by hand, by CSV or from your identity provider.',
      '## Lesson 2: roles and zones',
      'Group doors into zones and grant zones to roles; avoid per-person grants.',
      '## Lesson 3: reviews',
      'Run a quarterly access review and export the signed result.',
    ),
  }),
  course('lockdown', 'lockdown-planning', 'Physical Security', 1, {
    heading: 'Lockdown planning',
    summary: 'Triggers, responder roles, fire-code interactions and drills.',
    publishedOn: '2026-06-01',
    motif: 'app-lockdown',
    body: body(
      '## Lesson 1: who may trigger',
      'Give the trigger to the people who will see the threat first: front office, security, leadership.',
      '## Lesson 2: responders',
      'Responder credentials keep working during a lockdown. Keep the list short.',
      '## Lesson 3: drills',
      'Measure the time from trigger to the last door locked, and review refused badges afterwards.',
      video(
        'https://vimeo.com/771203554',
        'A school’s first lockdown drill, explained',
        image(
          videoPoster('screen-lockdown-log', 'amber', 'poster-course-lockdown'),
          1200,
          675,
          `Video poster: ${ALT['screen-lockdown-log']}`,
          'video/course-lockdown',
        ),
        { autoplay: false, showControls: true },
      ),
    ),
  }),
  course('video-access', 'video-and-access-together', 'Physical Security', 2, {
    heading: 'Video and access together',
    summary: 'Linking cameras to doors, and investigating an event in under a minute.',
    publishedOn: '2026-06-08',
    motif: 'camera-dome',
    body: body(
      '## Lesson 1: linking',
      'Link each door to the camera that sees it best; one camera may serve several doors.',
      '## Lesson 2: investigating',
      'Open an event, watch the clip, and export both as one evidence file.',
    ),
  }),
  course('perimeter', 'perimeter-and-entry-points', 'Physical Security', 3, {
    heading: 'Perimeter and entry points',
    summary: 'Gates, car parks, loading docks and the doors people forget.',
    publishedOn: '2026-06-15',
    motif: 'reader-outdoor',
    body: body(
      '## Lesson 1: map the perimeter',
      'Walk the site and list every way in, including roof hatches and loading docks.',
      '## Lesson 2: secure by priority',
      table([
        ['Entry point', 'Risk', 'Typical control'],
        ['Main entrance', 'Medium', 'Intercom and reader'],
        ['Loading dock', 'High', 'Time-boxed contractor access'],
        ['Car park gate', 'Medium', 'Long-range reader or plate recognition'],
      ]),
    ),
  }),
  course('incident-response', 'incident-response-basics', 'Physical Security', 4, {
    heading: 'Incident response basics',
    summary: 'Forced doors, lost badges and tailgating: the first ten minutes of an incident.',
    publishedOn: '2026-06-22',
    motif: 'screen-alerts',
    body: body(
      '## Lesson 1: triage',
      'Is it a person or a faulty sensor? The linked video clip answers that in seconds.',
      '## Lesson 2: contain',
      'Revoke lost credentials at once; lock down an area if needed.',
      '## Lesson 3: record',
      'Export the events and clips, and write down what you decided and why.',
    ),
  }),
  course('hybrid', 'hybrid-workplace-essentials', 'Workplace Technology', 1, {
    heading: 'Hybrid workplace essentials',
    summary: 'Floor scheduling, desk-day access and occupancy data for hybrid teams.',
    publishedOn: '2026-07-01',
    motif: 'app-notifications',
    body: body(
      '## Lesson 1: open floors on demand',
      'Close floors with no bookings; open them when the first desk is reserved.',
      '## Lesson 2: occupancy',
      'Use aggregated door events to see real attendance by day.',
    ),
  }),
  course('visitor-experience', 'visitor-experience', 'Workplace Technology', 2, {
    heading: 'The visitor experience',
    summary: 'Invitations, QR passes, host notifications and a welcoming front door.',
    publishedOn: '2026-07-08',
    motif: 'screen-visitor-invite',
    body: body(
      '## Lesson 1: invite',
      'Invitations from the dashboard, the app or the calendar.',
      '## Lesson 2: arrive',
      'Passes scan at the reader or intercom; hosts get notified.',
      '## Lesson 3: leave',
      'Passes expire on their own; the visitor log closes itself.',
    ),
  }),
  course('identity', 'integrating-hr-and-identity', 'Workplace Technology', 3, {
    heading: 'Integrating HR and identity',
    summary: 'SCIM provisioning, SSO for admins and automatic leaver handling.',
    publishedOn: '2026-07-15',
    motif: 'screen-sso',
    body: body(
      '## Lesson 1: SCIM',
      'Connect the identity provider and map groups to roles.',
      '## Lesson 2: SSO',
      'Admins sign in to the dashboard with SAML or OIDC.',
      '## Lesson 3: leavers',
      'Disabling an account revokes every credential within a minute.',
    ),
  }),
  course('occupancy', 'occupancy-analytics', 'Workplace Technology', 4, {
    heading: 'Occupancy analytics',
    summary: 'Reading occupancy reports, choosing thresholds and keeping the data anonymous.',
    publishedOn: '2026-07-22',
    motif: 'screen-widgets',
    body: body(
      '## Lesson 1: the numbers',
      'Unique entries per day, per site and per floor; never per person.',
      '## Lesson 2: decisions',
      'Use four-week averages before closing a floor or changing cleaning schedules.',
    ),
  }),
]
