// The A/B experiments the dataset runs (SPEC 1, 4.7; docs/experiments.md), kept apart from the
// pages' copy: `withExperiments` tags a page's section as its campaign's first variation and puts
// the other variations' sections right after it, as an editor does by duplicating a section in the
// Studio. The campaigns themselves (names, variations, chances) are in site.mjs.
import { ctaSection, hero } from './lib.mjs'

const DEMO = ['Get demo', '/quote']

/** Per page id: the campaign, the index of the section it varies, and the other variations' sections. */
const EXPERIMENTS = {
  // homeHero: the control hero talks about the product; "outcomes" about what a facilities team gets from it.
  home: {
    campaign: 'homeHero',
    at: 0,
    first: 'control',
    variations: {
      outcomes: hero(
        'Lock down a campus in four seconds',
        'Move tenants in on the day they sign, retire the master keys and see every door event with its video, from one dashboard.',
        DEMO,
        ['Read customer stories', '/customers'],
      ),
    },
  },
  // pricingCta: the closing call to action asks for a quote (first), a demo, or invites the visitor to work out the price.
  pricing: {
    campaign: 'pricingCta',
    at: -1,
    first: 'quote',
    variations: {
      demo: ctaSection(
        'See what your doors would cost, live',
        'Book a 30-minute demo: a specialist prices your buildings with you on the call and shows the dashboard on your own floor plan.',
        [['Book a demo', '/demo']],
      ),
      calculator: ctaSection(
        'Work out your price in a minute',
        'Doors × $18 a month on Core, or × $29 on Pro, billed yearly; hardware once. 20 doors on Pro: $6,960 a year. Send us your door count for the exact figure.',
        [['Send my door count', '/quote']],
      ),
    },
  },
}

const tag = (section, campaign, variation) => ({ ...section, ab: { campaign, variation } })

/** The pages with each experiment's variations in place; other documents unchanged. */
export function withExperiments(pages) {
  return pages.map((doc) => {
    const experiment = EXPERIMENTS[doc._id.replace(/^page\./, '')]
    if (!experiment || doc._type !== 'page') return doc
    const { campaign, first, variations } = experiment
    const at = experiment.at < 0 ? doc.sections.length + experiment.at : experiment.at
    const others = Object.entries(variations).map(([variation, section]) => tag(section, campaign, variation))
    const sections = [...doc.sections.slice(0, at), tag(doc.sections[at], campaign, first), ...others, ...doc.sections.slice(at + 1)]
    return { ...doc, sections }
  })
}
