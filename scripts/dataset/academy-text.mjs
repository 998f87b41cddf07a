// The words of each academy course (academy.mjs): an opening paragraph, then its lessons in order,
// each a heading, a few paragraphs or lists, and a quiz question on what the lesson taught
// (`[question, choices, answer, why]`, the arguments of lib.mjs's quiz).

export const INTROS = {
  fundamentals:
    'Every access control system, from a single office door to a campus of a hundred buildings, is made of the same few parts. This course takes them one at a time: the devices at the door, the rules that decide who may pass, the record every decision leaves, and the network that ties them together. It assumes no background; by the end you will be able to read a door schedule, follow an event in the log and explain to a colleague why a door did what it did.',
  credentials:
    'A credential is whatever a person presents at the door: a card, a phone, a watch, a PIN. They differ in how easily they are copied, lost or shared, and in what they cost to issue and replace. This course explains the technologies you will meet, how readers talk to controllers, and how to plan a move from old cards to phones and wallet badges without a disruptive weekend.',
  schedules:
    'Schedules decide when doors unlock for everyone and when each role may badge in. Most of the surprises an access system produces, such as a lobby open on a bank holiday or cleaners refused at 18:05, come from schedules designed in a hurry. Three short lessons show how to design them once and leave them alone.',
  'users-roles':
    'An access system is only as tidy as its list of people. This course is for the administrator who will run it day to day: how to bring people in, how to design roles and zones that survive reorganisations, and how to prove to an auditor, every quarter, that the right people have the right doors.',
  lockdown:
    'A lockdown is the one moment when an access system must work first time, under stress, for people who have never pressed the button before. This course walks through a lockdown plan as schools, clinics and offices write them: who may start and end one, what the doors do, how responders get in, and how drills turn the plan into habit.',
  'video-access':
    'Door events say what happened; video shows who was there. Linked together, they turn a vague alert into a decision you can make in seconds. This course covers placing and linking cameras, investigating from the event rather than the footage, and the privacy rules that keep video useful and lawful.',
  perimeter:
    'Most break-ins do not come through the front door. They come through the loading dock left open for a delivery, the fire exit used as a smoking door, the car park gate that never quite closes. This course shows how to find every way into a site, rank the entry points, and choose the right control for each.',
  'incident-response':
    'Forced doors, lost badges and tailgating are the everyday incidents of a building. This course covers the first ten minutes of each: how to tell a real incident from a faulty sensor, how to contain it at the door, how to write it down so it stands up later, and how to learn from a month of them.',
  hybrid:
    'Hybrid work turned the office from a place everyone visits daily into one people choose to visit. Access data is the most reliable record of how the building is really used. This course shows how to open floors on demand, measure attendance honestly and turn the numbers into decisions people accept.',
  'visitor-experience':
    'A visitor forms an opinion of a company at the front door, before any meeting starts. This course follows a guest from invitation to departure: how to invite, what the pass should open, how the host learns the guest has arrived, and what happens to the guest’s data afterwards.',
  identity:
    'When the identity provider already knows who works here, the access system should not keep a second list. This course connects the two: SCIM provisioning for people and groups, single sign-on for administrators, and leaver handling that ends access the moment employment ends.',
  occupancy:
    'Occupancy reports answer questions that used to need a clipboard and a week of counting: how many people came in, on which days, to which floors. This course explains which numbers to trust, how to read them without over-reading them, and how to keep them about buildings rather than about people.',
}

export const LESSONS = {
  fundamentals: [
    {
      title: 'Lesson 1: the door',
      text: [
        'A controlled door has four parts, and each tells the controller something different. The lock holds the door shut: an electric strike in the frame, a magnetic lock on the header, or a motorised lock in the door itself. The door position switch, a magnet on the door and a sensor in the frame, says whether the door is open or closed. The request-to-exit device, a motion sensor above the door or a push bar, says that someone is leaving from inside. The reader, beside the door, says who is asking to come in.',
        'Together they let the controller tell a normal entry from a problem. A badge, then the door opening and closing within a few seconds, is an entry. The door opening with no badge and no exit request is a forced door. The door staying open for minutes after a badge is a door held open, often propped with a chair.',
        'Walk to any controlled door in your building and find all four parts before the next lesson. If one is missing, write down which: a door without a position switch cannot report a forced entry at all.',
      ],
      quiz: [
        'Which device stops a normal exit from being reported as a forced door?',
        ['The door contact', 'The request-to-exit sensor', 'The lock power supply'],
        'The request-to-exit sensor.',
        'The controller sees the door open; the exit request tells it someone left from inside, so no alarm is raised.',
      ],
    },
    {
      title: 'Lesson 2: the decision',
      text: [
        'The controller answers one question, thousands of times a day: may this credential open this door now? It answers from rules built from three things.',
        '- **People hold roles**, such as “Finance”, “Cleaners” or “Contractors: lift maintenance”.',
        '- **Doors are grouped into zones**, such as “Floor 3”, “Server rooms” or “Perimeter”.',
        '- **Schedules say when** a role may enter a zone: weekdays 07:00 to 19:00, or around the clock.',
        'A rule reads as a sentence: Finance may enter Floor 3 on weekdays from 07:00 to 19:00. When a badge is presented, the controller finds the person, their roles, the zones that contain the door and the schedules that apply, and grants or denies in a few milliseconds.',
        'The controller keeps its own copy of the rules for its doors. That is why a well-designed system keeps opening doors when the internet connection drops: the decision never leaves the building. Changes made in the dashboard reach the controller within seconds when it is online, and as soon as it reconnects when it is not.',
      ],
      quiz: [
        'The office loses its internet connection. What happens at the doors?',
        [
          'Every door locks until the connection returns',
          'Every door unlocks for safety',
          'Doors keep deciding from the rules stored on the controller',
        ],
        'Doors keep deciding from the rules stored on the controller.',
        'The controller holds the rules for its doors and keeps its events until it reconnects, so people notice nothing.',
      ],
    },
    {
      title: 'Lesson 3: the record',
      text: [
        'Every decision is an event. An event records the time, the door, the person, the credential and the outcome: granted, denied, forced or held open. Administrative actions are events too: adding a person to a role, changing a schedule, unlocking a door remotely.',
        'Events are what make investigations, audits and occupancy reports possible. A good event log has three properties. It cannot be edited, even by an administrator. It shows who searched it and what they exported. And it keeps events for a period you have chosen on purpose, long enough for investigations and audits, short enough to respect the privacy of the people in it.',
        'Open the event log and filter it for one door over one day. Read it as a story: when the first person arrived, when cleaners left, whether anyone was refused. That habit, started early, is most of what incident response needs.',
      ],
      quiz: [
        'What makes an event log trustworthy as evidence?',
        [
          'It can be corrected by an administrator when something looks wrong',
          'It cannot be edited, and it records who searched and exported it',
          'It keeps every event forever',
        ],
        'It cannot be edited, and it records who searched and exported it.',
        'Evidence must be complete and unchanged; keeping events forever is a privacy problem, not a virtue.',
      ],
    },
    {
      title: 'Lesson 4: the network',
      text: [
        'Readers connect to a controller near the doors; the controller connects to the cloud over the building’s network. Nothing at the door needs a public address or an open inbound port: the controller makes an outbound, encrypted connection, as a laptop does when it visits a website.',
        'Give controllers their own network segment or VLAN, with outbound HTTPS allowed to the service and nothing else. Power them from a supply with a battery, so that the doors keep working through a short power cut, and decide for each door what it should do when the battery runs out: stay locked or unlock.',
      ],
      quiz: [
        'What does a cloud-managed controller need from the building’s firewall?',
        ['An open inbound port for the dashboard', 'Outbound HTTPS to the service', 'A public IP address per door'],
        'Outbound HTTPS to the service.',
        'The controller starts the connection itself, so nothing on the internet can reach the doors directly.',
      ],
    },
  ],
  credentials: [
    {
      title: 'Lesson 1: card technologies',
      text: [
        'Two families of card are in use, and they are not equally secure. A 125 kHz proximity card broadcasts a fixed number to any reader that powers it. It has no processor and no secret, so a cheap device held near a pocket can read it and write the number to a blank card in seconds.',
        'A 13.56 MHz smart card, such as MIFARE DESFire EV3, holds keys that never leave the chip. When it meets a reader, card and reader prove to each other that they share a secret, and the credential is sent encrypted. Copying one requires the keys, which are held by the system, not printed on the card.',
        'Check which you have: the markings on the card or the reader’s datasheet usually say. If it is proximity, plan to replace it; readers that accept both let you move one team at a time.',
      ],
      quiz: [
        'Why can a 125 kHz proximity card be copied in seconds?',
        ['It uses a weak encryption key', 'It sends a fixed number with no secret at all', 'Its battery can be read remotely'],
        'It sends a fixed number with no secret at all.',
        'A proximity card has no processor: anyone who powers it up reads the number, and writing it to a blank card makes a working copy.',
      ],
    },
    {
      title: 'Lesson 2: mobile and wallet',
      text: [
        'Phones carry credentials in two ways. An app credential opens doors by Bluetooth, from a pocket as the person approaches or with a tap on the screen. A wallet badge lives in Apple Wallet or Google Wallet and opens doors by NFC, like paying with the phone: no app to open, and it works without unlocking the phone.',
        'People rarely forget their phones, so mobile credentials cut the number of lost-badge tickets sharply, and a phone cannot be lent without lending everything else on it. Issuing one is an e-mail rather than a print run, and revoking one takes effect at once.',
        'Keep a few cards for people who cannot or will not use a phone, and for contractors who are on site for a day. Most organisations offer both and let people choose.',
      ],
      quiz: [
        'Which credential opens a door without the person opening an app?',
        ['An app credential over Bluetooth', 'A wallet badge over NFC', 'A PIN on a keypad'],
        'A wallet badge over NFC.',
        'A wallet badge is held up to the reader like a payment card; the app is not involved.',
      ],
    },
    {
      title: 'Lesson 3: wiring a reader',
      text: [
        'Readers connect to the controller over OSDP: four wires, for power, ground and a data pair. OSDP replaces the older Wiegand connection, which sends the card number in the clear and in one direction only, so a small device clipped to the wires behind a reader can record numbers and replay them later.',
        'OSDP is two-way and, with Secure Channel turned on, encrypted. The controller supervises the reader and raises an alert if it is removed or its cable cut, and it can update the reader’s firmware without anyone visiting the door. Keep cable runs under 1,200 metres and use twisted pair for the data lines.',
      ],
      quiz: [
        'What does OSDP with Secure Channel protect against that Wiegand does not?',
        ['A reader losing power', 'A device on the wires recording and replaying credentials', 'A card being left in a drawer'],
        'A device on the wires recording and replaying credentials.',
        'Wiegand sends the number in the clear; OSDP Secure Channel encrypts the link between reader and controller.',
      ],
    },
    {
      title: 'Lesson 4: planning a migration',
      text: [
        'Moving from old cards to smart cards and phones is a project of weeks, not a weekend. Replace readers first with models that read both old and new credentials, so nothing changes for anyone on the day the readers are swapped. Then move people by team: send wallet invitations, hand out smart cards to those who want them, and disable each old card once its holder has used the new credential for a week.',
        'Track progress in the event log: the share of entries made with old cards should fall week by week. When it reaches zero, turn off the old technology on the readers, so that a copied card no longer opens anything.',
      ],
      quiz: [
        'What should you install first when moving from proximity cards to phones?',
        ['New cards for everyone', 'Readers that accept both the old and the new credentials', 'A new controller for each door'],
        'Readers that accept both the old and the new credentials.',
        'Dual-technology readers let people move team by team while every door keeps working.',
      ],
    },
  ],
  schedules: [
    {
      title: 'Lesson 1: two kinds of schedule',
      text: [
        'An unlock schedule leaves a door open to everyone: the lobby during reception hours, the café at lunchtime. An access schedule limits when a role may badge in: cleaners from 18:00 to 22:00, staff on weekdays, security around the clock.',
        'Use unlock schedules sparingly, for public entrances during staffed hours. When a door is unlocked on a schedule, it records no names, so keep sensitive doors on credentials at all times and let the access schedule do the work.',
      ],
      quiz: [
        'A door that holds medication should follow which kind of schedule?',
        ['An unlock schedule during opening hours', 'An access schedule for the roles that need it', 'No schedule: always unlocked'],
        'An access schedule for the roles that need it.',
        'An unlocked door records no names; a sensitive door should always ask for a credential.',
      ],
    },
    {
      title: 'Lesson 2: holidays',
      text: [
        'Attach a holiday calendar to every site, or lobby doors will unlock on public holidays to an empty building. Pick your country’s public-holiday calendar and add company closures, such as the days between Christmas and New Year.',
        'On a holiday, unlock schedules do not run and access schedules follow the weekend pattern. Sites in different countries need different calendars. Review each calendar once a year, because some holidays move and new ones are announced.',
      ],
      quiz: [
        'The lobby door unlocked on a public holiday. What was missing?',
        ['A holiday calendar on the site', 'An access schedule on the role', 'A first-person-in rule on the door'],
        'A holiday calendar on the site.',
        'Unlock schedules follow the weekday unless the site has a holiday calendar that overrides them.',
      ],
    },
    {
      title: 'Lesson 3: first person in',
      text: [
        'With first-person-in, an unlock schedule only starts once someone from a named role, usually reception or facilities, has badged in. If the building is closed for snow or a strike, the lobby stays locked all day.',
        'It is a small setting that prevents one of the most common gaps in schedule-driven buildings. Turn it on for every door with an unlock schedule, and name at least two roles that can start the day, so one person’s holiday does not keep the building closed.',
      ],
      quiz: [
        'Why name two roles that can start the day under first-person-in?',
        ['To make the door unlock twice as fast', 'So the door still opens when one person is away', 'Because the controller requires it'],
        'So the door still opens when one person is away.',
        'If only the receptionist can start the day, the lobby stays locked whenever they are on leave.',
      ],
    },
  ],
  'users-roles': [
    {
      title: 'Lesson 1: people',
      text: [
        'Every person should have their own profile and their own credentials, including contractors and cleaners. Shared badges make the event log useless, because an entry names a badge rather than a person, and a shared badge is never returned when the last person who used it leaves.',
        'Add people by hand for a handful, by CSV for an initial import, and from your identity provider for everyone else. Give temporary people an end date when you create them, so access stops on its own on the last day of the contract, whether or not anyone remembers.',
      ],
      quiz: [
        'Why should contractors not share one “Contractor” badge?',
        ['Shared badges cost more', 'The log can no longer say which person entered', 'Readers refuse shared badges'],
        'The log can no longer say which person entered.',
        'An event names a credential; only a personal credential turns it into a person.',
      ],
    },
    {
      title: 'Lesson 2: roles and zones',
      text: [
        'Design roles from the organisation: groups of people who need the same doors at the same times. Design zones from the building: groups of doors with the same purpose. A role grants zones on a schedule, and a person may hold several roles.',
        'Avoid per-person grants. They feel quick, but each one is an exception nobody will remember to remove, and after a year they are most of the system. Organisations of a few hundred people usually need ten to twenty roles; if you have many more, some of them are individuals in disguise.',
        'When someone changes teams, move them from one role to another. Their old doors disappear and their new ones appear everywhere at once, and the change is one event in the log.',
      ],
      quiz: [
        'A person changes teams. What removes the old team’s doors?',
        ['Deleting their credential', 'Moving them from one role or group to another', 'Editing each door by hand'],
        'Moving them from one role or group to another.',
        'Doors follow roles: when the role changes, access changes everywhere at once, and nothing is left behind.',
      ],
    },
    {
      title: 'Lesson 3: reviews',
      text: [
        'An access review asks each zone owner a simple question: should these people still have access to your doors? Once a quarter, the owner of each zone confirms or removes each name, and the system records who reviewed what and when.',
        'The completed reviews, signed and dated, are the evidence auditors ask for under SOC 2, ISO 27001 and most internal policies. Schedule them in the dashboard so that nobody has to remember, and send reminders to owners who have not finished after a week.',
        'Reviews also improve the design. A zone whose owner removes a third of its people every quarter is granted too widely; a role that every reviewer questions is probably two roles.',
        'Start small: review the zones that hold money, medicine, data or people’s records first, then widen the review to every zone once owners know what is asked of them. A review that takes an owner ten minutes gets done; one that takes an afternoon gets signed without reading.',
      ],
      quiz: [
        'Who should confirm access in a quarterly review?',
        ['The IT help desk', 'The owner of each zone', 'Each person, for their own access'],
        'The owner of each zone.',
        'The owner knows who needs their doors; the help desk only knows who asked.',
      ],
    },
  ],
  lockdown: [
    {
      title: 'Lesson 1: who may trigger',
      text: [
        'Speed matters more than hierarchy in the first minute of an emergency. Give the trigger to the people who will see the threat first: front office staff, security, teachers, nurses at a ward entrance. Offer more than one way to start it: the app, a panic button under the desk, a code on a keypad.',
        'Ending a lockdown is the opposite: keep that power with a few named people, with a confirmation step, so doors do not unlock while a threat remains. Write both lists down and review them every term.',
        'Make the trigger hard to press by accident and easy to press on purpose: a covered button, a two-step action in the app, a code that is not the door code. A false lockdown is disruptive, but a lockdown that nobody dares to start is worse.',
      ],
      quiz: [
        'Who should be able to end a lockdown?',
        ['Anyone who can start one', 'A small named group, with a confirmation step', 'Nobody: it ends on a timer'],
        'A small named group, with a confirmation step.',
        'Many people should be able to trigger a lockdown quickly; few should be able to end it, so that doors do not unlock while a threat remains.',
      ],
    },
    {
      title: 'Lesson 2: what the doors do',
      text: [
        'During a lockdown, doors stop accepting ordinary credentials and unlock schedules are suspended. Exit stays free: fire codes require that people can always leave, and a lockdown never traps anyone inside.',
        'Decide per zone. A full lockdown closes every door; a partial one closes the perimeter and leaves internal doors working, so classes or wards can move people to safe rooms. Test both with your fire safety adviser before you rely on them.',
      ],
      quiz: [
        'During a lockdown, can people still leave through a locked door?',
        ['No, every door is sealed', 'Yes: free exit is always kept', 'Only with a responder credential'],
        'Yes: free exit is always kept.',
        'Fire codes require free egress; a lockdown stops people coming in, not going out.',
      ],
    },
    {
      title: 'Lesson 3: responders',
      text: [
        'Police and fire services need to get through locked doors during a lockdown. Give them responder credentials that work only while a lockdown is active, and keep the list short: every responder credential is a key to the whole building at its most sensitive moment.',
        'Share a floor plan with door names that match the signs on the doors, so “Door B-12” means the same thing on the radio as on the wall. Invite local responders to a drill once a year; they will tell you what they need.',
      ],
      quiz: [
        'When should a responder credential open doors?',
        ['At all times', 'Only while a lockdown is active', 'Only outside business hours'],
        'Only while a lockdown is active.',
        'A responder credential is powerful; limiting it to lockdowns keeps it from becoming an everyday master key.',
      ],
    },
    {
      title: 'Lesson 4: drills',
      text: [
        'Run announced drills first, then drills with notice to staff only. Measure the time from trigger to the last door locked, and time how long it takes to end the lockdown once the all-clear is given.',
        'After each drill, export the event log for the drill window and look for doors that locked late, doors that were propped open and people whose badges were refused. Send a one-page summary to everyone who took part, with one thing to improve before the next drill.',
        'The video below follows a school’s first drill, from planning to the review afterwards.',
      ],
      quiz: [
        'What is the most useful single measure of a lockdown drill?',
        ['How many people attended', 'The time from trigger to the last door locked', 'The number of alerts sent'],
        'The time from trigger to the last door locked.',
        'It measures what matters in a real event, and the event log gives it to the second.',
      ],
    },
  ],
  'video-access': [
    {
      title: 'Lesson 1: linking',
      text: [
        'Link each door to the camera that sees it best, usually the one facing the door from the protected side, so faces rather than backs are in view. One camera may serve several doors in a corridor.',
        'Every event at a linked door then carries a short clip, from a few seconds before to a few seconds after. Check the view at night and in winter: a camera that sees the door at noon may see only glare from a low sun or a dark doorway at 18:00.',
      ],
      quiz: [
        'What makes a door-forced-open alert quick to judge?',
        ['A louder alarm', 'The camera clip linked to the door event', 'A second door contact'],
        'The camera clip linked to the door event.',
        'The clip shows whether anyone was there, so a false alarm takes seconds rather than a walk to the door.',
      ],
    },
    {
      title: 'Lesson 2: investigating',
      text: [
        'Start from the event, not the video. Filter the log for the door and time, open the clip attached to each event, and follow the person from door to door through their events. It takes minutes, against hours of scrubbing through footage from every camera.',
        'When you have found what you need, export the events and clips together as one file for the report, with the names of who exported it and when. Keep the export only as long as the matter is open.',
      ],
      quiz: [
        'Where should an investigation start?',
        [
          'In the camera footage, from the start of the day',
          'In the event log, filtered by door and time',
          'With interviews of everyone on the floor',
        ],
        'In the event log, filtered by door and time.',
        'Events point straight to the few seconds of video that matter.',
      ],
    },
    {
      title: 'Lesson 3: privacy',
      text: [
        'Video of people is personal data, and in many places workplace cameras need a stated purpose, signs and a retention period. Point cameras at doors and entrances, not at desks, break rooms or screens.',
        'Limit who can watch clips to the people who investigate incidents, and keep clips no longer than your policy says, commonly 30 days unless an incident is open. Write the purpose down before the first camera is installed; it is easier than explaining it afterwards.',
      ],
      quiz: [
        'Which of these is a good place for a linked camera?',
        ['Above the desks of the team near the door', 'Facing the entrance from the protected side', 'In the staff break room'],
        'Facing the entrance from the protected side.',
        'Cameras should serve the door’s security purpose, not watch people at work or at rest.',
      ],
    },
  ],
  perimeter: [
    {
      title: 'Lesson 1: map the perimeter',
      text: [
        'Walk the outside of every building with a floor plan and mark each way in: doors, gates, loading bays, roof hatches, ground-floor windows that open, and the connecting doors to neighbouring tenants. Note what secures each one today and who uses it.',
        'Most sites find at least one entry point that nobody had listed, often a fire exit used as a smoking door or a basement door to the bin store. Do the walk at different times of day; the loading bay at 06:00 looks nothing like it does at noon.',
      ],
      quiz: [
        'What is the most common entry point a perimeter walk finds?',
        ['The main entrance', 'A fire exit used as an everyday door', 'The lift lobby'],
        'A fire exit used as an everyday door.',
        'Fire exits are easy to forget because they are not meant for entry, and they are often propped open.',
      ],
    },
    {
      title: 'Lesson 2: secure by priority',
      text: [
        'Rank the entry points by risk: what is behind them, how visible they are, and how often they are used. Put readers, door contacts and cameras on the highest-risk points first, and alarm contacts on doors that should never be used from outside.',
        'A perimeter is as strong as its least-watched door. The table below gives a typical starting point; adjust it to your site.',
      ],
      quiz: [
        'Which control suits a fire exit that should never be used from outside?',
        ['A reader and an unlock schedule', 'A door contact that alarms when it opens', 'A camera with no contact'],
        'A door contact that alarms when it opens.',
        'A door that is never an entrance needs no reader, but it must tell you when it opens.',
      ],
    },
    {
      title: 'Lesson 3: gates, docks and power',
      text: [
        'Gates and loading docks are used by people who are not employees: drivers, couriers, contractors. Give them time-boxed credentials or visitor passes that work only at that entry point and only during their delivery window, and link a camera so each opening carries a clip.',
        'Decide what each lock does when power fails. A fail-safe lock unlocks without power and suits escape routes. A fail-secure lock stays locked and suits perimeter gates, store rooms and anything that is not a way out. Check each choice against your fire safety plan.',
      ],
      quiz: [
        'Which lock suits a perimeter gate that must stay closed in a power cut?',
        ['Fail-safe maglock', 'Fail-secure motor lock', 'No lock, a camera only'],
        'Fail-secure motor lock.',
        'A fail-secure lock stays locked without power; perimeter gates are not escape routes, so they may stay closed.',
      ],
    },
  ],
  'incident-response': [
    {
      title: 'Lesson 1: triage',
      text: [
        'For each alert, ask two questions: was a person there, and does this door have a history? The linked clip answers the first in seconds; the door’s event history answers the second.',
        'A person on camera is an incident. A door that has reported forced-open events all week at random times, with nobody in view, is a maintenance ticket: usually a loose door contact or a strike that does not fully engage. Treat them differently, or people stop reading alerts at all.',
      ],
      quiz: [
        'A door shows many short forced-open events at random times. What is the likely cause?',
        ['A break-in attempt', 'A loose door contact', 'A wrong schedule'],
        'A loose door contact.',
        'Short, random events are the signature of a contact that flaps; replace or re-fix it and the alerts stop.',
      ],
    },
    {
      title: 'Lesson 2: contain',
      text: [
        'If the incident is real, act at the door first. Lock down the zone if someone may still be inside where they should not be. Suspend any credential that was used, and send someone to the scene only if it is safe.',
        'A lost badge is also an incident, a small one. Suspend it the moment it is reported, not when the replacement is ready: the person can use their phone or a temporary card in the meantime. The dashboard records every action with the administrator’s name, which becomes part of the incident record.',
      ],
      quiz: [
        'When should a lost badge be suspended?',
        ['When the replacement is printed', 'As soon as the loss is reported', 'At the end of the week'],
        'As soon as the loss is reported.',
        'Until it is suspended, whoever finds the badge has the owner’s access.',
      ],
    },
    {
      title: 'Lesson 3: tailgating',
      text: [
        'Tailgating, one person following another through a door on a single badge, is the most common way strangers get into offices. It is social rather than technical: people hold doors for each other because it is polite.',
        'Cameras with people counting can flag doors where more people pass than badges are presented. Use the data to pick the doors that need attention, then fix those with the building, not with blame: turnstiles or speed gates in busy lobbies, and a short reminder in team meetings that holding the door for a stranger is not a kindness.',
      ],
      quiz: [
        'What is the best first response to tailgating at a busy lobby?',
        ['Disciplining the people who hold the door', 'Measuring where it happens, then changing the entrance', 'Removing the reader'],
        'Measuring where it happens, then changing the entrance.',
        'Tailgating is a habit of polite people; the building, not blame, is what changes it.',
      ],
    },
    {
      title: 'Lesson 4: record and learn',
      text: [
        'Write down what happened, what you did and why, with the event export and the clips attached. Do it the same day: memory fades fast and the record is what an insurer, a court or a regulator will read.',
        'Review incidents monthly. Patterns across doors and times show where the building, not the people, needs to change: a door that is propped every afternoon needs a closer, a faster lock or a different route for deliveries.',
        'Keep the record short and factual: times from the event log, what the clips show, who decided what. Opinions about people belong in a separate conversation, not in the incident file that many people may later read.',
      ],
      quiz: [
        'Why review a month of incidents together?',
        [
          'To find the people to blame',
          'To find patterns that point to changes in the building or process',
          'Because the log deletes them after a month',
        ],
        'To find patterns that point to changes in the building or process.',
        'One incident is an event; the same incident every Tuesday is a design problem.',
      ],
    },
  ],
  hybrid: [
    {
      title: 'Lesson 1: open floors on demand',
      text: [
        'In a hybrid office, whole floors can stay locked and dark until the first person with a desk booking badges in. The floor’s doors then follow the normal schedule for the rest of the day.',
        'It saves heating, lighting and cleaning on quiet days without anyone needing to ask. Connect the desk booking tool, choose the floors that open on demand, and keep one floor always open for people who arrive without a booking.',
      ],
      quiz: [
        'With floors on demand, when does a closed floor open?',
        ['At 08:00 every weekday', 'When the first person with a booking badges in', 'When facilities opens it remotely'],
        'When the first person with a booking badges in.',
        'The booking is the signal that the floor is needed that day.',
      ],
    },
    {
      title: 'Lesson 2: occupancy',
      text: [
        'Count unique people per floor per day from entries at floor or building doors, never individual arrival times. Door events are more reliable than desk bookings, which people make and forget, and than Wi-Fi counts, which include phones left on desks.',
        'Watch for four to six weeks before drawing conclusions: school holidays, a team offsite or a rail strike can make one week look like a trend.',
      ],
      quiz: [
        'Why are door events a better attendance measure than desk bookings?',
        ['They are cheaper to store', 'They record who actually came in, not who planned to', 'They show where each person sat'],
        'They record who actually came in, not who planned to.',
        'Bookings measure intention; entries measure presence.',
      ],
    },
    {
      title: 'Lesson 3: sizing for the peak',
      text: [
        'People come in when their teams do, so attendance clusters on two or three days of the week. Compare the peak day, not the average, with each floor’s capacity; an office sized for the average is too small on Tuesday and Wednesday.',
        'Share the results with the people they describe. Teams that see the peak-day numbers often spread their office days on their own, which is cheaper than any new floor.',
      ],
      quiz: [
        'Which figure should size a hybrid office?',
        ['The average daily occupancy', 'The peak day’s occupancy', 'The number of employees'],
        'The peak day’s occupancy.',
        'People come in when their teams do; an office sized for the average is too small on Tuesday.',
      ],
    },
  ],
  'visitor-experience': [
    {
      title: 'Lesson 1: invite',
      text: [
        'A host adds a guest to a calendar invitation or fills in a short form in the dashboard or the app; the guest receives a pass with directions, parking details and the host’s name. Hosts should not need training: if inviting a guest is harder than booking a meeting room, people will let guests in by hand instead.',
        'Use narrow templates. A meeting guest needs the entrance, the lift lobby and the meeting floor for the time of the visit, and nothing else. A contractor needs the doors of the job, for the days of the job.',
      ],
      quiz: [
        'When should a guest receive their pass?',
        ['At the reception desk', 'Before they arrive, with the invitation', 'After their host confirms they are in the lobby'],
        'Before they arrive, with the invitation.',
        'A pass in the invitation makes arrival one step: scan and walk in, while the host is told.',
      ],
    },
    {
      title: 'Lesson 2: arrive',
      text: [
        'The guest scans the pass at the intercom or reader and walks in; the host is told at once, by app or chat. If the host does not respond within a few minutes, reception is told, so no guest waits in the lobby forgotten.',
        'Where a site must record visitors, for health and safety or for regulated areas, the arrival itself is the record: the time, the entrance and the host. Nobody has to sit at a desk copying names from a paper book.',
      ],
      quiz: [
        'The host does not answer the arrival notice. What should happen?',
        ['The guest is refused entry', 'Reception is told after a few minutes', 'The pass is cancelled'],
        'Reception is told after a few minutes.',
        'Escalation keeps the guest from waiting alone without making their pass useless.',
      ],
    },
    {
      title: 'Lesson 3: leave',
      text: [
        'Passes expire on their own at the end of the visit window, so there is nothing to collect at the door and no badge to lose. The visitor log closes itself.',
        'Send a short follow-up with one question about the visit, and delete visitor records on a schedule that matches your privacy notice, commonly after 30 to 90 days. Tell guests in the invitation what you keep and for how long.',
      ],
      quiz: [
        'What happens to a visitor pass when the visit ends?',
        ['The guest returns it at reception', 'It expires on its own', 'It stays valid for a week'],
        'It expires on its own.',
        'An expiring pass needs no collection and leaves no working credential behind.',
      ],
    },
  ],
  identity: [
    {
      title: 'Lesson 1: SCIM',
      text: [
        'SCIM is the standard identity providers use to create, update and disable accounts in other systems. Connect Okta, Microsoft Entra ID or Google Workspace once, choose which groups to send, and people arrive in the access system with their names, e-mail addresses and groups.',
        'Map groups to roles with group rules: everyone in “Engineering” gets the Engineering role, everyone in “All staff” gets the common areas of their site. From then on, a change in the identity provider is a change at the doors, with no ticket in between.',
        'Start with a test group of a dozen people before sending everyone. Check that names, e-mail addresses and groups arrive as expected, that group rules give the roles you meant, and that disabling a test account removes its access. Then widen the sync one department at a time.',
      ],
      quiz: [
        'What should be the source of truth for who gets doors?',
        ['The access system itself', 'The HR system, through the identity provider', 'A spreadsheet kept by facilities'],
        'The HR system, through the identity provider.',
        'Access follows employment: joiners, movers and leavers flow from HR through SCIM, with no tickets in between.',
      ],
    },
    {
      title: 'Lesson 2: SSO',
      text: [
        'Administrators sign in to the dashboard with the company’s identity provider over SAML or OIDC, so their admin access follows their employment too, and two-factor authentication is enforced by the provider’s own policy.',
        'Remove shared admin accounts: every admin action should name a person. Give administrators the narrowest role that does their job: a receptionist who manages visitors does not need to edit schedules.',
        'Keep one emergency administrator account outside single sign-on, with a long password in a sealed envelope or a password vault, for the day the identity provider itself is down. Test it twice a year and record who opened it.',
      ],
      quiz: [
        'Why remove shared administrator accounts?',
        ['They cost an extra licence', 'Every admin action should name the person who did it', 'SSO does not support them'],
        'Every admin action should name the person who did it.',
        'An audit trail that says “admin” answers nothing.',
      ],
    },
    {
      title: 'Lesson 3: leavers',
      text: [
        'When the identity provider disables an account, every credential the person holds stops working within a minute: phone, watch and card. The card can still be collected on the last day, but nothing depends on it.',
        'Check the leaver report monthly. It lists each leaver’s HR end date beside the moment access ended; any gap is a process to fix, usually a leaver entered late in HR. Contractors managed outside the identity provider need end dates of their own.',
        'Movers deserve the same care as leavers. When someone changes department, the identity provider moves them between groups and their roles follow, so the doors of the old team close the day the new job starts. Without that link, movers quietly collect access to every team they have ever worked in.',
      ],
      quiz: [
        'An employee leaves and their account is disabled. When does their phone badge stop working?',
        ['When their card is returned', 'Within a minute of the account being disabled', 'At the next quarterly review'],
        'Within a minute of the account being disabled.',
        'SCIM carries the change to the access system, which revokes every credential at once.',
      ],
    },
  ],
  occupancy: [
    {
      title: 'Lesson 1: the numbers',
      text: [
        'Three numbers describe a building’s use: unique people per day, the peak day of the week, and the busiest hour. Take them from building or floor entrances, and count each person once per day however many times they badge.',
        'Report floors with fewer than ten people as “fewer than ten”, so no one is singled out on a quiet day. Never report per person: occupancy data is about buildings.',
      ],
      quiz: [
        'How do occupancy reports protect privacy?',
        ['By hashing badge numbers', 'By counting people per floor per day, never individuals', 'By deleting events after a week'],
        'By counting people per floor per day, never individuals.',
        'Aggregates answer the sizing question; small counts are shown as “fewer than ten” so no one is singled out.',
      ],
    },
    {
      title: 'Lesson 2: reading the trends',
      text: [
        'Look at four-week averages of each number, not single days. Compare like with like: this month’s Tuesdays with last month’s Tuesdays. Mark known events, such as holidays, offsites and transport strikes, so they are not mistaken for changes in behaviour.',
        'A rising peak with a flat average means people are clustering on the same days; a falling average with a flat peak means the quiet days are getting quieter. Each calls for a different decision.',
      ],
      quiz: [
        'The peak day rises while the average stays flat. What does it mean?',
        ['The office is getting emptier', 'People are clustering on the same days', 'The readers are miscounting'],
        'People are clustering on the same days.',
        'The same number of visits is concentrating on fewer days.',
      ],
    },
    {
      title: 'Lesson 3: decisions',
      text: [
        'Use the numbers for decisions that are reversible and easy to explain: closing floors on quiet days, moving cleaning to the evening after the busiest day, adding meeting rooms where desks sit empty.',
        'Review the effect after a month, and share the results with the people affected. Decisions made from shared numbers are accepted; decisions made from hidden ones are resented.',
      ],
      quiz: [
        'Which decision suits occupancy data best?',
        ['Closing a quiet floor on Fridays', 'Judging individual attendance', 'Choosing who gets a permanent desk'],
        'Closing a quiet floor on Fridays.',
        'Building decisions from aggregate data are reversible and explainable; judging individuals is not what the data is for.',
      ],
    },
  ],
}
