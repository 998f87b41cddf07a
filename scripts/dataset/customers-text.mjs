// The longer part of each customer story (customers.mjs): who the customer is and what came next,
// spliced around the story's own sections.
export const BEFORE = {
  northwind:
    'Northwind Properties owns and manages 38 office and mixed-use buildings across the north of England, with about 1,200 tenant companies, from two-person studios to regional headquarters. Its facilities team of 14 looks after everything from lifts to loading bays, and until 2025 a large part of their week went on access cards.',
  brightline:
    'Brightline Fitness runs 62 clubs across the Midwest, with 180,000 members and a reputation for well-kept equipment at a low monthly price. Its members asked for one thing above all: to train when it suits them, including before dawn and after late shifts.',
  'alder-falls':
    'The City of Alder Falls serves 120,000 residents from eleven public buildings: the town hall, four libraries, two community centres, three maintenance depots and the emergency operations centre. Each had grown its own way of locking up, and the facilities manager held a ring of keys for the rest.',
  halcyon:
    'Halcyon Health Labs processes clinical samples for hospitals and clinics across three states, from six laboratories and two pharmacies. Controlled substances, patient samples and regulated equipment mean that inspectors visit often, and they always ask about access.',
  riverbend:
    'Riverbend Unified School District educates 6,800 students in nine schools: six elementary, two middle and one high school, the oldest built in 1958. Its safety director had one priority for the new system: the ability to lock every door in seconds.',
  kestrel:
    'Kestrel Manufacturing makes precision components for agricultural and construction machinery, with 1,400 people in three plants. Safety is the first item of every shift meeting.',
  larkspur:
    'Larkspur Community Bank has served its region for 90 years from 27 branches, with vault rooms in each and a data room at its head office. Like every bank, it is audited every year, and access to sensitive rooms is always on the list.',
  vantage:
    'Vantage Labs builds analytics software for logistics companies, with 850 employees in offices in Lisbon, Berlin and Austin. It hires about 30 people a month and runs its IT on the principle that nothing should require a ticket if it can follow the directory.',
  beacon:
    'Beacon Media Group produces a national morning show, a late-night programme and two podcasts from a converted warehouse with six studios, edit suites and a green room. Guests, crews and deliveries arrive around the clock.',
}

/**
 * Each story at a real case study's length (400–800 words), in the sections a buyer looks
 * for: the challenge, the solution, the rollout and the results. Strings are paragraphs, '- ' lines
 * list items (lib.mjs `body`); the story's own media (customers.mjs) follow its rollout or results.
 */
export const STORY = {
  northwind: {
    challenge: [
      'Ten years of acquisitions had left Northwind with four access systems from three vendors. Each needed its own server in a basement comms room, its own administrator and its own badge printer, and two of them were out of support. A tenant with offices in two buildings carried two badges and called two help desks.',
      'Moving a tenant in was the worst of it. The facilities team collected a spreadsheet of names, printed and encoded badges, drove them across town and programmed the lift and lobby doors by hand. A 40-person move-in took two working days, and leavers kept their badges for weeks because nobody told the landlord.',
    ],
    solution: [
      'Northwind chose Threshold for one reason above the others: tenants could manage their own people without giving up control of the building. Each tenant company is an organisation in the dashboard with its own administrators, its own doors and its own schedules, inside rules the landlord sets.',
      '- Tenants invite staff from a self-service portal; each invitation sends a mobile credential to the phone.',
      '- Lobby, lift and car-park doors are shared, and follow building hours the landlord sets once.',
      '- The facilities team sees every building, every alarm and every door event on one map.',
    ],
    rollout: [
      'Installers worked building by building over nine months, starting with the four buildings whose old servers were out of support. Reusing existing strikes, door contacts and cabling in 70% of doors kept the hardware bill down, and each building switched over on a Saturday so tenants arrived on Monday to working doors.',
      'Tenants received a two-page guide and a 20-minute video call with their new administrators. Most had invited their staff before the switch-over weekend.',
    ],
    results: [
      'Tenant move-ins that took two days of badge printing now take ten minutes, and the tenant does most of the work. Locksmith call-outs fell from 210 a year to 31, because lost badges are revoked from a phone instead of rekeyed.',
      'Tenant satisfaction scores for building services rose from 6.8 to 8.4 out of ten in the first annual survey, and the four basement servers, with their maintenance contracts, are gone.',
    ],
  },
  brightline: {
    challenge: [
      'Members wanted to train before dawn and after late shifts, but staffing 62 front desks through the night would have cost more than the extra hours earned. The old card system could not tell a paying member from a lapsed one: expired cards kept opening doors until someone at the desk noticed, and arguments about frozen accounts happened at the turnstile.',
      'Safety was the other question. An unstaffed club needs to know who is inside, to keep out people who follow a member through the door, and to get help to someone quickly if something goes wrong.',
    ],
    solution: [
      'Brightline connected Threshold to its membership billing system, so that access follows the account rather than a plastic card.',
      '- Members enter with the Brightline app, which carries a Threshold mobile credential.',
      '- A failed payment pauses access within a minute; a successful retry restores it just as fast.',
      '- Doors held open for more than 8 seconds sound a warning and alert the regional duty manager.',
      '- After 22:00, the video intercom at the entrance connects to a remote duty team, and cameras attach a clip to every door event.',
    ],
    rollout: [
      'The rollout started with six pilot clubs in Columbus, where night-time opening ran for three months before the board approved the rest. The remaining 56 clubs followed in batches of eight, each over a weekend, with a member email the week before explaining how to add the credential to the app.',
      'Front-desk staff were trained to help members at the door during the first week; after that, the app handled almost every question.',
    ],
    results: [
      'All 62 clubs are now open around the clock without night staff. Night-time visits make up 14% of the total, much of it from shift workers who had never trained with Brightline before, and tailgating alerts fell by 60% after the audible warning went live.',
      'Disputes about access fell away with the cards: a member whose payment fails sees why in the app and can fix it on the spot. Regional managers now review night-time alerts each morning instead of reading incident reports a week later, and the board has approved the same model for every new club.',
    ],
  },
  'alder-falls': {
    challenge: [
      'The town hall ran on keys, the libraries on a card system bought 15 years ago, and the depots on padlocks. Each building opened and closed when someone arrived to unlock it, which meant overtime on public holidays and a lobby occasionally left open all night.',
      'The records rooms worried the city most. Planning files, payroll and council papers sat behind doors anyone with the right key could open, with no record of who did. An auditor asked who had entered the records room in the previous month, and nobody could answer.',
    ],
    solution: [
      'The city put every building on one Threshold system, with schedules that follow the public calendar.',
      '- Lobby doors unlock at opening time and lock at closing, following the city holiday calendar.',
      '- Records rooms need a badge and a PIN, and every entry is logged with a name and a time.',
      '- Depot gates open by badge for maintenance crews, from the start of their shift.',
      '- The emergency operations centre can lock every public building from one screen.',
    ],
    rollout: [
      'Procurement was simpler than the facilities team expected. The city bought through a cooperative purchasing contract at a fixed per-door price, so council approval took a single meeting rather than a full tender.',
      'Installation ran library by library over the summer, when opening hours were shortest, and finished with the town hall in September. Staff swapped their keys for badges at a drop-in session in each building.',
    ],
    results: [
      'Lobby doors now follow the public calendar without anyone driving across town, depots open for crews by badge, and the records rooms have a complete log of every entry. The city’s insurer reduced its premium after the first year.',
      'The facilities manager returned his ring of keys to the safe. Holiday overtime for opening and closing buildings has ended, and when the auditor came back the next year, the list of entries to the records room took two minutes to export. The city council now receives a short quarterly report of after-hours access to every public building.',
    ],
  },
  halcyon: {
    challenge: [
      'Inspectors ask one question at every visit: who entered the controlled areas, and when? Halcyon had to answer it from three systems, one per generation of building, each with its own export format and its own idea of a staff name.',
      'Before an inspection, two security officers spent most of a week exporting logs, matching badge numbers against HR lists in spreadsheets and chasing gaps. Failed attempts at controlled-substance rooms were recorded but nobody saw them until the next review.',
    ],
    solution: [
      'Halcyon replaced the three systems with one, and organised it around the areas inspectors ask about rather than around buildings.',
      '- Each controlled area has its own report: one signed export per area, filtered by date, ready in minutes.',
      '- Controlled-substance rooms require a badge and a PIN; failed attempts alert the security team within seconds.',
      '- Cameras at the pharmacy doors attach a short clip to every entry, so a name always comes with a face.',
      '- Staff lists come from the HR system, so a leaver’s access ends on their last day.',
    ],
    rollout: [
      'The security team started with the two pharmacies, where inspection risk was highest, then moved through the six laboratories over five months. Each lab switched over between sample runs on a Sunday, with the old readers left in place for a week as a fallback that nobody needed.',
    ],
    results: [
      'Inspection preparation fell from a week of work to an afternoon. The last inspector asked for six months of entries to the pharmacy store and had them the same morning, with video, and every controlled room is now behind a badge and a PIN.',
      'Failed attempts at controlled rooms now reach the security team within seconds instead of at the next monthly review, and two badge-sharing incidents were caught in the first quarter. The two security officers who used to spend a week on each inspection now spend that time on training and on the quarterly access reviews that regulators increasingly expect. When a new laboratory opened in the spring, it joined the same system, with the same reports, before its first sample arrived.',
    ],
  },
  riverbend: {
    challenge: [
      'A lockdown at Riverbend meant teachers locking classroom doors with keys, one by one, while the front office called each building. The last drill took eleven minutes. Over six decades of building work, 1,900 keys had been cut, and 400 of them were unaccounted for.',
      'Visitors were the daily problem. Front offices buzzed in whoever pressed the bell, and in three of the older schools the office could not see the front door at all.',
    ],
    solution: [
      'The district chose one system for every school, with lockdown as its first requirement.',
      '- Every exterior door and classroom door has a reader or a wireless lock, all controlled from one dashboard.',
      '- Lockdown buttons in each front office, and in the district office, lock every door of a school, or of every school, at once.',
      '- Visitors check in at a video intercom before the vestibule’s inner door opens.',
      '- Teachers and staff carry badges; substitutes receive a badge valid for the days they teach.',
    ],
    rollout: [
      'Installation ran over one summer break, with crews working two schools at a time and finishing a week before teachers returned. The safety director ran a lockdown drill in each school in the first month of term, with the local police watching the first one.',
    ],
    results: [
      'Lockdown time fell from eleven minutes to four seconds, across 212 doors. All 1,900 keys were collected and retired the following summer, and every visitor now checks in at the intercom before the vestibule opens.',
      'Teachers say the biggest change is confidence: in a drill, they no longer search for a key while holding a class together. Substitutes receive a badge for the days they teach and nothing more, lost badges are disabled from a phone in seconds, and the district office can see at a glance which doors of which school are locked, unlocked or held open. The local police department now has read-only access to the lockdown status of every school during an incident.',
    ],
  },
  kestrel: {
    challenge: [
      'Kestrel’s plants run three shifts and host up to 200 contractors a week: electricians, maintenance crews, auditors and drivers. Every contractor must complete a safety induction before reaching the production floor, and inductions expire after a year.',
      'The gatehouse checked inductions against a printed list that was out of date by Wednesday. Twice in one year a contractor with a lapsed induction was found on the floor. And in an evacuation drill, the safety manager counted heads on a clipboard against a list of who might be on site.',
    ],
    solution: [
      'Kestrel tied access to the safety records it already kept.',
      '- Contractor profiles carry an induction expiry date, synchronised from the training system every night.',
      '- The gate refuses a contractor whose induction has lapsed, tells the host why, and offers the next induction slot.',
      '- Turnstiles at each plant follow the three shift patterns, so a worker badges in only around their own shift.',
      '- In an evacuation, the muster report lists everyone who entered and has not yet reached an assembly point.',
    ],
    rollout: [
      'The first plant went live over a planned maintenance shutdown in August; the other two followed in October and January. Contractors received a badge at their next induction, so the old paper passes disappeared within a year without a separate campaign.',
      'Shift supervisors were trained on the muster report in a single session per plant, during the first planned drill.',
    ],
    results: [
      'Contractors with lapsed inductions no longer reach the production floor, and the gatehouse knows why before the contractor does. Muster reconciliation fell from 25 minutes to three, and the safety team now runs drills every quarter instead of every year.',
      'The safety manager now sees each plant’s headcount by area on a phone, so a drill starts with a list rather than a guess. Contractor hosts receive an e-mail a month before an induction expires, which has almost ended refusals at the gate, and the gatehouse staff spend their time welcoming visitors instead of reading printed lists. The plant managers now compare muster times between plants every quarter, and the fastest plant sets the target for the others. Insurers have taken note: the annual safety audit now takes its evidence directly from the system.',
    ],
  },
  larkspur: {
    challenge: [
      'Larkspur’s auditors had flagged access reviews three years running. Each branch kept its own list of who could open the vault room, on paper or in a spreadsheet, and nobody could prove that the lists matched who could actually open the doors.',
      'Vault rooms were meant to follow a two-person rule, but the rule lived in a policy document rather than in the locks. The head-office data room used a keypad whose code had not changed since it was installed.',
    ],
    solution: [
      'The bank moved all 27 branches and the head office to one system, with the audit file in mind from the start.',
      '- Vault rooms open only when two authorised staff badge within 30 seconds of each other.',
      '- The data room requires a badge and a PIN, and alerts the security team after hours.',
      '- Branch managers confirm their staff’s access in a guided review every quarter; the signed export goes straight into the audit file.',
      '- Roles come from the HR system, so a transfer between branches moves a person’s access with them.',
    ],
    rollout: [
      'The operations team ran the project branch by branch, three a week, installing on Saturday afternoons after the branches closed. The first quarterly review ran six weeks after the last branch went live, and took branch managers about ten minutes each.',
    ],
    results: [
      'The bank closed its last audit with no access findings for the first time in four years. Every vault entry has two names and a time, and the auditors now sample the review exports instead of asking for them branch by branch.',
      'Branch managers say the quarterly review is the first compliance task that takes less time than the meeting about it. When staff move between branches, their access moves with them the same day, and the security team can see at once every person who can open every vault room in the network. The data room’s old keypad code is gone, and after-hours entries now reach the security team before anyone asks about them. The board’s risk committee now receives the review results as a single page each quarter.',
    ],
  },
  vantage: {
    challenge: [
      'Vantage hires about 30 people a month across Lisbon, Berlin and Austin. Each office had its own badge system and its own printer, and a new hire’s badge depended on an office manager remembering to print it before their first day.',
      'Leavers were worse. Disabling an account in the identity provider did nothing to their badge, and the IT team spent hours every month on door tickets that had nothing to do with IT.',
    ],
    solution: [
      'Vantage wanted door access to follow the directory, like every other system it runs.',
      '- People and groups come from the identity provider through SCIM: a directory group is a set of doors.',
      '- A new engineer gets the office doors and the Berlin lab on day one, and a wallet badge by e-mail.',
      '- Disabling an account in the directory ends access to every door within a minute.',
      '- Visitors receive a wallet pass from the host’s calendar invitation.',
    ],
    rollout: [
      'Berlin went first, over a long weekend, followed by Lisbon and Austin a month apart. Employees added their wallet badge from an e-mail in the week before each switch-over, and the few who preferred a card received one on the day.',
      'The IT team wrote one page of documentation, mapping directory groups to doors, and has not needed to change it since.',
    ],
    results: [
      'No badge has been printed since 2025. New hires have their doors and a wallet badge before their first day, leavers lose access the minute their account is disabled, and the IT team no longer handles door requests at all.',
      'Employees say the wallet badge is the one piece of office technology they never think about. The office managers, freed from the badge printers, now run visitor programmes and events instead, and the security team can see every door of every office from one dashboard. When a hardware lab in Berlin needed tighter access, it took a new directory group and ten minutes. The same model now covers the company’s two co-working desks in London and Madrid, without a badge printer in either.',
    ],
  },
  beacon: {
    challenge: [
      'About 300 guests a week pass through Beacon’s building: politicians, musicians, experts and studio audiences, most of them for a single appearance. Reception printed paper passes, and a guest for the morning show could wander into a podcast recording or an edit suite.',
      'Crews were just as hard to manage. Freelancers work for a few days at a time, and edit suites hold embargoed material that only the programme’s own team may see.',
    ],
    solution: [
      'Beacon made producers, not reception, responsible for guest access.',
      '- Producers load the next day’s guest list; each guest gets a pass for the green room and their studio, valid for a two-hour window.',
      '- Freelance crews get access for the days of their booking, from the scheduling system.',
      '- Edit suites with embargoed material need a badge and a PIN.',
      '- The video intercom at the loading bay lets the overnight team admit deliveries without going downstairs.',
    ],
    rollout: [
      'The studios went live one at a time between programme series, starting with the podcast studios, where the stakes were lowest. Producers were trained in half an hour each, and reception kept a printed fallback list for the first fortnight.',
      'Guest passes were tested first on a live audience recording of 120 people, which passed without a queue at the door.',
    ],
    results: [
      'Producers load guest lists the evening before and go home. Each guest receives a pass for their two-hour window, the green room and their studio, and nothing else, and embargoed material stays in edit suites behind a badge and a PIN.',
      'Reception now greets guests instead of printing passes, and producers no longer call down to ask whether a guest has arrived: the intercom and the pass tell them. After a late-night programme, the building locks itself down on schedule, and the overnight team handles deliveries at the loading bay from the control room. When a guest misses their window, the producer extends the pass from a phone in seconds. Security reviews of edit-suite access, once an annual scramble, now take a few minutes and cover every embargoed programme.',
    ],
  },
}

/** What each customer does next: the story's last section. */
export const NEXT = {
  northwind:
    'Northwind is adding the video intercom to the lobbies of its ten largest buildings, so tenants can let visitors in from their phones, and it is connecting lift access in the four buildings with destination dispatch. The facilities team now spends the time it used to spend printing cards on planned maintenance.',
  brightline:
    'Brightline is opening eight new clubs this year, each designed around unstaffed hours from the start: a covered, well-lit entrance, an intercom at the door and cameras linked to every access event. New clubs go live with access control in a day.',
  'alder-falls':
    'The city is adding the video intercom at library side entrances for after-hours deliveries, and connecting its HR system so that seasonal staff receive and lose access automatically.',
  halcyon:
    'Halcyon is extending the system to its courier depot and sample-reception areas, and streaming its audit log to its security operations tools.',
  riverbend:
    'The district is adding lockdown buttons to every classroom and connecting the system to its mass-notification service, so that a lockdown also sends an alert to staff phones and to the local police dispatch.',
  kestrel: 'Kestrel is adding cameras at gates and linking them to access events, and rolling out phone credentials to office staff.',
  larkspur:
    'Larkspur is adding the video intercom to branch staff entrances, so that early-morning arrivals can be verified by the operations centre before the door opens.',
  vantage:
    'Vantage is opening a fourth office in Warsaw next spring; it will go live with the same roles, the same directory groups and no printed badges.',
  beacon:
    'Beacon is linking studio cameras to access events, so the operations team can see who entered a studio during a live show from the same screen as the door log.',
}
