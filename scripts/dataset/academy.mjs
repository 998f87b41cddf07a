// Academy courses at /academy/courses/{slug}, four per label (SPEC 2.11).
import { ALT, cover, videoPoster } from './art.mjs'
import { body, figure, image, quiz, ref, routed, table, video } from './lib.mjs'
import { INTROS, LESSONS } from './academy-text.mjs'

/**
 * A course's body: its opening paragraph, then each lesson (academy-text.mjs) as an h2, its text,
 * the figures, tables or videos `extras` gives for that lesson (by index), and the lesson's quiz.
 */
function lessons(id, extras = {}) {
  return body(
    INTROS[id],
    LESSONS[id].flatMap((lesson, i) => ['## ' + lesson.title, ...lesson.text, ...(extras[i] ?? []), quiz(...lesson.quiz)]),
  )
}

const ART = { 'Access Control': 'blue', 'Physical Security': 'amber', 'Workplace Technology': 'green' }

function course(id, slug, label, order, { heading, summary, publishedOn, motif, extras }) {
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
    body: lessons(id, extras),
  }
}

export const courses = [
  course('fundamentals', 'access-control-fundamentals', 'Access Control', 1, {
    heading: 'Access control fundamentals',
    summary: 'Doors, readers, locks and rules, from first principles.',
    publishedOn: '2026-05-01',
    motif: 'door-anatomy',
  }),
  course('credentials', 'credentials-and-readers', 'Access Control', 2, {
    heading: 'Credentials and readers',
    summary: 'Cards, phones, PINs and wallet badges: how each is read and how secure it is.',
    publishedOn: '2026-05-08',
    motif: 'prox-clone',
    extras: {
      2: [
        figure(
          image(cover('controller-wiring', 'blue', 'academy-reader'), 1200, 675, ALT['controller-wiring'], 'academy/reader-wiring'),
          'A reader and the other door devices wired to one controller.',
        ),
      ],
    },
  }),
  course('schedules', 'designing-door-schedules', 'Access Control', 3, {
    heading: 'Designing door schedules',
    summary: 'Unlock schedules, access schedules, holidays and first-person-in rules.',
    publishedOn: '2026-05-15',
    motif: 'screen-holidays',
  }),
  course('users-roles', 'managing-users-and-roles', 'Access Control', 4, {
    heading: 'Managing users and roles',
    summary: 'Admin onboarding: people, roles, zones and access reviews in the dashboard.',
    publishedOn: '2026-05-22',
    motif: 'screen-roles',
  }),
  course('lockdown', 'lockdown-planning', 'Physical Security', 1, {
    heading: 'Lockdown planning',
    summary: 'Triggers, responder roles, fire-code interactions and drills.',
    publishedOn: '2026-06-01',
    motif: 'app-lockdown',
    extras: {
      3: [
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
      ],
    },
  }),
  course('video-access', 'video-and-access-together', 'Physical Security', 2, {
    heading: 'Video and access together',
    summary: 'Linking cameras to doors, and investigating an event in under a minute.',
    publishedOn: '2026-06-08',
    motif: 'camera-dome',
  }),
  course('perimeter', 'perimeter-and-entry-points', 'Physical Security', 3, {
    heading: 'Perimeter and entry points',
    summary: 'Gates, car parks, loading docks and the doors people forget.',
    publishedOn: '2026-06-15',
    motif: 'reader-outdoor',
    extras: {
      1: [
        table([
          ['Entry point', 'Risk', 'Typical control'],
          ['Main entrance', 'Medium', 'Intercom and reader'],
          ['Loading dock', 'High', 'Time-boxed contractor access'],
          ['Car park gate', 'Medium', 'Long-range reader or plate recognition'],
          ['Fire exit', 'High', 'Door contact that alarms, no reader'],
        ]),
      ],
    },
  }),
  course('incident-response', 'incident-response-basics', 'Physical Security', 4, {
    heading: 'Incident response basics',
    summary: 'Forced doors, lost badges and tailgating: the first ten minutes of an incident.',
    publishedOn: '2026-06-22',
    motif: 'screen-alerts',
  }),
  course('hybrid', 'hybrid-workplace-essentials', 'Workplace Technology', 1, {
    heading: 'Hybrid workplace essentials',
    summary: 'Floor scheduling, desk-day access and occupancy data for hybrid teams.',
    publishedOn: '2026-07-01',
    motif: 'app-notifications',
  }),
  course('visitor-experience', 'visitor-experience', 'Workplace Technology', 2, {
    heading: 'The visitor experience',
    summary: 'Invitations, QR passes, host notifications and a welcoming front door.',
    publishedOn: '2026-07-08',
    motif: 'screen-visitor-invite',
  }),
  course('identity', 'integrating-hr-and-identity', 'Workplace Technology', 3, {
    heading: 'Integrating HR and identity',
    summary: 'SCIM provisioning, SSO for admins and automatic leaver handling.',
    publishedOn: '2026-07-15',
    motif: 'screen-sso',
  }),
  course('occupancy', 'occupancy-analytics', 'Workplace Technology', 4, {
    heading: 'Occupancy analytics',
    summary: 'Reading occupancy reports, choosing thresholds and keeping the data anonymous.',
    publishedOn: '2026-07-22',
    motif: 'screen-widgets',
  }),
]
