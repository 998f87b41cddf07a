// The substance of each lesson (academy.mjs): a paragraph or two after the lesson's opening line,
// keyed by the lesson's heading.
export const LESSONS = {
  'Lesson 1: the door': [
    'The lock holds the door; the door position switch, a magnet and a sensor in the frame, tells the controller whether the door is open; and the request-to-exit device tells it that someone is leaving from inside. Together they let the controller tell a normal entry from a forced door or a door propped open. Walk to any door in your building and find all three before the next lesson.',
  ],
  'Lesson 2: the decision': [
    'Rules are built from three things. People hold roles, such as “Finance” or “Cleaners”. Doors are grouped into zones, such as “Floor 3” or “Server rooms”. Schedules say when a role may enter a zone. The controller keeps a copy of the rules for its doors, so it can answer in milliseconds and keep answering when the network is down.',
  ],
  'Lesson 3: the record': [
    'An event records the time, the door, the person, the credential and the outcome: granted, denied, forced or held open. Admin actions, such as adding a person to a role, are events too. A good log cannot be edited, shows who searched it, and keeps events for a period you have chosen on purpose.',
  ],
  'Lesson 1: card technologies': [
    'A 125 kHz proximity card broadcasts a fixed number to any reader that powers it, so a cheap device can copy it in seconds. A 13.56 MHz smart card such as DESFire EV3 holds keys that never leave the chip and proves itself to the reader cryptographically. Check which you have: the markings on the card or the reader’s datasheet usually tell you.',
  ],
  'Lesson 2: mobile and wallet': [
    'An app credential opens doors by Bluetooth, from a pocket or with a tap on the screen. A wallet badge lives in Apple Wallet or Google Wallet and opens doors by NFC, like paying with the phone; it works without unlocking the phone and, on recent iPhones, for hours after the battery runs out. Most organisations offer both.',
  ],
  'Lesson 3: wiring a reader': [
    'OSDP replaces the old Wiegand connection. Wiegand sends the card number in the clear, one way, so a device clipped to the wires can record and replay it. OSDP is two-way and encrypted with Secure Channel, lets the controller supervise the reader, and carries firmware updates. Keep the cable run under 1,200 metres and use twisted pair for the data lines.',
  ],
  'Lesson 1: two kinds of schedule': [
    'Use unlock schedules sparingly, for public entrances during staffed hours. Use access schedules for everything else: cleaners from 18:00 to 22:00, staff on weekdays, security around the clock. When a door is unlocked on a schedule, it logs no names, so keep sensitive doors on credentials at all times.',
  ],
  'Lesson 2: holidays': [
    'Pick your country’s public-holiday calendar and add company closures, such as the days between Christmas and New Year. On those days unlock schedules do not run and access schedules follow the weekend pattern. Review the calendar once a year, because some holidays move.',
  ],
  'Lesson 3: first person in': [
    'With first-person-in, an unlock schedule only starts once someone from a named role has badged in. If the building is closed for snow or a strike, the lobby stays locked. It is a small setting that prevents one of the most common security gaps in schedule-driven buildings.',
  ],
  'Lesson 1: people': [
    'Every person should have their own profile and their own credentials, including contractors and cleaners. Shared badges make the log useless, because an entry names a badge rather than a person. Give temporary people an end date when you create them, so access stops on its own.',
  ],
  'Lesson 2: roles and zones': [
    'Design roles from the organisation: groups of people who need the same doors at the same times. Design zones from the building: groups of doors with the same purpose. A role grants zones on a schedule. Most organisations of a few hundred people need ten to twenty roles; if you have many more, some are individuals in disguise.',
  ],
  'Lesson 3: reviews': [
    'Once a quarter, each zone owner confirms who has access to their zone; anyone who should not is removed. The completed reviews, with names and dates, are the evidence an auditor asks for. Schedule them in the dashboard so that nobody has to remember.',
  ],
  'Lesson 1: who may trigger': [
    'Speed matters more than hierarchy in the first minute of an emergency. Let every member of staff trigger a lockdown from the app, a panic button or a keypad code, and keep the power to end it with a few named people, with a confirmation step. Write the list down and review it every term.',
  ],
  'Lesson 2: responders': [
    'Police and fire services need to get through locked doors during a lockdown. Give them responder credentials that work only while a lockdown is active, and share a floor plan with door names that match the signs on the doors. Invite them to a drill once a year.',
  ],
  'Lesson 3: drills': [
    'Run announced drills first, then drills with notice to staff only. After each one, export the event log for the drill window and look for doors that locked late, doors that were propped open and people whose badges were refused. Send a one-page summary to everyone who took part.',
  ],
  'Lesson 1: linking': [
    'Link each door to the camera that sees it best, usually the one facing the door from the protected side. Every event at that door then carries a short clip from a few seconds before to a few seconds after. Check the view at night: a camera that sees the door at noon may see only a glare at midnight.',
  ],
  'Lesson 2: investigating': [
    'Start from the event, not the video: filter the log for the door and time, open the clip attached to each event, and follow the person from door to door. It takes minutes rather than hours of scrubbing through footage, and the export bundles the events and clips together for the report.',
  ],
  'Lesson 1: map the perimeter': [
    'Walk the outside of every building with a floor plan and mark each way in: doors, gates, loading bays, roof hatches and ground-floor windows that open. Note what secures each one today. Most sites find at least one entry point that nobody had listed, often a fire exit used as a smoking door.',
  ],
  'Lesson 2: secure by priority': [
    'Rank the entry points by risk: what is behind them, how visible they are, and how often they are used. Put readers, door contacts and cameras on the highest-risk points first, and alarm contacts on doors that should never be used from outside. A perimeter is as strong as its least-watched door.',
  ],
  'Lesson 1: triage': [
    'For each alert, ask two questions: was a person there, and does this door have a history? The linked clip answers the first in seconds; the door’s event history answers the second. A person on camera is an incident; a door that has flapped all week is a maintenance ticket.',
  ],
  'Lesson 2: contain': [
    'If the incident is real, act at the door first: lock down the zone, suspend the credential that was used, and send someone to the scene if it is safe. The dashboard records every action with the admin’s name, which becomes part of the incident record.',
  ],
  'Lesson 3: record': [
    'Write down what happened, what you did and what you learned, with the event export and the clips attached. Review incidents monthly: patterns across doors and times show where the building, not the people, needs to change.',
  ],
  'Lesson 1: open floors on demand': [
    'In a hybrid office, whole floors can stay locked and dark until the first person with a desk booking badges in. The floor’s doors then follow the normal schedule for the rest of the day. It saves heating, lighting and cleaning on the quiet days without anyone needing to ask.',
  ],
  'Lesson 2: occupancy': [
    'Count unique people per floor per day from entries at floor or building doors, never individual arrival times. Compare the peak day, not the average, with the floor’s capacity, and watch for four to six weeks before making decisions. Share the results with the people they describe.',
  ],
  'Lesson 1: invite': [
    'A host adds a guest to a calendar invitation or a short form; the guest receives a pass with directions and parking details. Use narrow templates: a meeting guest needs the entrance, the lift lobby and the meeting floor for the time of the visit, and nothing else.',
  ],
  'Lesson 2: arrive': [
    'The guest scans the pass at the intercom or reader and walks in; the host is told at once, by app or chat. If the host does not respond in three minutes, reception is told. Nobody has to sit at a desk waiting for guests.',
  ],
  'Lesson 3: leave': [
    'Passes expire on their own at the end of the visit window, so there is nothing to collect. Send a short follow-up with a one-question survey, and delete visitor records on a schedule that matches your privacy notice, commonly after 30 to 90 days.',
  ],
  'Lesson 1: SCIM': [
    'SCIM is the standard that identity providers use to create, update and disable accounts in other systems. Connect Okta, Microsoft Entra ID or Google Workspace once, choose which groups to send, and people arrive in the access system with their groups, ready for group rules to give them roles.',
  ],
  'Lesson 2: SSO': [
    'Admins sign in to the dashboard with the company’s identity provider, so their access follows their employment too, and two-factor authentication is enforced by the provider. Remove shared admin accounts: every admin action should name a person.',
  ],
  'Lesson 3: leavers': [
    'When the identity provider disables an account, every credential the person holds stops working within a minute: phone, watch and card. Check the leaver report monthly: it lists each leaver’s HR date beside the moment access ended, and any gap is a process to fix.',
  ],
  'Lesson 1: the numbers': [
    'Three numbers describe a building’s use: unique people per day, the peak day of the week, and the busiest hour. Take them from building or floor entrances, count people once per day, and report floors with fewer than ten people as “fewer than ten” to protect privacy.',
  ],
  'Lesson 2: decisions': [
    'Use the numbers for decisions that are reversible and easy to explain: closing floors on quiet days, moving cleaning to the evening after the busiest day, adding meeting rooms where desks sit empty. Review the effect after a month, and share it with the people affected.',
  ],
}
