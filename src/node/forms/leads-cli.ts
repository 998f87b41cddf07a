import type { ServiceSettings } from '../../config/site-config'
import { hubspotForwarder } from './hubspot'
import { openFormsStore } from './open-store'
import { csvCell, jsonLine, terminalText } from './operator-text'
import { deliverDue } from './outbox'
import type { FormsStore, Submission } from './store'

export const USAGE =
  'usage: npm run leads -- list [--since DATE] | export [--format csv|ndjson] [--since DATE] | stats [--by-variation [CAMPAIGN]] | retry'

export interface Output {
  out(line: string): void
  err(line: string): void
}

type Command =
  | { name: 'list'; since?: Date }
  | { name: 'export'; format: 'csv' | 'ndjson'; since?: Date }
  | { name: 'stats' }
  | { name: 'stats-by-variation'; campaign?: string }
  | { name: 'retry' }

/** Parses the arguments; undefined means bad arguments (usage, exit 2). */
export function parseLeadsArgs(args: readonly string[]): Command | undefined {
  const [name, ...rest] = args
  if (name === 'stats' && rest[0] === '--by-variation' && rest.length <= 2) {
    const campaign = rest[1]
    return campaign === undefined
      ? { name: 'stats-by-variation' }
      : /^[A-Za-z0-9_-]+$/.test(campaign)
        ? { name: 'stats-by-variation', campaign }
        : undefined
  }
  let format: 'csv' | 'ndjson' = 'csv'
  let since: Date | undefined
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i]
    const value = rest[i + 1]
    if (value === undefined) return undefined
    if (flag === '--since' && (name === 'list' || name === 'export')) {
      // A date (YYYY-MM-DD, midnight UTC) or a full ISO 8601 time.
      if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return undefined
      since = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
      if (Number.isNaN(since.getTime())) return undefined
    } else if (flag === '--format' && name === 'export' && (value === 'csv' || value === 'ndjson')) {
      format = value
    } else return undefined
  }
  if (name === 'list') return { name, since }
  if (name === 'export') return { name, format, since }
  if ((name === 'stats' || name === 'retry') && rest.length === 0) return { name }
  return undefined
}

const TRACKING_COLUMNS = ['url', 'title', 'info', 'embeddedUserId'] as const

export function toCsv(submissions: readonly Submission[]): string[] {
  const fieldNames = [...new Set(submissions.flatMap((s) => Object.keys(s.fields)))].sort()
  const header = [
    'id',
    'receivedAt',
    'tenant',
    'formId',
    'spam',
    'delivery',
    'attempts',
    'lastError',
    'ip',
    ...TRACKING_COLUMNS.map((c) => `_${c}`),
    ...fieldNames,
  ]
  const rows = submissions.map((s) => {
    const last = s.delivery.attempts[s.delivery.attempts.length - 1]
    return [
      s.id,
      s.receivedAt,
      s.tenant,
      s.formId,
      String(s.spam),
      s.delivery.state,
      String(s.delivery.attempts.length),
      last?.error ?? '',
      s.ip,
      ...TRACKING_COLUMNS.map((c) => s.tracking[c] ?? ''),
      ...fieldNames.map((n) => s.fields[n] ?? ''),
    ]
  })
  return [header, ...rows].map((row) => row.map(csvCell).join(','))
}

export interface VariationRow {
  campaign: string
  variation: string
  /** A form id, or '(all)' for every form together. */
  form: string
  submissions: number
  /** Of the campaign's submissions of that form, the share this variation has, in percent. */
  share: number
}

/**
 * The conversions of each A/B variation, per campaign, variation and form (and all forms
 * together), with the variation's share of the campaign's submissions of that form. Spam is left
 * out; a submission without the campaign (sent before it started, or from a page without the
 * head script) counts for none of its variations.
 */
export function variationStats(submissions: readonly Submission[], onlyCampaign?: string): VariationRow[] {
  const counts = new Map<string, number>()
  const totals = new Map<string, number>()
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)
  for (const s of submissions) {
    if (s.spam) continue
    for (const [campaign, variation] of Object.entries(s.variations ?? {})) {
      if (onlyCampaign !== undefined && campaign !== onlyCampaign) continue
      for (const form of [s.formId, '(all)']) {
        bump(counts, JSON.stringify([campaign, variation, form]))
        bump(totals, JSON.stringify([campaign, form]))
      }
    }
  }
  return [...counts]
    .map(([key, n]) => {
      const [campaign, variation, form] = JSON.parse(key) as [string, string, string]
      const total = totals.get(JSON.stringify([campaign, form])) ?? n
      return { campaign, variation, form, submissions: n, share: (100 * n) / total }
    })
    .sort(
      (a, b) =>
        a.campaign.localeCompare(b.campaign) ||
        a.variation.localeCompare(b.variation) ||
        (a.form === '(all)' ? -1 : b.form === '(all)' ? 1 : a.form.localeCompare(b.form)),
    )
}

/** A tab-separated line for the terminal: every stored value shown with its control characters escaped. */
function terminalLine(values: readonly string[]): string {
  return values.map(terminalText).join('\t')
}

function listLine(s: Submission): string {
  const who = s.fields.email ?? s.fields.name ?? ''
  return terminalLine([s.receivedAt, s.id, s.formId, who, s.spam ? 'spam' : s.delivery.state])
}

/** Runs one command against a store; returns the exit code. */
export async function runLeads(args: readonly string[], settings: ServiceSettings, io: Output, store?: FormsStore): Promise<number> {
  const command = parseLeadsArgs(args)
  if (!command) {
    io.err(USAGE)
    return 2
  }
  const owned = store === undefined
  const db = store ?? openFormsStore(settings.forms)
  try {
    switch (command.name) {
      case 'list': {
        const submissions = await db.list({ since: command.since })
        for (const s of submissions) io.out(listLine(s))
        io.err(`${submissions.length} submissions`)
        return 0
      }
      case 'export': {
        const submissions = await db.list({ since: command.since })
        const lines = command.format === 'csv' ? toCsv(submissions) : submissions.map(jsonLine)
        for (const line of lines) io.out(line)
        return 0
      }
      case 'stats': {
        const stats = await db.stats()
        io.out(`store: ${db.kind}`)
        io.out(`submissions: ${stats.total} (spam ${stats.spam})`)
        for (const [form, n] of Object.entries(stats.byForm).sort()) io.out(`  ${terminalText(form)}: ${n}`)
        io.out(
          `outbox: ${Object.entries(stats.byDelivery)
            .map(([state, n]) => `${state} ${n}`)
            .join(', ')}`,
        )
        return 0
      }
      case 'stats-by-variation': {
        const rows = variationStats(await db.list(), command.campaign)
        io.out(['campaign', 'variation', 'form', 'submissions', 'share'].join('\t'))
        for (const r of rows) io.out(terminalLine([r.campaign, r.variation, r.form, String(r.submissions), `${r.share.toFixed(1)}%`]))
        if (rows.length === 0)
          io.err(command.campaign ? `no submissions with the campaign ${command.campaign}` : 'no submissions with A/B variations')
        return 0
      }
      default: {
        const hubspot = settings.forms.hubspot
        if (!hubspot) {
          io.err('HubSpot forwarding is not configured: set HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID_<FORM>.')
          return 1
        }
        const requeued = await db.requeueDead(new Date())
        const attempted = await deliverDue(db, hubspotForwarder(hubspot), hubspot)
        const stats = await db.stats()
        io.out(
          `requeued ${requeued} dead-lettered; attempted ${attempted}; delivered ${stats.byDelivery.delivered}, pending ${stats.byDelivery.pending}, dead ${stats.byDelivery.dead}`,
        )
        return 0
      }
    }
  } finally {
    if (owned) await db.close()
  }
}
