import type http from 'node:http'
import { startLocalServer, type LocalServer } from './local-server'

export interface HubSpotSubmit {
  path: string
  body: { submittedAt: string; fields: { objectTypeId: string; name: string; value: string }[]; context: Record<string, string> }
  /** The status the stand-in answered. */
  status: number
}

/**
 * A stand-in for HubSpot's Forms API v3 submit endpoint on 127.0.0.1. `mode` decides each
 * answer: 'up' (200), 'down' (503), 'throttle' (429, Retry-After 1), 'reject' (400) or 'hang'
 * (never answers, for time-outs). Every request is recorded with the answer given.
 */
export type StandInMode = 'up' | 'down' | 'throttle' | 'reject' | 'hang'

export async function startHubSpotStandIn(): Promise<
  LocalServer & { setMode(mode: StandInMode): void; submits: HubSpotSubmit[]; delivered(): HubSpotSubmit[] }
> {
  const submits: HubSpotSubmit[] = []
  const state: { mode: StandInMode } = { mode: 'up' }
  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (state.mode === 'hang') return
      const status = { up: 200, down: 503, throttle: 429, reject: 400 }[state.mode]
      submits.push({ path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as HubSpotSubmit['body'], status })
      res.writeHead(status, { 'content-type': 'application/json', ...(status === 429 ? { 'retry-after': '1' } : {}) })
      res.end(status === 200 ? '{"inlineMessage":"Thanks"}' : '{"status":"error"}')
    })
  }
  const server = await startLocalServer(handler)
  return Object.assign(server, {
    submits,
    delivered: () => submits.filter((s) => s.status === 200),
    setMode: (mode: StandInMode) => {
      state.mode = mode
    },
  })
}
