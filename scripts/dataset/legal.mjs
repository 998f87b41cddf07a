// Legal pages at /legal/{slug}. `priority` orders them in the footer, highest first (SPEC 2.5, 7.3).
import { body, routed, table } from './lib.mjs'

function legal(id, heading, headingAlt, priority, summary, content) {
  return {
    _id: `legalPage.${id}`,
    _type: 'legalPage',
    ...routed(`/legal/${id}`),
    project: 'threshold',
    heading,
    headingAlt,
    summary,
    priority,
    publishedOn: '2026-01-15',
    seo: { _type: 'seo', title: `${heading} | Threshold`, description: summary },
    body: content,
  }
}

export const legalPages = [
  legal(
    'cookies',
    'Cookie policy',
    'Cookies',
    50,
    'Which cookies this website sets, why, and how to change your choice.',
    body(
      'We use cookies only after you accept them, except those strictly needed to remember your choice.',
      '## Cookies we set',
      table([
        ['Cookie', 'Purpose', 'Duration'],
        ['threshold_do_not_track', 'Remembers your cookie choice', '1 year'],
        ['hubspotutk', 'Marketing analytics, after consent', '6 months'],
        ['_ga', 'Site analytics, after consent', '13 months'],
      ]),
      '## Changing your choice',
      'Delete the cookies in your browser and the banner will ask again. Questions: privacy@threshold.example.',
    ),
  ),
  legal(
    'privacy',
    'Privacy policy',
    'Privacy',
    40,
    'What personal data Threshold collects on this website, why, and your rights.',
    body(
      'This policy explains what personal data Threshold Access, Inc. collects on this website and why.',
      '## What we collect',
      '- Details you give us in forms: name, work e-mail, company, phone.',
      '- Usage data, only after you accept analytics cookies.',
      '## Why',
      'To answer your requests, to send the newsletter you asked for, and to improve the site.',
      '## Your rights',
      'You may ask for a copy of your data, its correction or its deletion by writing to privacy@threshold.example. See our [GDPR page](/legal/gdpr).',
    ),
  ),
  legal(
    'terms',
    'Terms of service',
    'Terms',
    30,
    'The terms that govern use of the Threshold website and services.',
    body(
      'These terms apply to the Threshold website. Customer contracts for the Threshold platform take precedence where they differ.',
      '## Using the website',
      'You may browse and share the content of this site for your own information. Do not attempt to disrupt it or access it in ways it is not intended for.',
      '## Liability',
      'The website content is provided for information. Product specifications may change; your order confirmation is what binds.',
    ),
  ),
  legal(
    'gdpr',
    'GDPR at Threshold',
    'GDPR',
    20,
    'How Threshold meets the General Data Protection Regulation, as a controller and as a processor.',
    body(
      'Threshold is a controller for the personal data on this website, and a processor for the access data our customers manage on the platform.',
      '## As a processor',
      '- Customers choose the US or EU region for their data.',
      '- Customers set retention periods for access events.',
      '- Sub-processors are listed and changes announced 30 days ahead.',
      'Our [data processing agreement](/legal/dpa) sets out the terms.',
    ),
  ),
  legal(
    'dpa',
    'Data processing agreement',
    'DPA',
    10,
    'The data processing agreement between Threshold and its customers, with standard contractual clauses.',
    body(
      'This data processing agreement forms part of every Threshold customer contract.',
      '## Scope',
      'Threshold processes personal data of the customer’s users and visitors only to provide the platform, on documented instructions.',
      '## Security measures',
      'Encryption in transit and at rest, access controls for our staff, yearly SOC 2 Type II audits and incident notification within 48 hours.',
      '## Transfers',
      'Transfers outside the EEA rely on the European Commission’s standard contractual clauses.',
    ),
  ),
]
