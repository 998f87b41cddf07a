// The longer part of each learning-hub article (learn.mjs), spliced in before its last block, so an
// article reads at 500–1,500 words with the headings its table of contents lists.
import { table } from './lib.mjs'

export const MORE = {
  rex: [
    '## Why a door needs to know about exits',
    'A controller watches the door position switch. When the door opens, it asks why: was a valid credential presented, or did someone ask to leave? Without an exit request, every normal exit looks like a forced door, and the security team drowns in false alarms. A request-to-exit device, usually shortened to REX, answers that question for the controller.',
    '## Types of REX device',
    table([
      ['Device', 'How it works', 'Good for'],
      ['Passive infrared sensor', 'Detects a person approaching the door from inside', 'Offices, corridors, hands-free exit'],
      ['Push-to-exit button', 'A person presses to leave', 'Maglocked doors, where codes require a manual release'],
      ['Request-to-exit in the handle', 'A switch in the lever or panic bar', 'Doors with mechanical free egress'],
      ['Touch-sense bar', 'Detects a hand on the bar', 'Glass doors and high-traffic exits'],
    ]),
    '## Placing and aiming a motion sensor',
    'Most REX problems are aiming problems. A sensor aimed too wide sees people walking past the door and unlocks it for them, which is a security hole: someone outside can slide a card or a balloon through the gap to trigger it. A sensor aimed too narrow misses people who approach from the side, and their exits become forced-door alarms. Mount the sensor above the door, aim it down at the handle side, and mask the detection pattern so it covers the area in front of the door and nothing else.',
    '## Shunting the alarm, or unlocking the door',
    'A REX can do two things. It can shunt the door alarm, which tells the controller that the coming door opening is an exit, or it can also release the lock. On doors with mechanical free egress, such as a lever that always opens from inside, shunting is enough. On maglocked doors, the REX must release the lock, and many fire codes require a second, manual push-button that cuts the lock power directly.',
    '## Testing',
    'Test every REX at handover and once a year: walk to the door from each direction, at normal speed and slowly, and check that the dashboard records an exit request and no forced door. Walk past the door without stopping and check that it stays locked.',
  ],
  'visitor-basics': [
    '## What a visitor system has to do',
    'Whatever tool you use, a visitor system does four jobs. It knows who is expected, it lets them in at the right time and only to the right places, it tells their host, and it keeps a record. Paper sign-in books manage the last job badly and the others not at all.',
    '## Pre-registration',
    'The biggest improvement most offices can make is to register guests before they arrive. A host who adds a guest to a calendar invitation, or fills in a short form, gives the system everything it needs: the name, the time, the host and the purpose. The guest receives directions and a pass, and the front desk knows who to expect.',
    '## Passes and doors',
    'A visitor pass should open the doors a guest needs and no others: the entrance, the lift lobby, the meeting floor. It should work only around the time of the visit and expire on its own. QR codes, mobile passes and temporary cards all work; the choice depends on your readers and your guests.',
    table([
      ['Pass type', 'Guest needs', 'Best for'],
      ['QR code by e-mail', 'A phone or a printout', 'Most offices'],
      ['Mobile wallet pass', 'A smartphone', 'Recurring visitors and contractors'],
      ['Temporary card', 'Nothing in advance', 'Walk-ins, deliveries, high-security sites'],
    ]),
    '## Hosts and notifications',
    'Guests wait when hosts do not know they have arrived. Send the host a notification the moment the pass is used, by app, chat or text, and escalate to reception if the host does not respond in a few minutes.',
    '## Records and privacy',
    'Keep what you need and no more: the guest’s name, the host, and the times. Photos, ID scans and signed agreements belong only where regulation or the site’s risk requires them. Delete visitor records on a schedule, commonly after 30 to 90 days, and say so in the privacy notice guests receive with their pass.',
  ],
  'fail-safe': [
    '## How each type works',
    'An electrified lock needs power to change state. A fail-safe lock is held locked by power: when the power goes, the lock releases. A fail-secure lock is held unlocked by power: when the power goes, it stays locked from the outside. The names describe what happens to the door in a failure, and the choice between them is about what matters more at that door in that moment: letting people through, or keeping people out.',
    table([
      ['', 'Fail-safe', 'Fail-secure'],
      ['Without power', 'Unlocked', 'Locked from outside'],
      ['Typical hardware', 'Maglocks, some electric strikes', 'Electric strikes, motor locks, electrified mortise locks'],
      ['Exit from inside', 'Always possible', 'Always possible by the handle (free egress)'],
      ['Typical doors', 'Stairwell re-entry, some glass doors', 'Perimeter, offices, server rooms'],
    ]),
    '## Free egress is not optional',
    'Both types must let people out. A fail-secure lock on an escape route needs a handle or panic bar that opens the door from inside mechanically, whatever the lock’s state. A fail-safe maglock needs a request-to-exit device and usually a manual release. What differs is only the outside: can someone get in when the power is off?',
    '## Fire alarms',
    'Doors that must release during a fire, such as those on escape routes secured by maglocks, should be released by the fire alarm panel cutting power to the lock directly, not through software. The access controller should still be told, so the event log shows what happened and when.',
    '## Power supplies and batteries',
    'A good lock power supply has a battery that keeps locks working through a short outage. That changes the question from “what happens when the power fails?” to “what happens when the battery runs out?”, but it does not remove it. Monitor the supply from the access system, so a failing battery is a maintenance ticket rather than a surprise.',
    '## Choosing for each door',
    'Make the decision door by door, in the door schedule, and have it approved by the building owner and the fire officer. A common pattern is fail-secure for the perimeter and sensitive rooms, and fail-safe only where codes require it or where the door hardware leaves no alternative.',
  ],
  'coworking-members': [
    '## What makes coworking different',
    'A coworking space has more comings and goings than an office of the same size. Members join and leave every month, day-pass guests arrive without warning, and companies renting private offices expect their rooms to be theirs alone. Access has to follow the membership system, not a receptionist’s memory.',
    '## Memberships as roles',
    'Map each membership type to a role: hot desk, dedicated desk, private office, and day pass. A hot-desk member gets the entrance, the shared floor and the kitchens during their plan’s hours. A private-office member also gets their office door, at any time. When the membership system changes a member’s plan, the role changes with it.',
    table([
      ['Membership', 'Doors', 'Hours'],
      ['Day pass', 'Entrance, shared floor', 'The day of the pass, 08:00–18:00'],
      ['Hot desk', 'Entrance, shared floors, kitchens', 'Weekdays 07:00–21:00'],
      ['Dedicated desk', 'Entrance, shared floors, kitchens, lockers', 'Around the clock'],
      ['Private office', 'All of the above and the team’s own office', 'Around the clock'],
    ]),
    '## Meeting rooms',
    'Meeting rooms booked through the community app can unlock for the person who booked them, for the time of the booking. It stops members from squatting in rooms and gives the community team a record of who used which room.',
    '## Guests and events',
    'Members invite guests from the app; guests receive a pass for the entrance and the shared floor. For evening events, a bulk guest list creates passes for everyone on it, valid for the event’s hours.',
    '## Offboarding',
    'The most common coworking access problem is the member who left and still gets in. When access follows the membership system, a cancelled plan removes access on the last day without anyone remembering to do it.',
  ],
  'anti-passback': [
    '## How it works',
    'Anti-passback tracks whether each person is inside or outside an area. A person who badges in is marked inside; to badge in again, they must first badge out. If a second person tries to use the same card to enter after it has been passed back through a fence or a turnstile, the system refuses it, because the card is already inside.',
    '## Hard and soft anti-passback',
    table([
      ['Mode', 'What happens on a violation', 'Best for'],
      ['Hard', 'Access is refused and an alert is raised', 'Car parks, data centres, secure sites with turnstiles'],
      ['Soft', 'Access is granted and the violation is logged', 'Offices trying it out, sites with occasional tailgating'],
      ['Timed', 'The same card cannot enter again for a set time', 'Gyms and sites without exit readers'],
    ]),
    '## What it needs',
    'True anti-passback needs readers on both sides of the boundary, so the system knows when people leave. It works best with turnstiles or gates that admit one person per badge; at an ordinary door, one person can still hold it open for another. Timed anti-passback is a lighter option for sites without exit readers: it stops a card from being passed back and used again within, say, five minutes.',
    '## Common problems',
    'People forget to badge out, particularly when an exit door opens with a button. On hard anti-passback, they are then refused the next morning. Most sites reset everyone to “outside” at night, and let supervisors forgive a person’s state from the app. Start with soft anti-passback for a few weeks, look at the violations, and fix the doors and habits that cause them before switching to hard mode.',
    '## Where it is worth it',
    'Anti-passback is common in car parks, where one permit passed between cars is a real cost; in gyms, where one membership card is shared between friends; and in data centres and laboratories, where auditors want to know who is inside a room at any moment.',
  ],
  'cloud-vs-onprem': [
    '## How each works',
    'An on-premise system runs its software on a server you own, usually in a comms room at the main site, with controllers at each door talking to that server over your network. A cloud system runs its software in the vendor’s data centres; controllers at each site connect out over the internet, and admins use a browser or an app. In both, the controllers make the door decisions locally, so doors keep working if the connection to the server is lost.',
    table([
      ['', 'On-premise', 'Cloud'],
      ['Where the software runs', 'Your server', 'The vendor’s data centres'],
      ['Admin access', 'On site or over VPN', 'Browser and app, from anywhere'],
      ['Updates', 'Projects, often with downtime', 'Continuous, by the vendor'],
      ['Multi-site', 'A server per site, or a WAN to one', 'All sites in one account'],
      ['Cost profile', 'Licence up front, plus servers and IT time', 'Subscription per door or site'],
      ['Offline behaviour', 'Controllers keep working', 'Controllers keep working'],
    ]),
    '## Security',
    'A common worry is that the cloud is less secure. In practice, the largest risk in most on-premise systems is the server itself: rarely patched, reachable on the building network, and administered with shared accounts. A well-run cloud service patches continuously, encrypts traffic between controllers and the cloud, and offers single sign-on and two-factor authentication for admins. Ask any vendor for their SOC 2 report and penetration-test summaries.',
    '## When on-premise still makes sense',
    'Some sites cannot rely on an internet connection, such as remote industrial plants, and some regulations require systems to stay on an isolated network. For those, an on-premise system, or a cloud system with long offline operation, is the right choice.',
    '## Moving from one to the other',
    'Most moves keep the locks, door contacts and cabling and replace the controllers and readers. Sites move one at a time, with both systems running side by side for a day.',
  ],
  'audit-logs': [
    '## What a door log records',
    'Every decision the system makes is an event: access granted, access denied, door forced open, door held open, and the admin actions that changed who may go where. Each event has a time, a door, and usually a person and a credential. Read together, they answer the questions auditors, investigators and managers ask.',
    '## Questions worth asking every month',
    '- Who was denied at sensitive doors, and why? Repeated denials at a server room may be a person testing their luck, or a role that is wrong.',
    '- Which doors were forced or held open most often? They need maintenance or a conversation.',
    '- Who has access they have not used in 90 days? Unused access is a candidate for removal.',
    '- Which admin changes were made, and by whom? Admin actions deserve as much scrutiny as entries.',
    '## An investigation, step by step',
    '1. Start from the incident: a time window and a place.',
    '2. Filter the log for the doors around that place and the window, with a margin on each side.',
    '3. List the people who entered, and check each against their role and schedule.',
    '4. Open the linked video for the events that matter.',
    '5. Export the filtered log and the clips, and record the investigation’s conclusion.',
    '## Keeping the log trustworthy',
    'A log is evidence only if it cannot be edited. Check that your system keeps events immutable, records who searched and exported them, and synchronises controller clocks so that events from different doors can be put in order.',
  ],
  rbac: [
    '## Why roles beat individual permissions',
    'In a system where each person has their own list of doors, every joiner, mover and leaver is a manual change, and after a few years nobody can say why a given person can open a given door. Roles fix that. A role is a named set of doors and schedules, such as “Warehouse staff” or “Finance”; a person is given roles, and their access is the sum of their roles.',
    table([
      ['Role', 'Doors', 'Schedule'],
      ['All staff', 'Main entrance, kitchens, meeting floors', 'Weekdays 06:00–22:00'],
      ['Finance', 'Finance office', 'Weekdays 07:00–20:00'],
      ['IT', 'Server room, comms rooms', 'Around the clock'],
      ['Cleaners', 'Entrance, shared areas', 'Weekdays 18:00–22:00'],
    ]),
    '## Designing roles',
    'Start from the organisation, not the doors. List the groups of people who need the same access, and give each a role. Keep the number small: most organisations of a few hundred people need ten to twenty roles. A role with one member is usually a sign that a person needs an exception, which is better recorded as such.',
    '## Roles and directories',
    'When roles follow groups in your identity provider, access changes with employment. A person who moves from sales to finance leaves the sales group and joins the finance group; their doors change the same minute, with nobody filing a ticket.',
    '## Reviewing roles',
    'Roles drift. Review each role’s doors once a year with its owner, and review each role’s members every quarter. The review is also the evidence auditors ask for.',
  ],
  'door-controller': [
    '## What is inside',
    'A door controller is a small computer with inputs and outputs. Inputs read the reader, the door position switch and the request-to-exit device; outputs drive the lock relay and sometimes a sounder. The controller holds the rules for its doors and a copy of the credentials that may use them, so it can decide in milliseconds without asking a server.',
    table([
      ['Connection', 'What it does'],
      ['Reader (OSDP or Wiegand)', 'Receives the credential that was presented'],
      ['Door position switch', 'Knows whether the door is open or closed'],
      ['Request-to-exit input', 'Knows that someone is leaving from inside'],
      ['Lock relay', 'Locks and unlocks the door'],
      ['Fire input', 'Puts doors into their fire state when the alarm sounds'],
      ['Network', 'Receives rules and sends events to the cloud'],
    ]),
    '## One door or many',
    'Some controllers serve a single door and sit above it; others serve four, eight or sixteen doors from a cabinet in a comms room. Multi-door controllers are cheaper per door and easier to maintain; single-door controllers need less cabling between the door and the cabinet.',
    '## Offline operation',
    'A good controller keeps working when the network is down. It goes on deciding from its local rules, runs its schedules, and buffers events until the connection returns. Ask any vendor how many events their controller buffers and what happens when the buffer is full.',
    '## OSDP and Wiegand',
    'Wiegand is the old way of connecting readers: simple, universal, and unencrypted, so a device clipped onto the wires can record and replay credentials. OSDP is its replacement: a two-way, encrypted connection that also lets the controller supervise the reader and update its firmware. Use OSDP for new installations.',
  ],
  'rfid-nfc-ble': [
    '## Low-frequency RFID (125 kHz)',
    'The oldest of the three. A 125 kHz proximity card transmits a fixed number when a reader powers it. It is cheap and reliable, and it can be copied in seconds, because it has no secret. It should be phased out wherever security matters.',
    '## High-frequency RFID and NFC (13.56 MHz)',
    'Smart cards such as MIFARE DESFire and iCLASS SE work at 13.56 MHz. They contain a small processor and keys, and they prove their identity to the reader cryptographically, so copying the card’s number is not enough. NFC is the same radio in phones and watches: wallet badges use it to behave like a smart card.',
    '## Bluetooth Low Energy',
    'Bluetooth works over a few metres rather than a few centimetres, which lets a phone open a door from a pocket or with a tap on the screen. It is used by mobile access apps and by some wallet implementations. Because its range is longer, good readers combine it with a signal-strength check or an intent gesture, so doors do not open for people walking past.',
    table([
      ['Technology', 'Range', 'Secure?', 'Typical credential'],
      ['125 kHz RFID', 'Up to 10 cm', 'No', 'Proximity card or fob'],
      ['13.56 MHz smart card', 'Up to 5 cm', 'Yes, with modern cards', 'DESFire EV3, iCLASS SE, SEOS'],
      ['NFC (phone or watch)', 'Up to 5 cm', 'Yes', 'Wallet badge'],
      ['Bluetooth LE', 'Up to several metres', 'Yes', 'Mobile app credential'],
    ]),
    '## Choosing readers',
    'Buy readers that support all three modern options: 13.56 MHz smart cards, NFC wallet badges and Bluetooth. During a migration, a reader that also reads 125 kHz lets old cards keep working until they are replaced; switch that support off when the migration is done.',
  ],
  'mobile-credentials': [
    '## How a phone proves who it is',
    'A mobile credential is a key stored in a phone’s secure element or protected storage. When the phone is near a reader, the reader sends a challenge and the phone answers with a signature that only the key could produce. Nothing that travels over the air can be replayed, and the key never leaves the phone.',
    '## Wallet badges and app credentials',
    table([
      ['', 'Wallet badge', 'App credential'],
      ['How it opens a door', 'Tap the phone or watch, like a payment card', 'Tap, or unlock from the app'],
      ['Needs the app open?', 'No', 'Usually not, for tap; yes, for remote unlock'],
      ['Works with a flat battery', 'Yes, for several hours on recent iPhones', 'No'],
      ['Radio', 'NFC', 'Bluetooth or NFC'],
    ]),
    '## Issuing and revoking',
    'Admins issue mobile credentials by inviting a person by e-mail; the person adds the badge to their wallet or signs in to the app. Revoking is instant and remote: there is no card to collect, and a lost phone can be suspended from the dashboard or by the person through their phone maker’s lost-device service.',
    '## Privacy',
    'People worry that a work app on their personal phone will track them. A well-designed access app does not use location in the background; it only talks to readers when the person is at a door. Say so in the rollout e-mail.',
  ],
}

// How each topic looks in practice, and what to ask: the closing sections of each article.
const PRACTICE = {
  'audit-logs': [
    '## How long to keep the log',
    'Retention is a balance between investigation and privacy. Most organisations keep general door events for 90 to 180 days and events at regulated rooms for a year or more. Write the periods down with the reasoning, set them in the system so that old events are deleted automatically, and review them once a year.',
    '## Making audits routine',
    'Schedule the monthly questions as saved reports that arrive by e-mail, and store each quarter’s access review and export in the audit folder as you go. When an auditor asks, the evidence already exists, with dates that prove the control ran throughout the period rather than the week before the audit.',
  ],
  rbac: [
    '## Exceptions without chaos',
    'Some people will need a door their role does not give them: a facilities contractor for a month, an engineer covering a colleague’s lab. Grant exceptions with an end date and a reason, and list all open exceptions in the quarterly review. An exception that has been renewed three times is a sign that a role is missing.',
    '## Separation of duties',
    'Roles also help with rules about combinations. A bank may require that nobody holds both the cash-room role and the role that approves cash-room access. Writing such rules down, and checking them during reviews, is far easier when access is expressed as roles rather than as thousands of individual door permissions.',
  ],
  'coworking-members': [
    '## Private offices and their tenants',
    'Companies renting private offices often want to manage their own people. Give each company’s admin a scoped view where they can add and remove their staff for their own office, without seeing other members or doors. The operator keeps control of the building; the tenant stops emailing the community team for every new hire.',
    '## Measuring the space',
    'Door data tells an operator which floors are busy on which days, how many day-pass guests convert to members, and when the kitchens need restocking. Aggregated counts are enough for all of it, and members appreciate an operator who can say that no one is tracking individual arrivals.',
  ],
  'mobile-credentials': [
    '## Rolling them out',
    'Most organisations offer phones alongside cards rather than replacing cards overnight. Send the invitation e-mail on a Monday, with a short explanation and a video; by the end of the first month, 70 to 80 percent of people usually use their phone. Keep cards for those without a suitable phone, for contractors, and for anyone who prefers one.',
    '## Questions to ask a vendor',
    '- Does the badge work in Apple Wallet and Google Wallet, or only in an app?',
    '- Does it work when the phone is locked, and when the battery is flat?',
    '- How is a credential revoked, and how quickly does it stop working at every door?',
    '- Which readers support it, and do existing readers need replacing?',
  ],
  'door-controller': [
    '## Power and placement',
    'Controllers usually take their power from a dedicated supply with a battery, or over Power over Ethernet. Place them in a secure space on the protected side of the doors they control, never above the ceiling outside the door, where someone could open the housing and short the lock relay.',
    '## Questions to ask a vendor',
    '- How many doors does one controller serve, and how are readers connected?',
    '- How long does it keep working offline, and how many events does it buffer?',
    '- Does it support OSDP Secure Channel, and can it update reader firmware?',
    '- How are firmware updates delivered, and can they be scheduled?',
  ],
  'visitor-basics': [
    '## Measuring the experience',
    'Two numbers show whether a visitor process works: how long guests wait between arriving and meeting their host, and how many people get in without a pass. The first should be a few minutes; the second should fall steadily once passes are easy. A short survey in the follow-up e-mail adds the guest’s own view.',
  ],
  'rfid-nfc-ble': [
    '## What about UWB?',
    'Ultra-wideband is a newer radio in recent phones that measures distance precisely. It promises doors that unlock as you approach them, and only when you are on the right side. Reader support is still limited, and most organisations should treat it as a future option rather than a requirement today.',
    '## Summary',
    'Retire 125 kHz. Use modern 13.56 MHz smart cards for those who need a card, wallet badges for everyone with a suitable phone, and Bluetooth where hands-free or remote unlocking adds something. Buy readers that support all of them, so the choice can change without new hardware.',
  ],
  'cloud-vs-onprem': [
    '## Questions to ask',
    '- What happens at each door when the internet connection is lost, and for how long?',
    '- How are admin accounts protected: single sign-on, two-factor authentication, audit of admin actions?',
    '- What does the total cost look like over five years, including servers, IT time and travel?',
    '- Can existing locks and cabling be kept?',
    'The answers, in writing, make the comparison concrete and give you something to hold the vendor to.',
  ],
  'anti-passback': [
    '## Setting it up',
    'Define the area first: a car park, a data hall, a building. Mark each reader as an entry or an exit for that area. Choose the mode and the nightly reset time, decide who may forgive a person’s state, and run in soft mode for two weeks while you watch the violations report.',
  ],
  'fail-safe': [
    '## A worked example',
    'A three-storey office has a glass main entrance, a rear fire exit, a server room and stairwell doors. The glass entrance has no frame for a strike, so it gets a maglock with a motion REX, a push-button release and a fire-alarm release. The rear fire exit keeps its panic bar and gets a fail-secure strike, so it is locked from outside in a power cut and always opens from inside. The server room gets a fail-secure strike. The stairwell doors are fail-safe, because the local code requires re-entry from stairwells during a fire.',
  ],
  rex: [
    '## Common mistakes',
    'The mistakes we see most are a motion sensor aimed through a glass door, so that anyone outside can trigger it; a push button wired only to the controller, so a failed controller traps people; and a REX that unlocks a door which should only shunt its alarm. Each is cheap to fix once found.',
  ],
}
for (const [id, lines] of Object.entries(PRACTICE)) MORE[id].push(...lines)

// A paragraph of context that opens each article's longer part.
const CONTEXT = {
  'visitor-basics':
    'Visitor management sounds like a reception problem, but it is a security one. Most people who walk through an office on any given day are not employees: candidates, clients, couriers, cleaners and contractors. Each of them is a person the building let in, and a good visitor process is the difference between knowing who they were and guessing. The basics below apply to any tool, including a paper book.',
  'audit-logs':
    'Most organisations collect door events for years and look at them only after something has gone wrong. A log that nobody reads protects nobody. A small, regular habit of reading it, a few saved questions once a month, catches the problems that otherwise surface in an audit finding or an incident report, and it turns the log from a storage cost into a control.',
  'anti-passback':
    'The name describes the trick it prevents: a person badges through a turnstile or a car park barrier, then passes their card back over the fence to a friend, who uses it to come in too. Anti-passback is a rule in the access system that makes a card useless for a second entry until it has been used to leave.',
  rbac: 'Role-based access control, or RBAC, is the idea behind almost every well-run access system, physical or digital. It is also the idea most often abandoned in practice, one exception at a time, until every person has their own special list of doors. Done well, it makes access predictable, reviewable and quick to change.',
  'coworking-members':
    'Coworking operators run some of the busiest buildings for their size. The same features that make a space attractive, flexible plans, guests welcome, open around the clock, make access control harder than in a conventional office, and the answer is to let the membership system drive the doors.',
  'cloud-vs-onprem':
    'For most of the history of electronic access control, the software lived on a server in the building. Cloud systems have changed that over the past decade, and most new installations now use them. The choice still deserves a clear comparison, because the right answer depends on the sites, the network and the people who will run the system.',
  'mobile-credentials':
    'Phones have become the default credential in many offices within a few years. The shift happened because they are more convenient than cards and, in most cases, more secure: a phone is rarely lent to a colleague, it is locked with a PIN or a face, and its keys sit in hardware designed for payments.',
  rex: 'The request-to-exit sensor is the least glamorous device at a door and one of the most important. It decides whether a person leaving is treated as a normal exit or an alarm, and on some doors it is what lets people out at all.',
  'door-controller':
    'Readers get the attention, because they are the part people touch. The controller is the part that decides. It is worth understanding what it does, because its quality determines how the system behaves on the worst day: when the network is down, the power is out or the fire alarm sounds.',
  'rfid-nfc-ble':
    'Access control uses three families of radio to read credentials, and the words for them are used loosely. Understanding the differences explains why some cards can be copied and others cannot, and why a phone can open a door from a pocket.',
}
for (const [id, text] of Object.entries(CONTEXT)) MORE[id].unshift(text)
MORE['coworking-members'].push('Operators who get this right spend their community team’s time on members, not on badges.')
MORE.rbac.push('Fewer, clearer roles make every one of these steps easier.')
MORE['visitor-basics'].push('Start small: one office, one pass type, a handful of hosts.')
