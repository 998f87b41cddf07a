// The longer part of each blog post (blog.mjs): sections spliced into its body before its last
// block (or after it, `end: true`), so posts read at the length of a real company's blog
// (600–1,500 words, with the headings their table of contents lists).
import { action, table } from './lib.mjs'

export const MORE = {
  'lockdown-drills': {
    end: true,
    lines: [
      '## What the log told Riverbend',
      'Riverbend’s first drill locked 212 doors in 4 seconds, but the log showed three things nobody had expected. A side door at the gym had been wired fail-safe by a previous contractor, so it unlocked when the maglock lost power during the drill and relocked a second later. Two substitute teachers had badges from a visitor template, which the lockdown rule correctly refused, and which left them unable to open their own classroom from the corridor. And the all-clear went out by radio eleven minutes before the office pressed “end lockdown”, so for eleven minutes classes were free to move while the doors still thought they were in a lockdown.',
      'None of these were failures of the system. They were the drill doing its job: finding the gap between the plan on paper and the building as it is.',
      '## Roles that hold up under stress',
      'The hardest part of a real lockdown is the first minute, when the person who sees the threat is rarely the person whose job it is to act on it. Districts that run good drills give the trigger to many people and keep the all-clear with few.',
      '- **Trigger**: every teacher and office staff member, from the mobile app, a panic button under the front desk, or a lockdown keypad code at any reader.',
      '- **All-clear**: the principal, the assistant principal and the district safety lead; the app asks for a second confirmation.',
      '- **Override for responders**: police and fire credentials open doors during a lockdown and every use is logged with the door and the time.',
      '### Partial lockdowns',
      'Not every event calls for the whole campus. A “secure perimeter” state locks the outside doors and leaves interior doors alone, which is what a school wants when police are dealing with something in the neighbourhood. Set it up as a second lockdown plan so staff are not improvising scopes under pressure.',
      '## A drill calendar that sticks',
      'Most states require a number of drills per year; the best schools treat the requirement as a floor. Riverbend now runs one announced drill per term, one unannounced drill per year with notice to staff only, and a tabletop exercise each August for the office teams before students return.',
      table([
        ['Drill', 'When', 'Who is told', 'What it tests'],
        ['Announced', 'Once per term', 'Everyone', 'Muscle memory, door hardware'],
        ['Unannounced', 'Once per year', 'Staff only', 'Trigger speed, communication'],
        ['Tabletop', 'Every August', 'Office and safety team', 'Roles, partial lockdowns, the all-clear'],
      ]),
      'After each one, the safety lead sends a one-page summary to every principal: how long the doors took, which doors needed attention, and what changes before the next drill. The summary is short on purpose. People read one page.',
    ],
  },
  'prox-cards': {
    lines: [
      '## How to find out what you have',
      'Many organisations do not know which card technology they use. The card itself rarely says, and the installer who chose it may have left years ago. There are three quick ways to check.',
      '1. Look for markings: “HID ProxCard II”, “ISOProx” or “125 kHz” on the card means proximity; “iCLASS SE”, “SEOS” or “DESFire” means a smart card.',
      '2. Hold the card to a phone with NFC switched on. A 13.56 MHz smart card usually makes the phone react; a 125 kHz card does nothing at all.',
      '3. Check the reader model in your door schedule and look up its datasheet. A reader that only supports 125 kHz tells you everything you need to know.',
      'It is common to find a mix. Buildings that added a wing in 2015 often have smart cards in the new part and proximity cards everywhere else, with one “multi-technology” reader at the front door that accepts both.',
      '## The real risk, in plain numbers',
      'A determined attacker has always had ways into a building. What makes proximity cards different is the effort. Copying one takes a device that fits in a pocket, a few seconds of standing close to someone in a lift or a coffee queue, and no skill at all. The copy works until the original is revoked, and because the original keeps working too, nobody notices.',
      'In penetration tests we have seen, cloned proximity cards are the most common way testers reach a server room. They rarely need to pick a lock or tailgate: they borrow an identity for the price of lunch.',
      '## Moving to secure credentials',
      'The move is less disruptive than it sounds, because it can happen one group at a time. The order we recommend:',
      '- **Replace readers first.** Install multi-technology readers that read 125 kHz, 13.56 MHz and Bluetooth. Nobody notices, because old cards keep working.',
      '- **Issue phones and wallet badges to the people who want them.** In most offices, 70 to 80 percent of staff choose a phone within a month.',
      '- **Issue DESFire EV3 cards to everyone else.** Contractors, shared accounts and staff without company phones still need a card.',
      '- **Watch the dashboard.** The credential report shows how many entries still use 125 kHz each week.',
      '- **Switch proximity off.** When the count has been zero for two weeks, turn off 125 kHz per site with one setting.',
      action(
        'info',
        'Keep a few old readers in mind',
        'Car park barriers and lift panels are often forgotten in the door schedule. Check them before you switch proximity off.',
      ),
      '## What it costs',
      'Reader hardware is the largest line for buildings whose readers are more than ten years old. Cards cost a few euros each, and mobile credentials are included in every Threshold plan, so the more people move to phones, the smaller the card order. Most customers spread the reader replacement over one budget year and the switch-off over the next quarter.',
    ],
  },
  'multi-site-rollout': {
    lines: [
      '## Roles before doors',
      'The second spreadsheet tab is roles. A role is a group of people who need the same doors at the same times: “Store staff”, “Store managers”, “Regional managers”, “Cleaners (evening)”. Most retailers and property companies need fewer than fifteen roles; if you have forty, some of them are individuals in disguise.',
      'Map roles to doors once, as a matrix, and have the business owner of each site sign it. The signed matrix is also the first thing an auditor will ask for.',
      table([
        ['Role', 'Front door', 'Stock room', 'Cash office', 'Server cupboard'],
        ['Store staff', 'Opening hours', 'Opening hours', '—', '—'],
        ['Store manager', 'Always', 'Always', 'Always', '—'],
        ['Regional IT', 'Always', 'Always', '—', 'Always'],
        ['Cleaners', '18:00–22:00', '18:00–22:00', '—', '—'],
      ]),
      '## Network and power at every site',
      'Controllers need power and a network connection, and this is where rollouts slip. Ask each site for a network port near the controller location, a DHCP reservation or a fixed address, and outbound HTTPS. Controllers do not need inbound ports, but a retail network that blocks everything by default will need one rule.',
      'Power is the other trap. A lock power supply with battery backup should sit on a circuit that is not switched off at night. We have seen a site lose its doors every evening at 22:00 because the cleaner turned off the “office lights” breaker.',
      '### Offline is normal',
      'Plan for the network to fail. Controllers keep their rules and a buffer of events locally, so doors keep working without the internet. What stops working is remote change: a new hire at an offline site will not get in until the connection returns. Tell site managers what to expect.',
      '## The installer brief',
      'Installers work from what you give them. A good brief names each door as it will appear in the dashboard, marks the lock type and the fail-safe or fail-secure decision, and states who on site signs off each door. Ask for a photo of every finished door and its controller, uploaded to the site’s folder the same day.',
      '1. Door schedule with final names and lock types.',
      '2. Controller locations and network details.',
      '3. Power and fire-alarm interfaces, signed off by the building owner.',
      '4. Acceptance test: each door opened with a test badge, forced, and held open, with the events checked in the dashboard.',
      '## Running the waves',
      'Each wave of five sites should follow the same week: installers on Monday to Wednesday, acceptance tests on Thursday, and staff badges switched on the following Monday, when the site team is at full strength. A short review between waves catches the problems that repeat, such as a door type the schedule did not describe or a manager who never received an admin invitation.',
      'A 40-site retailer that followed this pattern finished in four months, with two sites rescheduled for landlord approvals and none for technical problems.',
    ],
  },
  'soc2-auditors': {
    lines: [
      '## Scoping the physical controls',
      'The first conversation with an auditor is about scope. Which rooms hold in-scope systems? For a company that runs entirely on cloud infrastructure, the answer may be “a comms cupboard and the office itself”; for a company with its own servers, it is the data room, the network closets and anywhere backup media are stored. Write the list down and agree it early, because every door on it needs evidence for the whole audit period.',
      '## Evidence, question by question',
      '### Who can enter?',
      'Export the access review for each in-scope door. It should list each person, the role that grants access, and who approved that role assignment. Auditors sample from this list, so make sure there are no unexplained individuals: a contractor added “just for a week” two years ago is the classic finding.',
      '### How fast is access removed?',
      'The leaver report matches the HR leaving date of each person who left in the period with the time their credentials stopped working. If your HR system is connected over SCIM, the gap is measured in minutes. If access is removed by hand, expect the auditor to find a few leavers who kept a badge for a week.',
      '### Are rights reviewed?',
      'Most SOC 2 programmes run a quarterly access review. Schedule it in the dashboard so that each door owner receives a list of people with access and confirms or removes them. The completed reviews, with names and dates, are the evidence.',
      '### Is there a log, and is it kept?',
      'Show the retention setting for the site and a sample of events from the oldest month in the audit period. Auditors like to pick a date and ask for the entries to the data room on that day.',
      table([
        ['Control', 'Evidence', 'Where it comes from'],
        ['Access restricted to authorised staff', 'Access review export per door', 'Dashboard, Reports'],
        ['Timely removal of leavers', 'Leaver report, HR dates vs. credential end', 'Dashboard, Reports'],
        ['Periodic access review', 'Completed quarterly reviews with sign-off', 'Dashboard, Access reviews'],
        ['Entry logging', 'Event log sample, retention setting', 'Dashboard, Events and Site settings'],
        ['Visitor control', 'Visitor log with host and times', 'Dashboard, Visitors'],
      ]),
      '## Common findings, and how to avoid them',
      '- **Shared badges.** A “cleaner” badge used by three people cannot prove who entered. Give each person their own credential, even if they are not employees.',
      '- **Door held open.** A server room door propped open during a delivery undoes its logging. Turn on held-open alerts for in-scope doors.',
      '- **Admin sprawl.** Ten people with admin rights in the access system is a finding in its own right. Limit admins and review them with everything else.',
      '## Making next year easier',
      'The companies that find SOC 2 easy are the ones that treat evidence as a by-product of normal work. Schedule the quarterly reviews, connect the HR system, and save each export into the audit folder as you go. When the auditor arrives, the physical-security section takes an afternoon instead of a week.',
    ],
  },
  tailgating: {
    lines: [
      '## How we measured it',
      'A door that opens with a valid badge and closes again within a few seconds is a normal entry. A door that stays open long after the badge, or that opens twice for one badge, is a sign that more than one person went through. We counted held-open events, which fire when a door stays open longer than its configured time, and paired them with the number of valid entries in the same minute.',
      'The sample covered 3,000 doors at 410 customer sites that had opted into anonymised benchmarking, over the first half of the year. We did not look at who badged; only door types, times and counts.',
      '### Where it is worst',
      table([
        ['Door type', 'Held-open events per 100 entries', 'Peak time'],
        ['Shared kitchen or break room', '14.2', '12:00–13:30'],
        ['Smoking area or rear exit', '11.8', 'Throughout the day'],
        ['Main office entrance', '4.1', '08:40–09:10'],
        ['Meeting room floor', '2.6', '09:00–10:00'],
        ['Server room or data room', '0.7', 'Spread evenly'],
      ]),
      'The doors that matter most, server and data rooms, have the fewest events. That is encouraging, but a single held-open event at a data room matters more than a hundred at a kitchen.',
      '## Why people do it',
      'Nobody tailgates to cause harm. They do it because closing a door in someone’s face is rude, because their hands are full, and because the door takes a long time to close on its own. Treat it as a design problem rather than a discipline problem and the fixes become obvious.',
      '- **Door closers** that take eight seconds to shut are an invitation. Adjust them to close in three to five.',
      '- **Readers on both sides** of a shared door make it easy for the second person to badge too.',
      '- **A coffee machine next to the entrance** creates a queue at exactly the wrong place.',
      '## Alerts that change behaviour',
      'The single most effective change we saw was an audible alert. After a door is open longer than its held-open time, the reader beeps; after another ten seconds, the dashboard raises an alert for the security team. At the sites that turned this on, average held-open time dropped by 60 percent within two weeks and stayed there.',
      'A camera linked to the door makes the alert useful: the security team sees the clip of the moment the door was held, and can tell a delivery from a problem without walking over.',
      action(
        'success',
        'Try it on one door',
        'Turn on held-open alerts for your busiest entrance for two weeks and compare the event counts before and after.',
      ),
      '## When alerts are not enough',
      'For laboratories, cash rooms and data halls, an audible alert is not a control. Those doors need a physical answer: a mantrap or interlock, where the second door will not open until the first one has closed, or a turnstile that admits one person per badge. Camera-based people counters at the door can raise an alarm when two people pass on one badge, which works well where a turnstile would be impractical.',
    ],
  },
  'visitor-policy': {
    lines: [
      '## Start at the invitation',
      'The visit starts the moment a host books the meeting. If the host adds the guest to the calendar invitation, Threshold creates a visitor pass, sends it by e-mail with directions and parking details, and adds the host as the person to notify. The guest does nothing until they arrive, and the pass works only on the day and only at the doors the visitor template allows.',
      'Recurring visitors, such as a weekly cleaner or a contractor on a three-month project, get a pass with a schedule instead of a new one every visit. Their pass still expires at the end of the contract.',
      '### What the pass allows',
      'Keep visitor templates narrow. A typical office needs three:',
      table([
        ['Template', 'Doors', 'Hours', 'Host needed?'],
        ['Meeting guest', 'Main entrance, lift lobby, meeting floor', 'Visit time ±30 minutes', 'Yes'],
        ['Contractor', 'Main entrance, the work area, goods lift', 'Contract hours', 'First visit only'],
        ['Delivery', 'Goods entrance', '07:00–18:00', 'No'],
      ]),
      '## At the door',
      'The guest scans the QR code on their phone at the intercom or reader. The host receives a notification on their phone and in chat that their guest has arrived; if the host does not respond within three minutes, the notification goes to reception or the office manager. Nobody has to sit at a desk waiting for people to arrive.',
      'For buildings that require guests to sign an NDA or a safety briefing, the pass e-mail includes a link to sign in advance. Signed documents are stored with the visit, so the record is complete without a tablet in the lobby.',
      '## Privacy for guests',
      'A visitor log is personal data about people who never agreed to your employee privacy notice. Collect the least you need: a name, the host and the time is enough for most offices. Photos and ID scans belong only where regulation asks for them, such as laboratories and some government buildings. Delete visitor records on a schedule; 30 to 90 days is common.',
      '## Measuring whether it works',
      'A policy that guests follow shows up in the numbers. Two are worth watching each month:',
      '- **Unregistered entries**: people who were let in by the intercom or by a colleague without a pass. This should fall once passes are easy.',
      '- **Host response time**: how long a guest waits before their host acknowledges them. Under three minutes keeps people from wandering.',
      'At a 600-person office we worked with, unregistered entries fell from around 40 a week to fewer than five after passes went out with calendar invitations. The receptionist role moved to a workplace experience team, who now spend their time on events rather than badges.',
    ],
  },
  'on-prem-cost': {
    lines: [
      '## Counting the hidden lines',
      'The licence is a single, visible number. The rest is spread across budgets that belong to other teams, which is why it is easy to miss.',
      '### Servers and their lifecycle',
      'An on-premise access system needs a server at each site or a central server with a reliable connection to every site. Servers are replaced every four to six years, and the operating system and database under the access software need their own upgrades. Each replacement is a small project with a migration plan and a maintenance window.',
      '### Patching and security',
      'Access servers are often the least patched machines in an organisation, because a reboot locks the doors out of reach of remote changes and nobody wants to be blamed for it. An unpatched server on the building network is a risk that rarely shows up in the cost comparison, but it shows up in penetration-test reports.',
      '### People',
      'Someone has to be the expert. In most mid-sized organisations it is one person in facilities or IT who knows how the system works, how to add a door and where the backup is. When that person leaves, the knowledge leaves with them.',
      '### Travel',
      'Older systems often need a visit to change a schedule, add a reader or replace a failed controller, because remote access is slow, blocked by the network team, or not possible at all. For a multi-site organisation, travel and technician call-outs are frequently the single largest cost.',
      '## A five-year comparison',
      'Here is how the costs compared for a 20-site retailer with 160 doors, over five years. The figures are rounded from the customer’s own numbers.',
      table([
        ['Cost over five years', 'On-premise', 'Threshold'],
        ['Software licences and subscription', '€96,000', '€134,000'],
        ['Servers and replacements', '€58,000', '€0'],
        ['IT time for patching and backups', '€41,000', '€0'],
        ['Technician travel for changes', '€112,000', '€18,000'],
        ['Total', '€307,000', '€152,000'],
      ]),
      'The subscription costs more than the licence. Everything else costs less, and the gap is in travel.',
      '## What does not change',
      'Moving to the cloud does not remove the need for good hardware, a sound door schedule or an installer who knows their trade. Locks, door closers, cabling and power supplies cost the same either way. Many customers keep their existing locks and cabling and replace only controllers and readers, which keeps the hardware cost of the move modest.',
      '## Questions for your own comparison',
      '- How many times a year does someone travel to a site to change access settings?',
      '- When was the access server last patched, and who did it?',
      '- If the person who runs the system left tomorrow, who would take over?',
      '- How long does it take to give a new hire access at every site they need?',
      'The answers usually make the case on their own.',
    ],
  },
  'dead-phone': {
    lines: [
      '## How often it really happens',
      'We looked at a year of entries across customers that use mobile credentials for most staff. Fallback entries, where someone used a PIN, asked a colleague or had a door unlocked remotely, made up 0.05 percent of entries. Most came from new phones that had not yet been set up, not from flat batteries.',
      'The pattern matters more than the number: fallbacks cluster on Monday mornings and in the first week after a phone upgrade cycle. Both are predictable, which means they can be planned for.',
      '## Power reserve in practice',
      'Recent iPhones keep Express Mode credentials working for up to five hours after the phone shuts down for low battery. The phone shows a “Power reserve” indicator on the lock screen when it happens. Android phones with NFC badges vary by model; many keep working while the screen is off but stop when the battery is fully drained.',
      'Power reserve is not a reason to ignore charging. It exists to get you through the door and to a charger, not to last a day.',
      '## Designing the fallback',
      '### PINs',
      'A personal PIN at the reader keypad is the simplest fallback. Keep it personal, never shared, and consider limiting PIN entry to the main door rather than every internal door. Some customers require PIN plus phone for sensitive rooms, which makes the PIN a second factor rather than a backup.',
      '### Remote unlock',
      'A colleague, manager or receptionist can unlock a door from the Threshold app. The event log records who unlocked the door and for whom, so the fallback is auditable.',
      '### Spare cards',
      'Reception can keep a small set of temporary cards that expire at midnight. The visitor template works well for this: it gives access to common areas only and needs no cleanup.',
      table([
        ['Fallback', 'Best for', 'Record in the log'],
        ['Power reserve', 'Flat battery on arrival', 'Normal entry'],
        ['Personal PIN', 'Any time the phone is missing', 'PIN entry by person'],
        ['Remote unlock', 'Staffed offices', 'Unlock by admin, for person'],
        ['Temporary card', 'Lost or broken phone', 'Card entry, temporary credential'],
      ]),
      '## Lost phones',
      'A lost phone is a bigger worry than a flat one. Credentials in the wallet are protected by the phone’s lock screen and secure element, and the person can remove them through Find My or from any browser. An admin can also suspend the credential from the dashboard in one click; it stops working at every door within a minute.',
    ],
  },
  gyms: {
    lines: [
      '## The front door is the product',
      'For a 24/7 club, the entrance is the first thing a member uses and the thing they complain about when it fails. It has to be fast, it has to work in the rain, and it has to let a member in at 3 a.m. without a phone call. Clubs that get it right put a reader on a well-lit, covered entrance with an intercom beside it, and they test the flow with a new member before opening.',
      '## Linking billing to the door',
      'The membership system is the source of truth. When a member joins, the club software creates them in Threshold through the API, with a membership type that maps to a role: “Standard”, “Off-peak” or “Staff”. When a payment fails, the membership system marks the member as suspended and the credential stops working within a minute. When the payment succeeds, it works again.',
      'Off-peak memberships are a schedule on the role: access from 10:00 to 16:00 on weekdays and all day at weekends. No staff member has to enforce it.',
      '### Guests and day passes',
      'Day passes sold online arrive as a QR code that works once, at the front door, within a time window. Members who bring a guest buy the pass in the club app, and the guest scans in under the member’s name, which keeps the record clear.',
      '## Tailgating at night',
      'The biggest risk for an unstaffed club is one member letting in others. Brightline combined three measures:',
      '1. An audible alert when the door stays open longer than eight seconds.',
      '2. A camera at the entrance linked to the door events, so every alert has a clip.',
      '3. A simple rule in the membership terms: letting someone in is grounds for suspension, and the club does enforce it.',
      'Within two months, tailgating alerts had fallen by 60 percent. Most members want the club to feel safe at night, and they noticed when it did.',
      '## Safety for members alone',
      table([
        ['Measure', 'Where', 'What happens'],
        ['Panic buttons', 'Changing rooms, gym floor', 'Alert to the monitoring centre with the nearest camera clip'],
        ['Intercom', 'Entrance and gym floor', 'Calls forward to the on-call manager, then the monitoring centre'],
        ['Occupancy display', 'Dashboard', 'Number of members inside, for the on-call manager'],
        ['Lone-member check', 'Automation', 'A notification if one member has been inside alone for more than three hours'],
      ]),
      '## What it costs to run',
      'Staffing a front desk overnight costs more than most clubs earn in those hours. A club with cameras, an intercom and automated access can open around the clock with a cleaner and an on-call manager. Brightline’s night-time visits now make up 14 percent of the total, and the night shift pays for itself.',
    ],
  },
  elevators: {
    end: true,
    lines: [
      '## Schedules for floors',
      'Lift access is more useful with schedules. A typical multi-tenant building leaves the ground floor and the lobby floors free during the day, and restricts every tenant floor to its own tenant’s staff. After hours, every floor needs a credential. Threshold’s floor schedules let you set that once for the building instead of once per floor.',
      '## Fire service and emergencies',
      'Every lift has a fire-service mode that takes it out of normal control. The access system must never stand in its way. With relay control, the relays are wired so that fire-service mode bypasses them; with high-level integration, the lift controller ignores access commands while in fire-service mode. Test both during commissioning with the lift contractor present.',
      '## A checklist for the project',
      '1. Survey the lift controllers and ask the lift maker which interface they support.',
      '2. Agree who supplies and wires the relays, and who signs off the fire-service behaviour.',
      '3. Name floors in the dashboard as they are labelled in the car, not as the lift maker numbers them.',
      '4. Add the lift to every role that needs it, with its floor list.',
      '5. Test with a credential for each role, including after-hours schedules.',
      'Lift projects take longer than door projects because they depend on the lift contractor’s calendar. Book their visit early.',
    ],
  },
  'cold-testing': {
    lines: [
      '## Why the lab exists',
      'Most of our readers are mounted outdoors, on the latch side of a door that is slammed, kicked and occasionally hit by a delivery trolley. In a warehouse in northern Sweden a reader sees minus thirty in January; on a car park barrier in Seville it sees sixty degrees in direct sun in August. A reader that fails in either place fails in front of someone who wanted to go home.',
      'We used to send designs to external labs for certification and find out at the end that something did not pass. Bringing testing in-house in 2024 meant we could test early prototypes every week, and fix problems before tooling was cut.',
      '## What breaks',
      '### Condensation',
      'The most common failure in cold climates is not the cold itself, but the change. A reader that goes from minus twenty at night to plus five in the morning sun collects condensation inside. We fill the electronics cavity with a conformal coating and design a drainage path so that water can leave the housing rather than sit on the board.',
      '### The keypad',
      'Keypads take the most physical abuse. We press every key 1,000,000 times with a robotic finger, at room temperature and in the cold chamber, where the rubber gets stiff. The first keypad design passed at room temperature and failed at minus twenty-five after 200,000 presses.',
      '### The antenna',
      'Cold affects the tuning of the card antenna slightly. A reader that reads a card at four centimetres in the office might read it at two centimetres outdoors in winter. We tune for the worst case, so the read range on the datasheet is the range you get in January.',
      table([
        ['Test', 'Standard', 'Our target', 'Why'],
        ['Thermal cycling', 'IEC 60068-2-14', '500 cycles, -30 °C to 60 °C', 'Day and night swings outdoors'],
        ['Water ingress', 'IEC 60529 IP65', 'Jets from every angle', 'Rain driven by wind'],
        ['Impact', 'IEC 62262 IK08', '5 joules, 10 impacts', 'Trolleys, bags, vandalism'],
        ['Salt fog', 'IEC 60068-2-11', '96 hours', 'Coastal sites, road salt'],
        ['Keypad life', 'Internal', '1,000,000 presses per key', 'Busy entrances'],
      ]),
      '## From the lab to the field',
      'Lab tests are a floor. Before a new reader ships, we install pilot units at customer sites in the worst places we can find: a fishing harbour in Norway, a logistics hub in the Spanish interior and a school whose entrance faces a sports field. The pilot readers report their internal temperature and humidity with every event, which tells us how the real world differs from the chamber.',
    ],
  },
  'gdpr-logs': {
    lines: [
      '## Why it matters',
      'The GDPR’s storage limitation principle says personal data should be kept no longer than is necessary for the purposes for which it is processed. A door log that is kept forever “just in case” is hard to defend if a data protection authority asks, and an old log is also a liability if it leaks. Deciding on a period is cheap; defending the absence of one is not.',
      '## A method you can defend',
      '1. **Write down the purposes.** Security investigations, health and safety (who was in the building during an evacuation), and perhaps time and attendance if your works council has agreed it.',
      '2. **Ask how long each purpose needs data.** Incidents are usually reported within weeks; disputes about attendance within the payroll period; regulated investigations may need a year or more.',
      '3. **Set the period per site or per door group.** The main office may keep events for 90 days and the data room for a year.',
      '4. **Record the decision** in your record of processing activities, with the reasoning.',
      '5. **Review it yearly.** If nobody has needed events older than 60 days in a year, consider shortening the period.',
      table([
        ['Area', 'Typical period', 'Reasoning'],
        ['General office doors', '90 days', 'Incidents are reported within weeks'],
        ['Regulated rooms (data, pharmacy, cash)', '12 months', 'Audit period and regulator expectations'],
        ['Visitor log', '30–90 days', 'Guests have a weaker link to the organisation'],
        ['Video linked to door events', '30 days', 'Proportionality of video retention'],
      ]),
      '## Works councils and employee information',
      'In many European countries, an access system that records employee movements is subject to agreement with the works council or employee representatives. Involve them early. They usually ask three questions: what is recorded, who can see it, and whether it will be used to monitor performance. Clear answers, written into the agreement, make the rest of the project smoother.',
      'Tell employees in the privacy notice what the access system records and for how long. It is a short paragraph, and it avoids surprises.',
      '## Access to the log',
      'Retention is only half of the protection. Limit who can search the event log to the people whose job requires it, and keep the search history. Threshold records every log search and export with the admin’s name, so a works council or an auditor can see who looked at what.',
      '## Subject access requests',
      'An employee may ask for the personal data you hold about them, including their door events. An admin can export one person’s events for a period as a CSV in a minute. Keep the export process documented so that HR can answer within the one-month deadline.',
    ],
  },
  'hybrid-occupancy': {
    lines: [
      '## The method, step by step',
      '1. **Count unique people per day and floor**, from entries at the floor or building doors. One person entering five times is one person.',
      '2. **Compare with capacity**, meaning desks or seats on the floor, not the fire-safety limit.',
      '3. **Look at the peak day**, not the average. An office sized for the average is too small on Tuesday.',
      '4. **Watch for four to six weeks** before deciding anything; holidays and one-off events distort single weeks.',
      '## What Vantage Labs saw',
      table([
        ['Day', 'Average occupancy', 'Peak week'],
        ['Monday', '46%', '58%'],
        ['Tuesday', '79%', '91%'],
        ['Wednesday', '81%', '88%'],
        ['Thursday', '62%', '71%'],
        ['Friday', '18%', '24%'],
      ]),
      'The figures surprised nobody in the office, but they surprised the finance team, who had been paying to heat, light and clean five floors five days a week. Closing two floors on Fridays saved about 9 percent of the building’s running costs.',
      '## Privacy by design',
      'Occupancy reporting only works if employees trust it. Three rules kept Vantage’s works council on side:',
      '- Reports show counts per floor per day, never names or arrival times.',
      '- Floors with fewer than ten people on a day are reported as “fewer than ten”, so small teams cannot be singled out.',
      '- The occupancy dashboard is visible to everyone in the company, not only managers.',
      '## Beyond desks',
      'Door data also shows when meeting rooms and kitchens are busy, how long lifts are queued in the morning and whether a second entrance would relieve the first. It is not a replacement for asking people how they want to work, but it is a much better starting point than a desk booking tool that half the company ignores.',
    ],
  },
  'fire-code': {
    lines: [
      '## Which lock for which door',
      table([
        ['Door', 'Usual choice', 'Why'],
        [
          'Main entrance on an escape route',
          'Fail-secure strike with free egress handle',
          'Locked from outside when power fails, always opens from inside',
        ],
        ['Glass door with no frame for a strike', 'Maglock with fire-alarm release and REX', 'No other way to lock it'],
        ['Stairwell door to a re-entry floor', 'Fail-safe', 'Some codes require re-entry from stairwells during a fire'],
        ['Server or cash room (not an escape route)', 'Fail-secure', 'Stays locked if power is cut deliberately'],
        ['Perimeter gate', 'Fail-secure motor lock', 'Keeps the perimeter closed in a power cut'],
      ]),
      '## The fire alarm interface',
      'Where a door must release on fire alarm, the release should not depend on software. The fire alarm panel opens a relay that cuts power to the lock directly, and the access controller is told about it as an input so the log records what happened. Threshold controllers have a dedicated fire input that puts every door on the controller into its fire state, but the hardwired release comes first.',
      '### Request-to-exit devices',
      'A maglock needs a request-to-exit device on the inside: a push-to-exit button, a motion sensor, or both. Many codes require the button to cut the lock power directly as well as signal the controller, so that a failed controller cannot trap someone. Ask your installer to show you the wiring.',
      '## Delayed egress',
      'Some buildings, such as care homes and shops with high theft, may use delayed egress: the door opens 15 seconds after someone pushes the bar, with a local alarm. It is allowed only where the code permits it and the fire alarm releases the delay immediately. Do not fit it without written approval.',
      '## Working with the fire officer',
      'Bring the fire officer or the authority having jurisdiction into the project before the locks are ordered. Show them the door schedule with the lock type, the fail-safe or fail-secure decision and the release method for every door on an escape route. The short meeting saves a failed inspection and a second installation.',
      action(
        'warning',
        'This is not legal advice',
        'Codes differ between countries and cities. The authority having jurisdiction decides what is allowed in your building.',
      ),
    ],
  },
  'hr-integration': {
    lines: [
      '## Why automation matters',
      'Manual access changes fail in predictable ways. A new hire waits at reception on their first day because nobody told facilities. A leaver keeps their badge for weeks because the ticket went to the wrong queue. Someone who changed teams keeps the doors of their old team, and five years later has access to most of the building. Auditors call the last one “privilege creep”, and it is the finding that appears in almost every access review.',
      '## The pieces',
      '### The HR system',
      'The HR system knows who works for you, from when to when, in which department and at which location. It is the source of truth, but it rarely talks to door systems directly.',
      '### The identity provider',
      'Okta, Microsoft Entra ID and Google Workspace already create accounts from HR data. They push people and groups to Threshold over SCIM, the same way they provision e-mail or chat accounts.',
      '### Group rules in Threshold',
      'A group rule says: members of the identity group “London — Engineering” get the role “London staff” plus the role “Lab access”. When a person joins the group, they get the doors; when they leave it, they lose them.',
      table([
        ['Event in HR', 'What the identity provider does', 'What happens at the door'],
        ['New hire, start date set', 'Creates the account on the start date', 'Roles granted, mobile badge e-mailed'],
        ['Move to another team', 'Changes group membership', 'Old team doors removed, new ones added'],
        ['Parental leave', 'Suspends the account', 'Credentials paused, restored on return'],
        ['Leaving date', 'Disables the account', 'Every credential stops within a minute'],
      ]),
      '## Contractors and people outside HR',
      'Contractors, cleaners and agency staff are often not in the HR system. Give them a home in the identity provider with an end date, or invite them directly in Threshold with an expiry. Do not create permanent accounts for temporary people.',
      '## Rolling it out',
      'Connect the identity provider in a test mode first: Threshold shows what it would change without changing anything. Compare the proposed roles with today’s access and fix the group rules until the differences make sense. Most teams find a handful of people with access they should not have; it is a good moment to remove it.',
    ],
  },
  'occupancy-year': {
    lines: [
      '## How the index works',
      'The Office Occupancy Index counts unique people entering offices that use Threshold, in 12 cities, on each working day. We compare each office with its own pre-pandemic badge data where we have it, and with its seating capacity otherwise. Offices join the index only if their admin has opted in to anonymised benchmarking, and we publish a city only when it has at least 40 offices in the sample.',
      '## The numbers',
      table([
        ['City', 'Average occupancy, first month', 'Average occupancy, twelfth month', 'Busiest day'],
        ['London', '41%', '49%', 'Tuesday'],
        ['New York', '44%', '52%', 'Tuesday'],
        ['Berlin', '38%', '43%', 'Wednesday'],
        ['Amsterdam', '36%', '42%', 'Tuesday'],
        ['Madrid', '51%', '57%', 'Tuesday'],
        ['Stockholm', '39%', '44%', 'Wednesday'],
      ]),
      '## What surprised us',
      'We expected the first quarter of the year to show the usual January slump and a spring recovery. Instead, occupancy rose steadily from January to March and stayed. Several large employers introduced office attendance policies in that period; we cannot say how much of the rise they explain, but the timing fits.',
      'We also expected Mondays to recover. They did not. Monday occupancy is a few points above Friday in most cities and far below Tuesday in all of them.',
      '## How people use the data',
      'Facilities teams use the index to compare their own office with their city. Landlords use it to talk to tenants about space. Journalists use it, and we have learned to publish the method alongside every report so that the numbers are quoted correctly.',
      '## Privacy',
      'The index never contains names, badge numbers or individual arrival times. Counts are aggregated per office per day before they leave the customer’s account, and offices with very small counts are excluded.',
    ],
  },
  'school-keys': {
    lines: [
      '## Counting the keys',
      'The project started with an audit nobody enjoyed. The facilities team went through nine years of key sign-out sheets and matched them with staff lists. Of the 1,900 keys issued, about 1,100 were with current staff, 400 were with people who had left, and 400 could not be traced at all. Four master keys were among the untraceable ones.',
      'Re-keying every lock would have cost more than the new system and would have left the same problem in five years. The board approved badges instead.',
      '## The plan',
      table([
        ['Week', 'Work', 'Who'],
        ['1–2', 'Controllers and network at the high school and two middle schools', 'Installer, district IT'],
        ['3–5', 'Readers and locks at six elementary schools', 'Installer'],
        ['6', 'Door testing and naming in the dashboard', 'Facilities team'],
        ['7', 'Staff badges printed, roles set up from the HR export', 'District HR, facilities'],
        ['8', 'Lockdown plans configured and tested at each school', 'Safety lead, principals'],
      ]),
      '## Keeping the old hardware',
      'Most classroom doors already had good mechanical locks. The installers fitted wireless locks to interior doors and kept the key cylinders as a backup, which saved cabling in buildings with asbestos in the ceilings. Exterior doors and offices got wired locks, readers and door contacts.',
      '## Back-to-school day',
      'Teachers collected their badges at the back-to-school day along with their laptops. Each badge worked at their own school’s exterior doors and their classroom; department heads and office staff had wider access. Teachers could also use their phones, and about half chose to within the first term.',
      '## What changed',
      '- **Lost badges are a click, not a re-key.** The district deactivates a lost badge in seconds and prints a new one the same day.',
      '- **Substitutes have badges that expire.** The office issues a day badge from a template, and it stops working at 17:00.',
      '- **Lockdowns are one button.** Each school can lock down from the office, the app or a panic button.',
      '- **Doors are monitored.** The facilities team sees propped doors in the dashboard and fixes the ones that do not close properly.',
      'Two years on, the district has collected all but 60 of the old keys and re-keyed the cylinders of the doors those 60 could open.',
    ],
  },
  'smart-locks': {
    lines: [
      '## What a smart lock does well',
      'A consumer or small-business smart lock is a battery-powered lock that opens from a phone app, a code, or sometimes a card. It is cheap, quick to fit and needs no wiring. For a single door in a small office or a shop with one entrance, it is often the right answer.',
      '## Where smart locks struggle',
      '### Scale',
      'Each smart lock is usually managed on its own. With three doors, that is fine; with thirty, changing someone’s access means touching thirty locks. Access control systems manage doors through roles and schedules, so one change applies everywhere.',
      '### Life safety',
      'Doors on escape routes may have to release on fire alarm or stay unlocked during business hours by law. Battery smart locks generally have no fire-alarm input and no way to prove they released. Access control systems are designed to integrate with the fire alarm.',
      '### Auditing',
      'Most smart locks keep a short local history. An auditor who asks who entered the server room in March wants a complete, tamper-evident log, exportable for any period. That is a core feature of an access control system.',
      '### Reliability and batteries',
      'A smart lock whose batteries die fails in whatever state its design chooses, and someone has to change batteries on every door. Wired access control locks run from a power supply with battery backup that is monitored from the dashboard.',
      table([
        ['Question', 'Smart lock', 'Access control'],
        ['Doors', '1–10', 'Any number'],
        ['Sites', 'One', 'Many, from one dashboard'],
        ['Fire-alarm release', 'Rarely', 'Yes'],
        ['Complete audit log', 'Limited', 'Yes, exportable'],
        ['Identity provider sync', 'Rarely', 'Yes, SCIM'],
        ['Cost per door', 'Low', 'Moderate'],
      ]),
      '## A middle path',
      'Many organisations use both: access control on the perimeter, escape routes and sensitive rooms, and wireless locks managed by the same system on interior doors such as meeting rooms and cupboards. Threshold supports wireless locks from several makers, so they appear in the same dashboard with the same roles and the same log.',
    ],
  },
  'forced-door': {
    lines: [
      '## Why most alerts are false',
      'A door contact reports open or closed. The controller compares that with what it knows: if the door opened and there was no valid credential and no exit request, it is a forced-open event. The trouble is that many things look like a forced door.',
      '- A request-to-exit sensor that does not see someone leaving, because it is aimed at the wrong spot.',
      '- A door that bounces open after closing, because the latch does not catch in windy weather.',
      '- A mechanical key used by a cleaner or a locksmith.',
      '- A loose door contact that flaps when a lorry passes.',
      'Each of these produces alerts at night, when they are hardest to judge, and each trains the security team to ignore them. The first job is to fix the causes.',
      '## Tuning for fewer, better alerts',
      table([
        ['Cause', 'Symptom in the log', 'Fix'],
        ['REX not seeing people', 'Forced-open events seconds after a valid exit period', 'Re-aim or replace the sensor'],
        ['Door bounce', 'Open for under one second, repeatedly', 'Adjust the closer and strike, add a debounce time'],
        ['Key use', 'Forced-open events at the same time daily', 'Issue a badge to the person with the key'],
        ['Loose contact', 'Many events, short, at random times', 'Replace or re-fix the contact'],
      ]),
      '## Routing alerts',
      'Not every forced door is urgent. Route alerts by door importance: a forced data room door at night goes to the monitoring centre and the on-call lead by phone; a forced kitchen door goes to a chat channel for the morning. Threshold’s alert rules let you pick the channel and the urgency per door group and per time of day.',
      '## After the incident',
      'Whatever the outcome, close the loop. Record whether the alert was a real incident, a fault or a known cause. After a month, the record tells you which doors generate noise and which alerts were worth waking someone up for. Teams that do this usually cut alert volume by half within a quarter.',
    ],
  },
  'intercom-design': {
    lines: [
      '## What we tested',
      'Over eighteen months we ran about 300 sessions with people who use intercoms every day: couriers, visitors to offices and apartment buildings, residents, receptionists and facilities managers. We filmed people approaching prototypes mounted on real doors, and we asked them to do simple tasks: call a tenant, deliver a parcel, let a friend in.',
      'The lesson repeated itself. Visitors want to know, within two seconds, where to press and whether anyone is coming. Everything else is secondary.',
      '## Routing in the cloud',
      'With one button, the intercom cannot ask the visitor to choose. So the choice moves to the cloud. A reception intercom calls the front desk first, then the office manager, then a shared mobile group. An apartment intercom shows a directory on the screen, because the visitor does know whom they want. The routing is set in the dashboard and can change by time of day.',
      '## Designing for couriers',
      'Couriers were our most demanding testers. They make dozens of deliveries an hour and have no patience for a system that does not answer. The intercom now offers a “delivery” option after ten seconds without an answer, which sends a notification to the recipient and, if the building allows it, opens the parcel room for that delivery only.',
      '## Hardware details that matter',
      table([
        ['Detail', 'Choice', 'Why'],
        ['Camera', '5 MP, 160° lens, top mounted', 'Faces and parcels in one image'],
        ['Button', 'Single, 40 mm, backlit', 'Easy to find at night and with gloves'],
        ['Speaker', 'Tuned for street noise', 'Understood next to traffic'],
        ['Reader', 'Built in, cards and phones', 'One device beside the door, not two'],
        ['Rating', 'IP65, IK08', 'Rain and vandalism'],
      ]),
      '## What we removed',
      'The keypad went, and with it the shared door codes that every courier in the city knew. The screen went from the reception model, replaced by a status light that shows “calling”, “connected” and “door open”. We kept the screen for apartment buildings, where a directory is genuinely useful.',
    ],
  },
}

// Closing sections, after the ones above.
const CLOSING = {
  elevators: [
    '## Destination dispatch in more detail',
    'In a destination dispatch building, there are no floor buttons in the car. People choose their floor at a kiosk in the lobby, and the system assigns a car. With an access integration, the person presents their badge or phone at the kiosk, and the lift controller asks Threshold which floors they may visit. Some buildings skip the choice altogether: the badge takes people to their default floor, and the kiosk shows the assigned car.',
    'The integration has a practical advantage beyond convenience. Because permissions live in Threshold, a tenant admin can give their own staff access to their own floors without calling the building manager or the lift contractor.',
    '## Costs and timelines',
    'Relay control costs little in hardware but needs wiring in every car, which means a lift technician and the car out of service for a day. High-level integration needs a licence from the lift maker and a network connection to the lift controller, and usually less time on site. For a building with six cars and twenty floors, expect relay control to take two weeks of lift technician time and high-level integration a few days.',
  ],
  'occupancy-year': [
    '## What comes next',
    'From next month, the index will add two cities, Dublin and Toronto, and a weekly figure for the days around public holidays, which readers have asked for. We will also publish the occupancy of the 10th and 90th percentile office in each city, so that a facilities team can see the range and not only the middle.',
    'If you run an office on Threshold and want it counted, an admin can opt in under Settings, Benchmarking. Opting in shares daily counts only, and you can leave at any time.',
    '## Thank you',
    'The index exists because hundreds of customers chose to share anonymised counts. Thank you to every admin who opted in, and to the journalists and researchers who wrote to us with questions that made the method better.',
  ],
  'hybrid-occupancy': [
    '## Questions to answer before you start',
    '- Which doors count as entering the office? Usually the building entrance or each floor’s lobby door, not internal doors.',
    '- Do visitors and contractors count? For sizing, yes; for a team report, usually not.',
    '- Who will see the reports, and what decisions will they make from them?',
    '- What will you tell employees about the reports before they start?',
    '## From data to decisions',
    'The decisions that followed at Vantage were modest and practical: Friday floor closures, more meeting rooms and fewer desks on the busiest floor, and a later cleaning schedule on Tuesday and Wednesday. None of them needed individual data, and none of them would have been made from desk bookings alone.',
  ],
  'smart-locks': [
    '## Questions to ask any vendor',
    '1. How do I change one person’s access on every door at once?',
    '2. What happens to each door when power or the network fails?',
    '3. Can the fire alarm release the door, and is the release wired or software?',
    '4. How long is the log kept, and can I export it for any date range?',
    '5. Does it connect to our identity provider so leavers lose access automatically?',
    'If the answers are vague, the product is probably a smart lock, whatever it is called. That is fine for a small office, and a risk for anything larger.',
  ],
  'intercom-design': [
    '## Accessibility',
    'An intercom has to work for everyone who comes to the door. The button is large and high-contrast, with a raised ring that can be found by touch; an induction loop helps visitors with hearing aids; and the status light is backed up by a spoken message for visitors who cannot see it. We tested each with people who use them every day, and changed the spoken messages twice after those tests.',
    '## What is next',
    'We are working on a version for gates and car parks, with a longer-range camera and a mount for the driver’s window height. Pilot units are at three customer sites this winter.',
  ],
  'forced-door': [
    '## A short playbook to print',
    '1. Look at the clip. Person or no person?',
    '2. Person: follow the incident procedure, call the on-site contact, and keep the clip.',
    '3. No person: check the door’s history for the last week; if it has flapped before, raise a maintenance ticket.',
    '4. Unsure: ask the nearest staff member or guard to check the door, and note the result.',
    '5. Record the outcome in the alert, so the monthly review has the facts.',
  ],
  'school-keys': [
    '## Advice for other districts',
    'Riverbend’s facilities director has three pieces of advice for districts starting the same project. Start the key audit early, because it takes longer than the installation. Use the summer break, but plan for the installer to need a few days of the autumn term for snags. And involve principals in the lockdown configuration, because they are the ones who will press the button.',
  ],
  'fire-code': [
    '## Testing after installation',
    'Every door on an escape route should be tested with the fire alarm before handover: trigger the alarm, check that each door releases, and check that the controller logged it. Repeat the test yearly with the fire alarm service, and keep the record with the building’s fire safety file.',
  ],
  'hr-integration': [
    '## Measuring success',
    'Two numbers tell you whether the integration works. The first is the leaver gap: the time between an HR leaving date and the moment credentials stopped. It should be minutes. The second is the number of manual access changes per month. After integration, most customers see it fall by 70 to 90 percent, and the remaining changes are genuine exceptions.',
  ],
  'cold-testing': [
    '## What the pilots taught us',
    'The Norwegian harbour pilot found a problem no lab test had: salt crystals building up in the gap around the keypad, where spray dried in the wind. The fix was a smaller gap and a different rubber compound. The Spanish pilot found that direct sun heated the reader’s face to 71 °C, above the chamber’s range, so we added a test at 75 °C and changed the face colour of the outdoor model to a lighter grey.',
  ],
  'dead-phone': [
    '## What to tell staff',
    'A short note at launch prevents most worries: how to set up the wallet badge, what power reserve is, what their PIN is for, and whom to call if they are stuck outside. Put the same note on the intranet and in the welcome e-mail for new hires.',
  ],
  gyms: [
    '## A checklist before opening around the clock',
    '- Every door on the route from the entrance to the gym floor has a reader or is unlocked for members.',
    '- The intercom forwards to someone who will answer at 3 a.m.',
    '- Panic buttons are tested monthly and the monitoring centre knows the site.',
    '- Members have accepted the night-time terms in the app.',
  ],
  'gdpr-logs': [
    '## A short checklist',
    '- Purposes written down and agreed with the works council where needed.',
    '- Retention periods set per site or door group, and recorded.',
    '- Log access limited, with searches and exports recorded.',
    '- Employee privacy notice updated.',
    '- Subject access export documented for HR.',
  ],
  'on-prem-cost': [
    '## How customers move',
    'Most move site by site, starting with the sites whose servers are due for replacement. Existing locks, door contacts and exit devices stay; the controller and readers are replaced; and people receive mobile credentials or new cards. A typical site moves in a day, with the doors working on the old system until the afternoon switch-over.',
  ],
  'visitor-policy': [
    '## Getting started',
    'Start with one office and one template. Connect the calendar, invite a few friendly hosts to try it for a week, and ask their guests what they thought. Then write the policy around what worked.',
  ],
}

for (const [id, lines] of Object.entries(CLOSING)) {
  MORE[id] ??= { lines: [] }
  MORE[id].lines.push(...lines)
}

// Further sections: posts that go deeper than the rest (the blog's longer reads).
const DEEPER = {
  'lockdown-drills': [
    '## Communicating with families',
    'Parents hear about drills from their children before they hear from the school, and a child’s account of “we hid under the tables and the doors went red” can alarm a family that was not told. Riverbend sends a short message to families the afternoon of each drill: that a drill took place, what students practised, and whom to contact with questions. Families of younger students get a note the week before, with suggestions for talking about it at home.',
    'The message never describes the technical details of the lockdown system. There is no benefit in publishing which doors lock, how, and who can override them.',
    '## Students with additional needs',
    'A lockdown asks students to be quiet and still for a long time, which is hard for some. Teachers of students with additional needs plan the drill with the special education team: where the student will wait, what will help them stay calm, and who will be with them. The plans are reviewed after each drill, and the lockdown system does nothing to replace them. What it does is give those teachers a few more seconds, because the doors are already locked when they hear the alert.',
    '## Working with first responders',
    'Invite the local police to watch a drill at least once a year. They will see how the school’s lockdown works, learn where the office and the safe rooms are, and test their own credentials at the doors. Riverbend gives the police department responder credentials that work only while a lockdown is active, and shares a live view of the floor plan so that officers arriving at a school can see which doors are locked and which are open before they reach the building.',
    'Responders also appreciate a simple thing: a printed map at the main entrance, in a lock box, with room numbers that match the signs on the doors. Technology helps, but paper does not need a battery.',
  ],
  'prox-cards': [
    '## Frequently asked questions',
    '### Can we encrypt our existing proximity cards?',
    'No. A 125 kHz card has no processor and no memory to hold a key. The only way to make it secure is to replace it.',
    '### Are 13.56 MHz cards always secure?',
    'Not all of them. Early MIFARE Classic cards use a broken cipher and can be copied with the right tools. DESFire EV2 and EV3, iCLASS SE and SEOS cards are the current standard. Check which one you have before you assume you are safe.',
    '### Do we need new readers for phones?',
    'Phones use Bluetooth or NFC, which older readers do not support. The multi-technology readers you install for smart cards also read phones, so you replace readers once.',
    '### What about our car park?',
    'Car park readers are often a different model, mounted on a pillar and forgotten. Include them in the plan, or the car park will be the last place that accepts cards anyone can copy.',
    '## A realistic timeline',
    'For a single office of 300 people, the move takes about six weeks from the first reader to proximity switched off. For an organisation with 20 sites, plan for two quarters: readers in the first, credentials and the switch-off site by site in the second. The pace is set by how quickly people collect new badges, not by the technology.',
  ],
  'soc2-auditors': [
    '## When you rent your office',
    'Many companies going through SOC 2 do not own their building. The landlord controls the main entrance, the lifts and the car park, and the tenant controls its own floor. Auditors understand this. Document where the landlord’s responsibility ends and yours begins, ask the landlord for their own access policy, and make sure your floor’s doors and any comms room are on your own system. If your servers sit in a colocation facility, the facility’s own SOC 2 report covers the physical controls there; keep a copy with your evidence and read the complementary user entity controls it expects from you.',
    '## Type I and Type II',
    'A Type I report says controls were designed well at one point in time. A Type II report says they worked throughout a period, usually six or twelve months. The physical-security evidence for Type II is mostly about consistency: every quarterly review done on time, every leaver removed promptly, every visitor logged. An access system that produces that evidence automatically turns a Type II audit from an archaeology project into a download.',
  ],
  'multi-site-rollout': [
    '## After the last wave',
    'When the last site is live, three tasks remain. Decommission the old systems, including their servers and any remote-access accounts that installers used. Collect and destroy old cards, or at least switch off the technologies they used. And hand the project over to the team that will run it, with the door schedule, the role matrix and the installer photos in one place. The rollout ends; the system has to keep working for the next ten years.',
    'Schedule a review three months after the last site. By then, the support tickets show which roles were wrong, which doors need attention and which site teams need more training. Fix them in one batch rather than one ticket at a time.',
  ],
  tailgating: [
    '## What we will measure next',
    'We will repeat the study every six months and add two measures that customers have asked about: the effect of door closer adjustments, and whether doors with readers on both sides see less tailgating than doors with a reader on one side and an exit button on the other. If your organisation would like to take part, ask your account manager about anonymised benchmarking.',
  ],
  elevators: [
    '## Talking to tenants',
    'Tell tenants before lift access changes. A short note explaining which floors will need a badge, from which date, and how visitors will reach them prevents most complaints. Building managers who send it a fortnight ahead hear very little on the first morning.',
  ],
  'occupancy-year': [
    'Read every monthly report on the [index page](/office-occupancy-index); the method note is at the bottom of each one.',
  ],
  'hybrid-occupancy': [
    '## Sharing the results',
    'Share what you learn with everyone whose days it describes. At Vantage, the monthly occupancy chart goes into the company newsletter with a sentence on what facilities changed because of it. People come in on the days their teams do, and seeing the chart helps them plan it.',
  ],
  'fire-code': [
    '## Common mistakes',
    'The mistakes we see most often are simple. A maglock fitted to an escape door without a request-to-exit button. A fire-alarm release wired through the access controller instead of directly to the lock power. A fail-safe lock on a perimeter door, which leaves the building open in every power cut. And a door whose free-egress handle was replaced with a fixed pull during a refurbishment. A walk round with the door schedule once a year catches all four.',
  ],
  'forced-door': [
    '## Where video helps most',
    'Linked video turns an alert from a question into an answer. Each door event stores a short clip from the nearest camera, from a few seconds before the door opened to a few seconds after it closed. The person reviewing the alert sees the clip in the same place as the event, on the dashboard or in the chat message, without opening a separate video system or searching by time.',
  ],
  'smart-locks': [
    '## Where to go from here',
    'If you are unsure, count your doors and your sites, and ask whether anyone has ever asked you for an entry log. Those two answers decide it for most organisations.',
  ],
  'school-keys': [
    '## The cost',
    'The district spent about as much on the project as a full re-keying of all nine schools would have cost, and it did not have to spend it again when the next batch of keys went missing. The board now receives a yearly report of lost credentials, which in the first year was 41 badges, each replaced in minutes.',
  ],
  'hr-integration': [
    '## Before you connect',
    'Clean the groups in your identity provider first. Groups named after people, groups nobody owns and groups that mix employees with contractors all make access rules harder to reason about. An afternoon of tidying before the connection saves weeks of exceptions after it.',
  ],
  'intercom-design': [
    '## Why it matters for security',
    'An intercom that people understand is also a more secure one. When visitors can reach the right person quickly, they stop waiting for a resident to hold the door, and the shared codes that once spread around every courier depot have no reason to exist.',
  ],
  'dead-phone': [
    '## The short answer',
    'When your phone dies at the door, you will almost certainly still get in, and if you do not, there is a person or a PIN a minute away. The question is worth asking before launch, and rarely after it.',
  ],
  'gdpr-logs': [
    '## The bottom line',
    'Choose a period for a reason, write the reason down, and let the system delete events for you. That is most of what storage limitation asks, and it is far easier than explaining a log that goes back to the day the system was installed.',
  ],
  'cold-testing': [
    '## What it means for you',
    'For customers, all of this shows up as a number on the datasheet and a reader that keeps working. For us, it shows up as warranty returns: fewer than one reader in 400 comes back in its first three years, most of them damaged by vehicles rather than weather.',
  ],
  'on-prem-cost': [
    '## The decision',
    'The cheapest system is the one whose total cost you have counted. Put every line in the spreadsheet, including the ones that sit in other budgets, and the comparison usually decides itself.',
  ],
  'visitor-policy': [
    '## The short version',
    'Make the secure path the easy path. Invite before arrival, one step at the door, tell the host, and let passes expire on their own. The policy document should be one page, and most guests should never need to read it.',
  ],
  gyms: [
    '## Where to start',
    'Start with one club. Connect the membership system, run the club around the clock for a month with the day staff on call, and watch the alerts. The second club will take half the time.',
  ],
}

for (const [id, lines] of Object.entries(DEEPER)) {
  MORE[id] ??= { lines: [] }
  MORE[id].lines.push(...lines)
}

// Context paragraphs that open the longer part of a post.
const CONTEXT = {
  'occupancy-year':
    'Before the index, the conversation about offices was run on surveys and anecdotes: executives said people were back, employees said they were not, and both were quoting the people they happened to talk to. Door data is duller and more reliable. It counts people who walked in, every working day, without asking anyone what they intended to do. A year of it gives a picture that no survey can, and it also shows how slowly habits change once they settle.',
  'smart-locks':
    'The question comes up most often in growing companies: the first office had a smart lock on the front door, it worked, and now there is a second floor, a server cupboard and an auditor on the horizon. It is a good moment to decide deliberately rather than add another lock because the first one worked. Both categories are good at what they were designed for; the trouble starts when one is stretched to do the other’s job.',
  'hybrid-occupancy':
    'Most hybrid offices were sized before anyone knew how hybrid work would settle. Leases signed in 2019 assumed a desk per person; plans drawn in 2021 assumed people would come in twice a week, spread evenly. Neither matches what happens. People come in when their team does, which concentrates attendance on a few days and leaves the others nearly empty. Door data shows that pattern clearly, floor by floor, without asking anyone to fill in a survey or book a desk.',
  'hr-integration':
    'The principle is simple: access should follow employment, the same way e-mail and laptops do. Nobody creates e-mail accounts by hand any more, yet in many organisations a badge is still requested by ticket, approved by e-mail and printed by someone in facilities who hears about leavers last. Connecting the door system to the identity provider closes that gap for good, and it takes an afternoon to set up for most companies.',
  'school-keys':
    'Keys are the oldest access control system there is, and their weakness is that they cannot be taken back. A key that leaves with a former employee, a contractor or a student works until the lock is changed, and changing locks across a district costs more than anyone budgets for. Riverbend had lived with that for decades, and the summer project was the moment it decided to stop.',
  'forced-door':
    'Every security operations centre knows the pattern. The alert fires, someone opens the camera system in another window, searches for the right camera and the right minute, and finds nothing. It happens again the next night at the same door. By the third week, the alert is being ignored, and that is exactly the week it matters. The answer is not fewer alerts in general, but fewer false ones, and faster judgement on the rest.',
  'fire-code':
    'Life safety comes before security, and the codes that govern doors on escape routes exist because people have died behind locked doors. Every access control project has to fit around them. The good news is that the rules are clear once the vocabulary is, and a well-designed system satisfies both the fire officer and the security team without compromise.',
  'intercom-design':
    'Intercoms have barely changed in thirty years. Most still have a grid of buttons with faded labels, a speaker that crackles and a camera that shows the top of a visitor’s head. We set out to build one that a visitor could use without thinking, and that a building manager could configure without calling an installer.',
  elevators:
    'In multi-tenant buildings and hospitals, the lift is often the real security boundary. The lobby is public, the stairwells are alarmed, and the question of who reaches which floor is answered by the lift. Getting that right makes every floor’s own doors easier to manage.',
  'dead-phone':
    'It is a fair question. A badge in a wallet does not run out of power, and a phone can. Before a company moves its staff to phones, someone will ask what happens when a phone dies at the door at 7 a.m. on a Monday. The answer has three parts, and each of them is configured before launch rather than discovered after it.',
  'gdpr-logs':
    'The question matters more than it seems. An access system records the movements of every employee, contractor and visitor, every day, and most systems keep those records until someone deletes them, which is usually never.',
}

for (const [id, text] of Object.entries(CONTEXT)) MORE[id].lines.unshift(text)

MORE['lockdown-drills'].lines.push(
  '## The technology is the smallest part',
  'It is tempting to think that a button that locks every door solves the problem of lockdowns. It solves one part: the seconds between deciding to lock down and the doors being locked, which used to be spent by teachers running to doors with keys. The rest of the problem is human. Who notices the threat, who decides, how the message reaches every classroom, what students do, and how the school knows when it is safe again. Drills are where schools practise those parts, and the lockdown system is there to make the practice realistic.',
  'Riverbend’s safety lead puts it simply: the day of a real lockdown is the wrong day to find out that a door is propped open or that a substitute does not know the procedure. Every drill that finds a problem is a drill that did its job.',
)

MORE['lockdown-drills'].lines.push(
  'If your district is planning its first drill on a cloud system, start with the [lockdown planning course](/academy/courses/lockdown-planning) in the Threshold Academy, then book a session with our education team to review your plan before the first bell.',
)
MORE['prox-cards'].lines.push(
  '## What attackers actually do',
  'The cloning tools for proximity cards are sold openly as “key card duplicators” for hobbyists and locksmiths. The long-range versions fit inside a laptop bag and read a card through a pocket or a handbag as someone walks past. Penetration testers carry them to every engagement, and they rarely leave without a working copy of someone’s badge. Once the copy works, it is indistinguishable in the log from the real card, so the only trace is an entry at a time when the real owner was somewhere else. Few organisations ever look for that, and fewer still find it.',
)
MORE['soc2-auditors'].lines.push(
  'The same export works for ISO 27001’s physical-entry controls and for most customer security questionnaires, so the work pays off beyond one audit.',
)
MORE['forced-door'].lines.unshift(
  'Door-forced-open alerts are among the most common alerts an access system raises, and among the least trusted.',
)
MORE['smart-locks'].lines.push('Our sales team is happy to help you count, and to tell you honestly when a smart lock is all you need.')
MORE['school-keys'].lines.push(
  'The facilities team also gained something harder to measure: the confidence that, when a principal asks who can open a door, the answer is a report rather than a guess.',
)
MORE['fire-code'].lines.push(
  'Keep the test records for at least as long as your local code requires; insurers often ask for them after an incident.',
)
MORE['intercom-design'].lines.push(
  'The intercom ships with every Threshold plan that includes visitor management, and it works with the same mobile app and dashboard as the rest of the system.',
)
MORE['occupancy-year'].lines.push(
  'We will publish the second annual summary next June, with the same method, so the two years can be compared line by line.',
)
MORE['prox-cards'].lines.push('The fix is not complicated, and it does not have to happen all at once. It only has to start.')
MORE['soc2-auditors'].lines.push(
  'If you are preparing for a first audit, our compliance team can walk you through the reports in half an hour.',
)
MORE['occupancy-year'].lines.push('Questions about the method are welcome at any time; the answers often end up in the next report.')
