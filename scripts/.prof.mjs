import { chromium } from '@playwright/test'
import { freePort, serveSite } from './quality/serve-site.mjs'
const port = await freePort(); const site = await serveSite(port)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const route = process.argv[2]
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
const cdp = await page.context().newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
await cdp.send('Profiler.start')
await page.goto(site.url + route, { waitUntil: 'load' })
await page.waitForSelector('html[data-hydrated]')
await page.waitForTimeout(500)
const { profile } = await cdp.send('Profiler.stop')
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map(); const dt = profile.timeDeltas
for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(site.url, '').slice(0, 60)}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) || 0) + (dt[i] || 0)) }
const tot = [...self.values()].reduce((a, b) => a + b, 0)
console.log('total sampled ms', (tot / 1000).toFixed(0))
for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String((v / 1000).toFixed(1)).padStart(8), k)
// inclusive time per function name (top-level-ish)
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id)
const incl = new Map()
for (let i = 0; i < profile.samples.length; i++) { const seen = new Set(); let id = profile.samples[i]; while (id) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(site.url, '').slice(0, 50)}`; if (!seen.has(k)) { incl.set(k, (incl.get(k) || 0) + (dt[i] || 0)); seen.add(k) } id = parent.get(id) } }
console.log('--- inclusive')
for (const [k, v] of [...incl.entries()].filter(([k]) => !k.startsWith('(root)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String((v / 1000).toFixed(1)).padStart(8), k)
await browser.close(); site.kill(); process.exit(0)
