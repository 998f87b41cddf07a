// Flat SVG pictures of the product for the embedded dataset: the dashboard's screens, the mobile
// app, the intercom and the hardware, drawn in the Laika design system's colours
// (src/styles/tokens/color.ts), plus diagrams, drawn portraits and customers' logo marks. No text is
// drawn, so the PNGs do not depend on the fonts of the machine that renders them: lines of text are
// rounded bars. Every function returns an SVG string; generate.mjs renders it with sharp.
//
// Each drawing has a name (DRAWINGS); the root element carries it as `data-drawing`, so the
// generator can check that no drawing stands for more than two pages (pictures.mjs).
import { readFileSync } from 'node:fs'

/** The design system's palette, read from its one source so the pictures follow the site. */
const T = Object.fromEntries(
  [...readFileSync(new URL('../../src/styles/tokens/color.ts', import.meta.url), 'utf8').matchAll(/(\w+): '(#[0-9a-f]{6})'/g)].map(
    ([, name, hex]) => [name, hex],
  ),
)

/** Backgrounds a drawing sits on; the older names of the first art kit map onto them. */
const BACKGROUNDS = {
  blue: { bg: T.blue100, soft: T.blue300, accent: T.blue700 },
  ink: { bg: T.ink100, soft: T.ink200, accent: T.ink600 },
  green: { bg: T.green100, soft: T.green300, accent: T.green700 },
  amber: { bg: T.amber100, soft: T.ink200, accent: T.amber900 },
  night: { bg: T.blue900, soft: T.blue700, accent: T.blue300 },
}
const OLD_NAMES = { navy: 'night', teal: 'green', sand: 'amber', sky: 'blue', coral: 'amber', indigo: 'blue', mint: 'green', slate: 'ink' }
export const PALETTES = Object.fromEntries(
  [...Object.keys(BACKGROUNDS), ...Object.keys(OLD_NAMES)].map((n) => [n, BACKGROUNDS[OLD_NAMES[n] ?? n]]),
)
const background = (name) => {
  if (!PALETTES[name]) throw new Error(`unknown palette ${name}`)
  return PALETTES[name]
}

/** A small deterministic pseudo-random generator (mulberry32), seeded from a string. */
export function rng(seedText) {
  let seed = 0
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const svg = (w, h, body, drawing) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" data-drawing="${drawing}">${body}</svg>`

/** The drawing name an SVG string carries (see svg()). */
export const drawingOf = (art) => /data-drawing="([^"]+)"/.exec(art)?.[1]

// ---------------------------------------------------------------------------------------------
// Primitives. Drawings are laid out in a 600x500 box.
const n = (v) => (Number.isInteger(v) ? v : v.toFixed(1))
const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`
const circle = (x, y, r, fill, extra = '') => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`
const stroke = (d, color, width, extra = '') =>
  `<path d="${d}" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"${extra}/>`
/** A line of text, drawn as a rounded bar. */
const text = (x, y, w, fill = T.ink200, h = 8) => rect(x, y, w, h, fill, h / 2)
const each = (count, fn) => Array.from({ length: count }, (_, i) => fn(i)).join('')
const shadow = (x, y, w, h, rx) => rect(x + 4, y + 8, w, h, T.ink900, rx, ' opacity="0.12"')

/** Status chips of the dashboard: a pill with a dot and a word. */
const STATES = {
  ok: [T.green100, T.green700],
  warn: [T.amber100, T.amber900],
  bad: [T.red100, T.red700],
  info: [T.blue100, T.blue700],
  off: [T.ink100, T.ink600],
}
const chip = (x, y, state, w = 58) => {
  const [bg, fg] = STATES[state]
  return rect(x, y, w, 18, bg, 9) + circle(x + 10, y + 9, 4, fg) + text(x + 19, y + 6, w - 28, fg, 6)
}
const button = (x, y, w, h = 22, fill = T.blue700) => rect(x, y, w, h, fill, 6) + text(x + 10, y + h / 2 - 3, w - 20, T.white, 6)

const SKIN = ['#f1c7a5', '#d9a07a', '#a8704f', '#7a4b33', '#e8b48f', '#5c3a28']
const HAIR = ['#2b1d14', '#5a3a22', '#b5651d', '#e2c37a', '#777777', '#141414']
const AVATAR_BG = [T.blue300, T.green300, T.red300, T.ink300, T.blue100, T.green100]
/** A small round avatar: a head and shoulders in a circle. */
const avatar = (x, y, r, i) =>
  circle(x, y, r, AVATAR_BG[i % 6]) +
  `<path d="M${n(x - r * 0.72)} ${n(y + r * 0.7)} a${n(r * 0.72)} ${n(r * 0.6)} 0 0 1 ${n(r * 1.44)} 0 Z" fill="${T.blue900}" opacity="0.85"/>` +
  circle(x, y - r * 0.12, r * 0.42, SKIN[(i * 5) % 6]) +
  `<path d="M${n(x - r * 0.42)} ${n(y - r * 0.2)} a${n(r * 0.42)} ${n(r * 0.42)} 0 0 1 ${n(r * 0.84)} 0 Z" fill="${HAIR[(i * 7) % 6]}"/>`

/** A QR code: finder squares at three corners and seeded modules. */
function qr(x, y, s, seed, fg = T.ink900, bg = T.white) {
  const rand = rng(seed)
  const m = s / 21
  let out = rect(x, y, s, s, bg, 2)
  for (let r = 0; r < 21; r++)
    for (let c = 0; c < 21; c++) {
      const finder = (r < 8 && c < 8) || (r < 8 && c > 12) || (r > 12 && c < 8)
      if (!finder && rand() < 0.45) out += rect(x + c * m, y + r * m, m, m, fg)
    }
  for (const [fx, fy] of [
    [0, 0],
    [14, 0],
    [0, 14],
  ])
    out +=
      rect(x + fx * m, y + fy * m, 7 * m, 7 * m, fg) +
      rect(x + (fx + 1) * m, y + (fy + 1) * m, 5 * m, 5 * m, bg) +
      rect(x + (fx + 2) * m, y + (fy + 2) * m, 3 * m, 3 * m, fg)
  return out
}

// Small icons, in a box of side s with its top-left corner at x, y.
const icon = {
  door: (x, y, s, fill) =>
    rect(x + s * 0.22, y + s * 0.08, s * 0.56, s * 0.84, fill, 2) + circle(x + s * 0.66, y + s * 0.52, s * 0.06, T.white),
  lock: (x, y, s, fill) =>
    stroke(
      `M${n(x + s * 0.32)} ${n(y + s * 0.46)} V${n(y + s * 0.3)} a${n(s * 0.18)} ${n(s * 0.18)} 0 0 1 ${n(s * 0.36)} 0 V${n(y + s * 0.46)}`,
      fill,
      s * 0.1,
    ) + rect(x + s * 0.2, y + s * 0.44, s * 0.6, s * 0.46, fill, 3),
  unlock: (x, y, s, fill) =>
    stroke(
      `M${n(x + s * 0.32)} ${n(y + s * 0.46)} V${n(y + s * 0.24)} a${n(s * 0.18)} ${n(s * 0.18)} 0 0 1 ${n(s * 0.36)} 0`,
      fill,
      s * 0.1,
    ) + rect(x + s * 0.2, y + s * 0.44, s * 0.6, s * 0.46, fill, 3),
  phone: (x, y, s, fill) =>
    rect(x + s * 0.28, y + s * 0.06, s * 0.44, s * 0.88, fill, 4) + rect(x + s * 0.34, y + s * 0.16, s * 0.32, s * 0.62, T.white, 1),
  card: (x, y, s, fill) =>
    rect(x + s * 0.08, y + s * 0.22, s * 0.84, s * 0.56, fill, 4) + rect(x + s * 0.18, y + s * 0.36, s * 0.2, s * 0.16, T.amber100, 2),
  check: (x, y, s, color) =>
    stroke(`M${n(x + s * 0.2)} ${n(y + s * 0.52)} l${n(s * 0.2)} ${n(s * 0.2)} l${n(s * 0.4)} ${n(-s * 0.44)}`, color, s * 0.14),
  cross: (x, y, s, color) =>
    stroke(
      `M${n(x + s * 0.25)} ${n(y + s * 0.25)} L${n(x + s * 0.75)} ${n(y + s * 0.75)} M${n(x + s * 0.75)} ${n(y + s * 0.25)} L${n(x + s * 0.25)} ${n(y + s * 0.75)}`,
      color,
      s * 0.14,
    ),
  nfc: (x, y, s, color) =>
    each(3, (i) =>
      stroke(
        `M${n(x + s * (0.3 + i * 0.18))} ${n(y + s * (0.25 - i * 0.08))} q${n(s * (0.14 + i * 0.06))} ${n(s * (0.25 + i * 0.08))} 0 ${n(s * (0.5 + i * 0.16))}`,
        color,
        s * 0.08,
      ),
    ),
  camera: (x, y, s, fill) =>
    rect(x + s * 0.08, y + s * 0.28, s * 0.6, s * 0.44, fill, 4) +
    `<path d="M${n(x + s * 0.68)} ${n(y + s * 0.42)} L${n(x + s * 0.94)} ${n(y + s * 0.28)} V${n(y + s * 0.72)} L${n(x + s * 0.68)} ${n(y + s * 0.58)} Z" fill="${fill}"/>`,
  bell: (x, y, s, fill) =>
    `<path d="M${n(x + s * 0.2)} ${n(y + s * 0.7)} H${n(x + s * 0.8)} L${n(x + s * 0.72)} ${n(y + s * 0.58)} V${n(y + s * 0.4)} a${n(s * 0.22)} ${n(s * 0.22)} 0 0 0 ${n(-s * 0.44)} 0 V${n(y + s * 0.58)} Z" fill="${fill}"/>` +
    circle(x + s * 0.5, y + s * 0.8, s * 0.08, fill),
  cloud: (x, y, s, fill) =>
    `<path d="M${n(x + s * 0.25)} ${n(y + s * 0.72)} a${n(s * 0.16)} ${n(s * 0.16)} 0 0 1 0 ${n(-s * 0.32)} a${n(s * 0.24)} ${n(s * 0.24)} 0 0 1 ${n(s * 0.46)} ${n(-s * 0.06)} a${n(s * 0.18)} ${n(s * 0.18)} 0 0 1 ${n(s * 0.04)} ${n(s * 0.38)} Z" fill="${fill}"/>`,
}

/**
 * The dashboard in a browser window: the top bar, the sidebar (its `active` item lit), the
 * page's title and primary button; `content` draws in the area x 145–565, y 120–445.
 */
function browser(active, content, { title = 130, action = true } = {}) {
  const nav = each(
    8,
    (i) =>
      (i === active ? rect(30, 102 + i * 34, 90, 26, T.blue700, 6) : '') +
      rect(40, 110 + i * 34, 10, 10, i === active ? T.white : T.blue300, 2) +
      text(58, 111 + i * 34, [48, 40, 52, 44, 50, 38, 46, 42][i], i === active ? T.white : T.blue300, 7),
  )
  return (
    shadow(20, 40, 560, 420, 14) +
    `<clipPath id="win"><rect x="20" y="40" width="560" height="420" rx="14"/></clipPath>` +
    `<g clip-path="url(#win)">` +
    rect(20, 40, 560, 420, T.white) +
    rect(20, 40, 560, 28, T.ink100) +
    circle(38, 54, 5, T.red300) +
    circle(54, 54, 5, T.ink300) +
    circle(70, 54, 5, T.green300) +
    rect(200, 47, 220, 14, T.white, 7) +
    rect(20, 68, 110, 392, T.blue900) +
    rect(34, 78, 18, 18, T.white, 4) +
    rect(39, 82, 8, 11, T.blue700, 1) +
    text(58, 83, 44, T.white, 8) +
    nav +
    text(145, 86, title, T.ink800, 12) +
    (action ? button(490, 80, 74, 24) : '') +
    content +
    `</g>`
  )
}

/** A phone; `content` draws on its screen, x 202–398, y 70–440 (the status bar above it). */
function phone(content, { x = 190, screen = T.white } = {}) {
  const dx = x - 190
  return (
    `<g transform="translate(${dx} 0)">` +
    shadow(190, 20, 220, 460, 34) +
    rect(190, 20, 220, 460, T.ink900, 34) +
    rect(200, 30, 200, 440, screen, 26) +
    rect(265, 38, 70, 14, T.ink900, 7) +
    text(214, 42, 22, screen === T.white ? T.ink800 : T.white, 6) +
    rect(366, 42, 18, 7, screen === T.white ? T.ink800 : T.white, 2) +
    content +
    rect(262, 456, 76, 5, screen === T.white ? T.ink800 : T.white, 3) +
    `</g>`
  )
}

/** The reader: a tall slim unit with an LED ring; `led` colours the ring. */
function readerUnit(x, y, s = 1, { led = T.blue300, keypad = false } = {}) {
  const t = `translate(${n(x)} ${n(y)}) scale(${s})`
  return (
    `<g transform="${t}">` +
    rect(6, 10, 100, 300, T.ink900, 30, ' opacity="0.14"') +
    rect(0, 0, 100, 300, T.ink800, 30) +
    rect(8, 8, 84, 284, T.ink900, 24) +
    circle(50, 80, 34, 'none', ` stroke="${led}" stroke-width="7"`) +
    icon.nfc(34, 62, 36, T.ink300) +
    (keypad
      ? each(12, (i) => rect(22 + (i % 3) * 22, 146 + Math.floor(i / 3) * 26, 14, 14, T.ink600, 4))
      : rect(30, 170, 40, 6, T.ink600, 3) + rect(38, 186, 24, 6, T.ink600, 3)) +
    circle(50, 268, 5, led) +
    `</g>`
  )
}

/** A door in its frame, seen from the corridor; the handle on the right. */
const doorway = (x, y, w, h, fill = T.blue700) =>
  rect(x - 10, y - 10, w + 20, h + 10, T.ink600, 4) + rect(x, y, w, h, fill, 2) + rect(x + w - 26, y + h * 0.5, 14, 40, T.ink100, 4)

// ---------------------------------------------------------------------------------------------
// The drawings. Each is [alt text, draw(rand)], the drawing in the 600x500 box; `rand` is seeded
// by the drawing's name, so a drawing is the same wherever it appears.

/** Rows of a dashboard table from y, `h` apart, with a divider under each. */
const rows = (y, count, h, fn) => each(count, (i) => fn(i, y + i * h) + rect(145, y + i * h + h - 1, 420, 1, T.ink100))
const DOOR_STATES = ['ok', 'ok', 'warn', 'ok', 'bad', 'ok', 'ok', 'warn']
const filters = (y, count = 3) =>
  each(
    count,
    (i) => rect(145 + i * 70, y, 62, 20, i ? T.ink100 : T.blue100, 10) + text(155 + i * 70, y + 7, 42, i ? T.ink600 : T.blue700, 6),
  )
const header = (y, widths) => {
  let x = 145
  return widths
    .map((w) => {
      const out = text(x, y, w * 0.5, T.ink300, 6)
      x += w
      return out
    })
    .join('')
}
const bars = (x, y, w, h, values, fill = T.blue700, last = T.blue300) =>
  each(values.length, (i) => {
    const bw = w / values.length
    const bh = h * values[i]
    return rect(x + i * bw + bw * 0.18, y + h - bh, bw * 0.64, bh, i === values.length - 1 ? last : fill, 3)
  })
const tile = (x, y, w, h) => rect(x, y, w, h, T.white, 8, ` stroke="${T.ink200}" stroke-width="1.5"`)
const toggle = (x, y, on) => rect(x, y, 30, 16, on ? T.green700 : T.ink200, 8) + circle(on ? x + 22 : x + 8, y + 8, 6, T.white)

const SCREENS = {
  'screen-overview': [
    "The dashboard's overview: four figures, a chart of entries by day and the latest door events",
    (rand) =>
      browser(
        0,
        each(
          4,
          (i) =>
            tile(145 + i * 106, 118, 98, 64) +
            text(157 + i * 106, 132, 40, T.ink300, 6) +
            text(157 + i * 106, 150, 30 + rand() * 40, [T.blue700, T.green700, T.ink800, T.red700][i], 14),
        ) +
          tile(145, 196, 270, 150) +
          text(157, 208, 80, T.ink300, 7) +
          bars(157, 228, 246, 108, [0.45, 0.6, 0.72, 0.66, 0.8, 0.3, 0.2, 0.55, 0.7, 0.85, 0.62, 0.9]) +
          tile(427, 196, 138, 244) +
          text(439, 208, 60, T.ink300, 7) +
          each(
            6,
            (i) =>
              avatar(451, 240 + i * 34, 11, i) +
              text(468, 232 + i * 34, 50 + rand() * 30, T.ink600, 6) +
              chip(468, 242 + i * 34, i === 2 ? 'bad' : 'ok', 48),
          ) +
          tile(145, 358, 270, 82) +
          each(
            16,
            (i) =>
              rect(160 + (i % 8) * 31, 374 + Math.floor(i / 8) * 30, 22, 22, i === 5 ? T.amber100 : i === 11 ? T.red100 : T.green100, 5) +
              icon.lock(163 + (i % 8) * 31, 377 + Math.floor(i / 8) * 30, 16, i === 5 ? T.amber900 : i === 11 ? T.red700 : T.green700),
          ),
      ),
  ],
  'screen-doors': [
    "The dashboard's doors list: eight doors with their lock state, two unlocked on schedule and one offline",
    (rand) =>
      browser(
        1,
        filters(118) +
          header(152, [180, 100, 90, 50]) +
          rows(
            166,
            8,
            34,
            (i, y) =>
              rect(145, y + 5, 24, 24, T.blue100, 5) +
              icon.door(148, y + 8, 18, T.blue700) +
              text(178, y + 9, 70 + rand() * 60, T.ink800, 8) +
              text(178, y + 21, 50, T.ink300, 5) +
              text(325, y + 13, 50 + rand() * 30, T.ink300, 6) +
              chip(425, y + 8, DOOR_STATES[i], 64) +
              icon.unlock(525, y + 5, 22, DOOR_STATES[i] === 'warn' ? T.amber900 : T.ink300),
          ),
      ),
  ],
  'screen-door-detail': [
    "One door in the dashboard: the door and its reader, its lock state, today's unlock schedule and the latest entries",
    (rand) =>
      browser(
        1,
        rect(145, 118, 160, 200, T.ink100, 10) +
          doorway(175, 148, 80, 162) +
          readerUnit(272, 200, 0.18, { led: T.green300 }) +
          chip(320, 122, 'ok', 80) +
          button(410, 120, 70, 22) +
          text(320, 156, 140, T.ink800, 10) +
          text(320, 174, 100, T.ink300, 6) +
          tile(320, 194, 245, 56) +
          text(332, 204, 60, T.ink300, 6) +
          rect(332, 222, 220, 14, T.ink100, 4) +
          rect(332 + 220 * 0.3, 222, 220 * 0.42, 14, T.blue700, 4) +
          each(7, (i) => rect(332 + i * 36.6, 240, 1, 4, T.ink300)) +
          tile(320, 262, 245, 56) +
          text(332, 274, 90, T.ink300, 6) +
          toggle(522, 272, true) +
          text(332, 292, 150, T.ink600, 6) +
          text(145, 336, 90, T.ink800, 8) +
          rows(
            352,
            3,
            30,
            (i, y) =>
              avatar(158, y + 14, 10, i + 2) + text(176, y + 10, 110 + rand() * 60, T.ink600, 7) + chip(470, y + 6, i === 1 ? 'bad' : 'ok'),
          ),
      ),
  ],
  'screen-floorplan': [
    'A floor plan in the dashboard with every door shown as a dot: green locked, amber unlocked, red held open',
    () => {
      const doors = [
        [190, 170, 'ok'],
        [300, 150, 'ok'],
        [420, 170, 'warn'],
        [520, 230, 'ok'],
        [250, 260, 'ok'],
        [370, 300, 'bad'],
        [190, 360, 'ok'],
        [300, 420, 'warn'],
        [470, 380, 'ok'],
        [540, 330, 'ok'],
      ]
      return browser(
        0,
        filters(118, 2) +
          rect(160, 150, 395, 285, T.ink100, 6) +
          stroke(
            'M160 150 H555 V435 H160 Z M250 150 V240 M250 280 V330 H340 M380 330 H555 M340 150 V220 M340 260 V300 M460 150 V230 M460 270 V330 M250 370 V435 M400 370 V435',
            T.ink600,
            5,
          ) +
          rect(170, 160, 70, 70, T.blue100, 2) +
          rect(470, 160, 75, 60, T.green100, 2) +
          doors
            .map(([x, y, s]) => circle(x, y, 11, 'white', ` stroke="${STATES[s][1]}" stroke-width="4"`) + circle(x, y, 5, STATES[s][1]))
            .join('') +
          shadow(385, 226, 130, 64, 8) +
          rect(385, 226, 130, 64, T.white, 8) +
          text(397, 238, 80, T.ink800, 8) +
          chip(397, 256, 'bad', 70) +
          button(472, 256, 36, 18, T.red700),
      )
    },
  ],
  'screen-schedules': [
    'The schedules screen: a week grid where blue blocks mark the hours a door group stays unlocked, with a shorter Saturday and a closed Sunday',
    () =>
      browser(
        3,
        filters(118, 4) +
          each(7, (d) => text(190 + d * 53, 152, 24, T.ink300, 6)) +
          each(8, (h) => text(145, 170 + h * 34, 26, T.ink300, 6) + rect(185, 174 + h * 34, 375, 1, T.ink100)) +
          each(7, (d) => {
            const x = 187 + d * 53
            if (d < 5) return rect(x, 208, 46, 170, T.blue700, 6) + rect(x, 390, 46, 30, T.blue300, 6)
            if (d === 5) return rect(x, 242, 46, 68, T.blue300, 6)
            return rect(x, 170, 46, 250, T.ink100, 6) + icon.lock(x + 12, 280, 22, T.ink300)
          }) +
          rect(185, 290, 375, 2, T.red700) +
          circle(185, 291, 4, T.red700),
      ),
  ],
  'screen-holidays': [
    'The holiday calendar in the schedules screen: a month where closed days are red and short days amber, with the list of holidays beside it',
    () =>
      browser(
        3,
        tile(145, 118, 290, 322) +
          each(7, (d) => text(160 + d * 39, 132, 18, T.ink300, 6)) +
          each(35, (i) => {
            const kind = [4, 24, 25].includes(i) ? 'bad' : [23, 30].includes(i) ? 'warn' : i % 7 > 4 ? 'off' : null
            const x = 155 + (i % 7) * 39
            const y = 148 + Math.floor(i / 7) * 57
            return (
              rect(x, y, 34, 50, kind ? STATES[kind][0] : T.white, 5, ` stroke="${T.ink100}"`) +
              text(x + 5, y + 6, 10, kind ? STATES[kind][1] : T.ink300, 6)
            )
          }) +
          each(
            5,
            (i) =>
              tile(447, 118 + i * 64, 118, 56) +
              text(459, 130 + i * 64, 60, T.ink800, 7) +
              chip(459, 146 + i * 64, i === 3 ? 'warn' : 'bad', 70),
          ),
      ),
  ],
  'screen-audit-log': [
    'The audit log: who opened which door and when, with granted entries in green and a denied one in red, and filter chips above',
    (rand) =>
      browser(
        5,
        filters(118, 4) +
          header(152, [70, 140, 120, 90]) +
          rows(
            166,
            8,
            34,
            (i, y) =>
              text(145, y + 13, 44, T.ink300, 6) +
              avatar(226, y + 16, 11, i) +
              text(244, y + 12, 60 + rand() * 30, T.ink800, 7) +
              icon.door(352, y + 6, 20, T.ink300) +
              text(374, y + 12, 40 + rand() * 30, T.ink600, 6) +
              chip(470, y + 8, i === 3 ? 'bad' : 'ok', 64) +
              (i % 3 ? icon.phone(540, y + 6, 20, T.ink600) : icon.card(540, y + 6, 20, T.ink600)),
          ),
      ),
  ],
  'screen-audit-export': [
    'The audit log with its export dialog open: a date range, the file format and the download button',
    (rand) =>
      browser(
        5,
        rows(
          120,
          9,
          36,
          (i, y) => avatar(160, y + 16, 10, i) + text(178, y + 12, 120 + rand() * 80, T.ink200, 7) + chip(470, y + 8, 'off', 64),
        ) +
          rect(130, 68, 450, 392, T.ink900, 0, ' opacity="0.35"') +
          shadow(215, 140, 280, 250, 12) +
          rect(215, 140, 280, 250, T.white, 12) +
          text(235, 160, 140, T.ink800, 12) +
          rect(235, 190, 110, 30, T.ink100, 6) +
          rect(365, 190, 110, 30, T.ink100, 6) +
          text(245, 202, 70, T.ink600, 6) +
          text(375, 202, 70, T.ink600, 6) +
          each(
            3,
            (i) =>
              circle(245, 248 + i * 28, 8, 'white', ` stroke="${i ? T.ink300 : T.blue700}" stroke-width="3"`) +
              (i ? '' : circle(245, 248, 4, T.blue700)) +
              text(262, 245 + i * 28, 70 + i * 20, T.ink600, 6),
          ) +
          button(385, 350, 90, 26),
      ),
  ],
  'screen-retention': [
    "The audit log's retention settings: a slider set to 180 days, a longer period for regulated doors, and the SIEM export switched on",
    () =>
      browser(
        7,
        tile(145, 118, 420, 100) +
          text(160, 132, 150, T.ink800, 9) +
          text(160, 150, 260, T.ink300, 6) +
          rect(160, 182, 390, 8, T.ink100, 4) +
          rect(160, 182, 200, 8, T.blue700, 4) +
          circle(360, 186, 12, T.white, ` stroke="${T.blue700}" stroke-width="4"`) +
          each(5, (i) => rect(160 + i * 97.5, 198, 2, 8, T.ink300)) +
          tile(145, 230, 420, 100) +
          text(160, 244, 170, T.ink800, 9) +
          each(
            3,
            (i) =>
              icon.door(160, 266 + i * 20, 16, T.ink600) + text(182, 270 + i * 20, 120, T.ink600, 6) + chip(470, 266 + i * 20, 'info', 70),
          ) +
          tile(145, 342, 420, 98) +
          icon.cloud(160, 356, 36, T.blue700) +
          text(206, 366, 160, T.ink800, 9) +
          text(206, 384, 220, T.ink300, 6) +
          toggle(515, 366, true),
      ),
  ],
  'screen-visitor-passes': [
    "Visitor passes in the dashboard: six guests' passes, each with its QR code, the host and the hours it is valid",
    (rand) =>
      browser(
        4,
        filters(118, 3) +
          each(6, (i) => {
            const x = 145 + (i % 3) * 142
            const y = 152 + Math.floor(i / 3) * 146
            return (
              tile(x, y, 134, 136) +
              qr(x + 12, y + 12, 50, `pass-${i}`) +
              chip(x + 70, y + 14, i === 4 ? 'off' : i === 1 ? 'warn' : 'ok', 54) +
              text(x + 12, y + 76, 70 + rand() * 30, T.ink800, 8) +
              avatar(x + 22, y + 108, 10, i + 3) +
              text(x + 38, y + 100, 50, T.ink300, 6) +
              rect(x + 38, y + 112, 80, 8, T.blue100, 4) +
              rect(x + 38 + 10 * i, y + 112, 30, 8, T.blue700, 4)
            )
          }),
      ),
  ],
  'screen-visitor-invite': [
    "Inviting a visitor: the form with the guest's name, host, date and doors, and a preview of the pass the guest receives",
    () =>
      browser(
        4,
        each(
          4,
          (i) =>
            text(145, 122 + i * 62, 70, T.ink600, 6) +
            rect(145, 134 + i * 62, 220, 32, T.white, 6, ` stroke="${T.ink200}" stroke-width="1.5"`) +
            text(157, 146 + i * 62, 90 + i * 20, T.ink300, 7),
        ) +
          each(3, (i) => chip(145 + i * 74, 386, 'info', 66)) +
          button(145, 414, 100, 26) +
          rect(390, 118, 175, 322, T.ink100, 12) +
          rect(410, 136, 135, 286, T.white, 12, ` stroke="${T.ink200}"`) +
          rect(410, 136, 135, 40, T.blue700, 12) +
          rect(410, 160, 135, 16, T.blue700) +
          text(424, 152, 70, T.white, 8) +
          qr(437, 196, 80, 'invite') +
          text(424, 296, 100, T.ink800, 9) +
          text(424, 316, 80, T.ink300, 6) +
          chip(424, 338, 'ok', 76) +
          text(424, 376, 96, T.ink300, 6) +
          text(424, 392, 70, T.ink300, 6),
      ),
  ],
  'screen-people': [
    'The people directory: each person with their role and credentials, a phone, a card or both',
    (rand) =>
      browser(
        2,
        rect(145, 118, 220, 26, T.ink100, 13) +
          circle(160, 131, 5, 'none', ` stroke="${T.ink300}" stroke-width="2"`) +
          header(156, [190, 120, 70, 40]) +
          rows(
            170,
            8,
            34,
            (i, y) =>
              avatar(158, y + 17, 12, i + 1) +
              text(178, y + 9, 70 + rand() * 40, T.ink800, 7) +
              text(178, y + 21, 90, T.ink300, 5) +
              chip(335, y + 8, ['info', 'ok', 'info', 'warn'][i % 4], 70) +
              icon.phone(455, y + 5, 22, T.ink600) +
              (i % 2 ? icon.card(480, y + 5, 22, T.ink600) : '') +
              (i === 6 ? chip(510, y + 8, 'off', 50) : ''),
          ),
      ),
  ],
  'screen-roles': [
    'The roles screen: a grid of roles against door groups, a green tick where a role opens a group',
    () => {
      const grid = ['11111', '11100', '10010', '11011', '10000', '11111']
      return browser(
        2,
        each(5, (c) => rect(282 + c * 56, 122, 40, 40, T.blue100, 8) + icon.door(290 + c * 56, 130, 24, T.blue700)) +
          grid
            .map(
              (row, r) =>
                chip(145, 182 + r * 42, ['info', 'ok', 'warn', 'info', 'off', 'bad'][r], 110) +
                [...row]
                  .map((v, c) =>
                    v === '1'
                      ? circle(302 + c * 56, 191 + r * 42, 13, T.green100) + icon.check(291 + c * 56, 180 + r * 42, 22, T.green700)
                      : circle(302 + c * 56, 191 + r * 42, 5, T.ink200),
                  )
                  .join('') +
                rect(145, 210 + r * 42, 420, 1, T.ink100),
            )
            .join(''),
      )
    },
  ],
  'screen-access-review': [
    'A quarterly access review: a progress bar and the people to confirm, each with Keep and Remove buttons',
    (rand) =>
      browser(
        2,
        rect(145, 120, 420, 10, T.ink100, 5) +
          rect(145, 120, 260, 10, T.green700, 5) +
          text(145, 140, 120, T.ink300, 6) +
          rows(
            160,
            7,
            40,
            (i, y) =>
              avatar(160, y + 20, 13, i + 4) +
              text(182, y + 12, 80 + rand() * 40, T.ink800, 7) +
              text(182, y + 24, 120, T.ink300, 5) +
              (i < 3
                ? chip(430, y + 11, i === 1 ? 'bad' : 'ok', 80)
                : button(430, y + 9, 60, 22, T.green700) + button(498, y + 9, 64, 22, T.red700)),
          ),
      ),
  ],
  'screen-onboarding': [
    "A new hire's access being set up automatically: HR record, account, role, phone badge and first door, each step ticked",
    () =>
      browser(
        2,
        tile(145, 118, 420, 90) +
          avatar(185, 163, 28, 7) +
          text(226, 140, 120, T.ink800, 10) +
          text(226, 160, 90, T.ink300, 6) +
          chip(226, 176, 'info', 80) +
          stroke('M175 290 H535', T.green700, 6) +
          each(
            5,
            (i) =>
              circle(175 + i * 90, 290, 24, T.green700) +
              icon.check(163 + i * 90, 278, 24, T.white) +
              text(152 + i * 90, 330, 46, T.ink600, 6),
          ) +
          [icon.card, icon.cloud, icon.lock, icon.phone, icon.door].map((f, i) => f(160 + i * 90, 232, 30, T.blue700)).join('') +
          tile(145, 370, 420, 70) +
          icon.phone(160, 384, 42, T.blue700) +
          text(212, 392, 180, T.ink800, 8) +
          text(212, 410, 130, T.ink300, 6),
      ),
  ],
  'screen-offboarding': [
    "A leaver's profile: the red banner saying access was removed, the phone badge and card revoked, and the audit entry it left",
    () =>
      browser(
        2,
        rect(145, 118, 420, 34, T.red100, 8) +
          icon.cross(152, 121, 28, T.red700) +
          text(186, 131, 200, T.red700, 8) +
          avatar(190, 210, 32, 5) +
          text(236, 186, 120, T.ink800, 10) +
          text(236, 206, 90, T.ink300, 6) +
          chip(236, 222, 'off', 80) +
          each(
            3,
            (i) =>
              tile(145, 262 + i * 54, 420, 46) +
              [icon.phone, icon.card, icon.lock][i](158, 270 + i * 54, 30, T.ink300) +
              text(198, 280 + i * 54, 130, T.ink300, 7) +
              rect(198, 283 + i * 54, 130, 2, T.ink600) +
              chip(470, 276 + i * 54, 'bad', 80),
          ),
      ),
  ],
  'screen-lockdown': [
    'The lockdown console: a red banner, the lockdown switched on, and every door of the building shown locked in red',
    () =>
      browser(
        0,
        rect(130, 68, 450, 40, T.red700) +
          icon.lock(140, 72, 32, T.white) +
          text(180, 85, 220, T.white, 9) +
          tile(145, 122, 180, 318) +
          rect(170, 150, 130, 70, T.red100, 35) +
          circle(265, 185, 28, T.red700) +
          icon.lock(249, 169, 32, T.white) +
          text(165, 240, 140, T.ink800, 9) +
          text(165, 258, 110, T.ink300, 6) +
          each(4, (i) => avatar(172 + i * 34, 300, 13, i)) +
          text(165, 330, 120, T.ink300, 6) +
          button(165, 400, 140, 26, T.red700) +
          each(
            4,
            (f) =>
              rect(340, 126 + f * 80, 225, 72, T.ink100, 6) +
              text(352, 136 + f * 80, 40, T.ink600, 6) +
              each(6, (d) => rect(352 + d * 35, 154 + f * 80, 26, 36, T.red100, 4) + icon.lock(355 + d * 35, 160 + f * 80, 20, T.red700)),
          ),
        { action: false },
      ),
  ],
  'screen-sites': [
    'Every site on one map in the dashboard, with the list of sites and their health beside it',
    (rand) =>
      browser(
        0,
        rect(145, 118, 270, 322, T.blue100, 8) +
          `<path d="M165 190 q40 -40 90 -20 t80 10 q40 20 30 70 t-60 60 q-40 10 -80 -20 t-60 -100z M300 330 q30 -20 70 0 t30 60 q-20 40 -60 30 t-40 -90z" fill="${T.white}"/>` +
          [
            [210, 200, 'ok'],
            [290, 190, 'ok'],
            [250, 260, 'warn'],
            [340, 350, 'ok'],
            [370, 240, 'bad'],
          ]
            .map(
              ([x, y, s]) =>
                `<path d="M${x} ${y} a14 14 0 0 1 28 0 c0 14 -14 26 -14 26 s-14 -12 -14 -26z" fill="${STATES[s][1]}"/>` +
                circle(x + 14, y, 5, T.white),
            )
            .join('') +
          each(
            7,
            (i) =>
              rect(427, 118 + i * 46, 138, 40, T.white, 6, ` stroke="${T.ink100}"`) +
              text(437, 126 + i * 46, 60 + rand() * 30, T.ink800, 7) +
              chip(437, 140 + i * 46, ['ok', 'ok', 'warn', 'ok', 'bad', 'ok', 'ok'][i], 56),
          ),
      ),
  ],
  'screen-video': [
    'Video in the dashboard: four camera views of doors, and a timeline of door events linked to the clips',
    () =>
      browser(
        6,
        each(4, (i) => {
          const x = 145 + (i % 2) * 212
          const y = 118 + Math.floor(i / 2) * 122
          return (
            rect(x, y, 204, 114, T.ink800, 8) +
            rect(x + 70, y + 20, 60, 94, T.ink600) +
            rect(x + 76, y + 26, 48, 88, [T.blue700, T.ink600, T.green700, T.blue900][i]) +
            (i === 1 ? avatar(x + 100, y + 70, 22, 2) : '') +
            circle(x + 14, y + 14, 5, i === 1 ? T.red700 : T.green300) +
            text(x + 24, y + 11, 40, T.white, 6)
          )
        }) +
          tile(145, 368, 420, 72) +
          rect(160, 400, 390, 6, T.ink100, 3) +
          [
            [200, 'ok'],
            [260, 'ok'],
            [330, 'bad'],
            [400, 'ok'],
            [470, 'warn'],
          ]
            .map(([x, s]) => circle(x, 403, 9, STATES[s][1]) + circle(x, 403, 4, T.white))
            .join('') +
          rect(330, 380, 2, 46, T.red700),
      ),
  ],
  'screen-alerts': [
    'The alerts feed: a door forced open with its camera still, a door held open, a reader offline, each with an acknowledge button',
    (rand) =>
      browser(
        0,
        each(4, (i) => {
          const s = ['bad', 'warn', 'bad', 'ok'][i]
          const y = 118 + i * 82
          return (
            tile(145, y, 420, 74) +
            rect(145, y, 6, 74, STATES[s][1], 3) +
            circle(180, y + 37, 18, STATES[s][0]) +
            icon.bell(167, y + 24, 26, STATES[s][1]) +
            text(210, y + 20, 120 + rand() * 60, T.ink800, 8) +
            text(210, y + 38, 150, T.ink300, 6) +
            (i < 2 ? rect(420, y + 10, 80, 54, T.ink800, 4) + rect(448, y + 18, 24, 46, T.blue700) : '') +
            button(510, y + 26, 46, 22, i === 3 ? T.ink300 : T.blue700)
          )
        }),
        { action: false },
      ),
  ],
  'screen-devices': [
    'The devices screen: readers, controllers and intercoms with their firmware, connection and backup battery, one needing an update',
    (rand) =>
      browser(
        6,
        filters(118, 3) +
          header(152, [170, 90, 80, 80]) +
          rows(
            166,
            8,
            34,
            (i, y) =>
              rect(145, y + 4, 26, 26, T.ink100, 5) +
              (i % 3 === 0
                ? rect(153, y + 7, 10, 20, T.ink800, 3)
                : i % 3 === 1
                  ? rect(148, y + 10, 20, 14, T.ink800, 2)
                  : rect(151, y + 7, 14, 20, T.ink600, 3)) +
              text(180, y + 9, 70 + rand() * 40, T.ink800, 7) +
              text(180, y + 21, 60, T.ink300, 5) +
              chip(315, y + 8, i === 5 ? 'warn' : 'ok', 70) +
              each(4, (b) => rect(405 + b * 8, y + 24 - b * 4, 5, 4 + b * 4, b < (i === 2 ? 2 : 4) ? T.green700 : T.ink200, 1)) +
              rect(460, y + 10, 40, 14, T.white, 3, ` stroke="${T.ink300}" stroke-width="1.5"`) +
              rect(462, y + 12, 36 * (i === 6 ? 0.25 : 0.8), 10, i === 6 ? T.red700 : T.green700, 2) +
              (i === 5 ? button(515, y + 6, 48, 22) : ''),
          ),
      ),
  ],
  'screen-elevator-floors': [
    'Floor access for the lifts: the building floors beside a grid of which roles may press which floor',
    () =>
      browser(
        1,
        rect(145, 118, 100, 322, T.ink100, 8) +
          each(
            8,
            (f) =>
              rect(160, 128 + f * 38, 70, 30, f === 3 ? T.blue700 : T.white, 4) +
              text(170, 140 + f * 38, 24, f === 3 ? T.white : T.ink300, 6),
          ) +
          each(4, (c) => rect(300 + c * 66, 120, 52, 20, T.blue100, 10)) +
          each(
            8,
            (f) =>
              each(4, (c) => toggle(311 + c * 66, 135 + f * 38, (f + c * 3) % 4 !== 1 && !(f > 5 && c > 1))) +
              rect(260, 160 + f * 38, 305, 1, T.ink100),
          ),
      ),
  ],
  'screen-tenants': [
    "A multi-tenant building in the dashboard: the floors coloured by tenant and each tenant's people and doors",
    () => {
      const colours = [T.blue700, T.green700, T.red300, T.blue300, T.green300, T.ink600]
      return browser(
        2,
        rect(145, 118, 160, 322, T.ink100, 8) +
          rect(170, 140, 110, 290, T.white, 4, ` stroke="${T.ink300}" stroke-width="2"`) +
          each(
            6,
            (f) =>
              rect(178, 148 + f * 46, 94, 38, colours[f], 3, ' opacity="0.85"') +
              each(3, (w) => rect(186 + w * 28, 158 + f * 46, 18, 18, T.white, 2, ' opacity="0.6"')),
          ) +
          each(
            6,
            (i) =>
              tile(320, 118 + i * 54, 245, 46) +
              circle(340, 141 + i * 54, 10, colours[i]) +
              text(358, 130 + i * 54, 90, T.ink800, 7) +
              text(358, 144 + i * 54, 60, T.ink300, 5) +
              chip(495, 132 + i * 54, 'info', 58),
          ),
      )
    },
  ],
  'screen-member-checkin': [
    "A gym's check-in feed: members' photos as they enter, their membership status, and today's count",
    () =>
      browser(
        0,
        tile(145, 118, 140, 90) +
          text(160, 132, 60, T.ink300, 6) +
          text(160, 152, 80, T.blue700, 20) +
          tile(145, 220, 140, 220) +
          bars(155, 240, 120, 180, [0.3, 0.8, 0.5, 0.35, 0.4, 0.9, 0.7]) +
          each(6, (i) => {
            const x = 300 + (i % 2) * 135
            const y = 118 + Math.floor(i / 2) * 108
            return (
              tile(x, y, 127, 100) +
              avatar(x + 34, y + 40, 24, i + 2) +
              text(x + 66, y + 26, 48, T.ink800, 7) +
              text(x + 66, y + 40, 36, T.ink300, 5) +
              chip(x + 12, y + 74, i === 3 ? 'bad' : 'ok', 70)
            )
          }),
      ),
  ],
  'screen-occupancy': [
    'Occupancy in the dashboard: a heat-map of people on site by hour and weekday, busiest mid-week',
    () =>
      browser(
        0,
        each(7, (d) => text(145, 128 + d * 32, 24, T.ink300, 6)) +
          each(7, (d) =>
            each(12, (h) => {
              const v = d > 4 ? 0.1 : Math.max(0.08, Math.sin(((h + 1) / 13) * Math.PI) * (d === 2 || d === 1 ? 1 : 0.75))
              return rect(180 + h * 32, 120 + d * 32, 28, 28, T.blue700, 4, ` opacity="${v.toFixed(2)}"`)
            }),
          ) +
          tile(145, 352, 420, 88) +
          text(160, 366, 90, T.ink300, 6) +
          rect(160, 390, 390, 20, T.ink100, 10) +
          rect(160, 390, 250, 20, T.blue700, 10) +
          text(160, 420, 60, T.ink600, 6),
      ),
  ],
  'screen-integrations': [
    'The integrations screen: tiles for the identity provider, HR system, team chat, cameras and alarms, each with its switch',
    () => {
      const marks = [
        (x, y) => circle(x + 16, y + 16, 16, T.blue700) + circle(x + 16, y + 16, 7, T.white),
        (x, y) => rect(x, y, 32, 32, T.green700, 8) + rect(x + 8, y + 8, 16, 16, T.white, 3),
        (x, y) => `<path d="M${x + 16} ${y} L${x + 32} ${y + 30} H${x} Z" fill="${T.red700}"/>`,
        (x, y) => icon.camera(x - 2, y - 2, 36, T.ink800),
        (x, y) => icon.bell(x, y, 32, T.amber900),
        (x, y) => icon.cloud(x - 4, y - 4, 40, T.blue300),
        (x, y) => rect(x, y + 4, 32, 24, T.blue900, 4) + text(x + 6, y + 12, 20, T.white, 4),
        (x, y) => circle(x + 10, y + 16, 10, T.green300) + circle(x + 22, y + 16, 10, T.blue300, ' opacity="0.8"'),
        (x, y) => icon.lock(x, y, 32, T.ink600),
      ]
      return browser(
        7,
        filters(118, 4) +
          marks
            .map((m, i) => {
              const x = 145 + (i % 3) * 142
              const y = 152 + Math.floor(i / 3) * 98
              return (
                tile(x, y, 134, 90) +
                m(x + 14, y + 14) +
                text(x + 14, y + 58, 60, T.ink800, 7) +
                text(x + 14, y + 72, 80, T.ink300, 5) +
                toggle(x + 92, y + 18, i !== 4 && i !== 7)
              )
            })
            .join(''),
      )
    },
  ],
  'screen-sso': [
    "Directory sync: groups in the company's identity provider flowing into Threshold's roles, with the last sync ticked",
    () =>
      browser(
        7,
        tile(145, 118, 170, 322) +
          circle(175, 146, 16, T.blue700) +
          circle(175, 146, 7, T.white) +
          text(200, 142, 80, T.ink800, 8) +
          each(6, (i) => rect(160, 182 + i * 40, 140, 30, T.ink100, 6) + text(170, 193 + i * 40, 60 + i * 8, T.ink600, 6)) +
          each(6, (i) =>
            stroke(`M315 ${197 + i * 40} C350 ${197 + i * 40} 360 ${197 + (i % 4) * 52} 395 ${197 + (i % 4) * 52}`, T.blue300, 3),
          ) +
          tile(395, 118, 170, 322) +
          rect(411, 138, 18, 18, T.blue700, 4) +
          text(436, 142, 80, T.ink800, 8) +
          each(4, (i) => chip(411, 188 + i * 52, ['info', 'ok', 'warn', 'info'][i], 120)) +
          circle(480, 410, 14, T.green100) +
          icon.check(470, 400, 20, T.green700),
        { action: false },
      ),
  ],
  'screen-api': [
    'The developer settings: API keys with their scopes, and webhooks sending door events to three endpoints',
    (rand) =>
      browser(
        7,
        tile(145, 118, 420, 140) +
          text(160, 132, 80, T.ink800, 8) +
          each(
            3,
            (i) =>
              rect(160, 156 + i * 32, 390, 26, T.ink100, 5) +
              text(170, 165 + i * 32, 140, T.ink600, 7) +
              chip(330, 160 + i * 32, i ? 'info' : 'ok', 70) +
              text(420, 165 + i * 32, 60, T.ink300, 6),
          ) +
          rect(145, 272, 420, 168, T.ink900, 8) +
          each(8, (i) =>
            text(162 + (i % 3 ? 16 : 0), 288 + i * 18, 60 + rand() * 200, [T.blue300, T.green300, T.ink300, T.red300][i % 4], 7),
          ),
      ),
  ],
  'screen-reports': [
    'Reports in the dashboard: entries by week, the split of phone and card credentials, and the busiest doors',
    () =>
      browser(
        0,
        tile(145, 118, 420, 150) +
          stroke('M165 240 L205 220 L245 228 L285 190 L325 200 L365 170 L405 180 L445 150 L485 160 L545 136', T.blue700, 4) +
          `<path d="M165 240 L205 220 L245 228 L285 190 L325 200 L365 170 L405 180 L445 150 L485 160 L545 136 V256 H165 Z" fill="${T.blue100}" opacity="0.7"/>` +
          tile(145, 280, 200, 160) +
          circle(
            245,
            360,
            52,
            'none',
            ` stroke="${T.blue700}" stroke-width="22" stroke-dasharray="230 330" transform="rotate(-90 245 360)"`,
          ) +
          circle(
            245,
            360,
            52,
            'none',
            ` stroke="${T.green300}" stroke-width="22" stroke-dasharray="97 330" stroke-dashoffset="-230" transform="rotate(-90 245 360)"`,
          ) +
          tile(357, 280, 208, 160) +
          each(
            5,
            (i) =>
              text(370, 298 + i * 28, 40, T.ink300, 6) +
              rect(420, 294 + i * 28, 130 - i * 22, 14, T.blue700, 4, ` opacity="${1 - i * 0.15}"`),
          ),
      ),
  ],
  'screen-badge-designer': [
    'The badge designer: a printed employee card with photo, company mark and name, and the colour and layout choices beside it',
    () =>
      browser(
        2,
        rect(145, 118, 260, 322, T.ink100, 8) +
          shadow(200, 140, 150, 240, 12) +
          rect(200, 140, 150, 240, T.white, 12) +
          rect(200, 140, 150, 70, T.blue700, 12) +
          rect(200, 190, 150, 20, T.blue700) +
          rect(214, 154, 18, 18, T.white, 4) +
          avatar(275, 240, 38, 1) +
          text(235, 292, 80, T.ink800, 10) +
          text(245, 310, 60, T.ink300, 6) +
          each(12, (i) => rect(222 + i * 9, 336, i % 3 ? 4 : 6, 28, T.ink800)) +
          text(420, 122, 60, T.ink300, 6) +
          each(5, (i) =>
            circle(
              432 + i * 28,
              148,
              10,
              [T.blue700, T.green700, T.red700, T.ink800, T.blue300][i],
              i ? '' : ` stroke="${T.ink800}" stroke-width="3"`,
            ),
          ) +
          text(420, 178, 60, T.ink300, 6) +
          each(3, (i) =>
            rect(420 + i * 48, 192, 40, 56, i ? T.ink100 : T.blue100, 6, ` stroke="${i ? T.ink200 : T.blue700}" stroke-width="2"`),
          ) +
          each(3, (i) => text(420, 270 + i * 36, 100, T.ink300, 6) + toggle(530, 264 + i * 36, i !== 1)),
      ),
  ],
  'screen-intercom-log': [
    "The intercom's call history: a snapshot of each visitor, who answered, and whether the door was opened",
    (rand) =>
      browser(
        1,
        filters(118, 3) +
          rows(
            152,
            6,
            48,
            (i, y) =>
              rect(145, y + 6, 52, 36, T.ink800, 4) +
              avatar(171, y + 26, 13, i + 5) +
              text(210, y + 12, 80 + rand() * 40, T.ink800, 7) +
              text(210, y + 26, 70, T.ink300, 5) +
              avatar(380, y + 24, 11, i) +
              chip(470, y + 15, i === 2 ? 'off' : i === 4 ? 'bad' : 'ok', 80),
          ),
      ),
  ],
}

/** A dashboard window scaled into a rectangle, for drawings that show it among other things. */
const mini = (name, x, y, s) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${SCREENS[name][1](rng(name)).replace(/id="win"|url\(#win\)/g, (m) => m.replace('win', `win-${name}`))}</g>`

const WEB = {
  'support-chat': [
    'The dashboard with the support chat open beside it: a question about a door and an engineer answering',
    () =>
      browser(
        6,
        each(6, (i) => rect(145, 120 + i * 40, 250, 32, T.ink100, 6)) +
          shadow(405, 112, 160, 330, 10) +
          rect(405, 112, 160, 330, T.white, 10, ` stroke="${T.ink200}"`) +
          rect(405, 112, 160, 40, T.blue700, 10) +
          rect(405, 140, 160, 12, T.blue700) +
          avatar(425, 132, 12, 3) +
          text(443, 128, 60, T.white, 7) +
          rect(440, 168, 115, 40, T.blue100, 10) +
          text(450, 180, 90, T.blue900, 6) +
          text(450, 192, 60, T.blue900, 6) +
          rect(415, 220, 115, 52, T.ink100, 10) +
          text(425, 232, 90, T.ink600, 6) +
          text(425, 244, 80, T.ink600, 6) +
          text(425, 256, 50, T.ink600, 6) +
          rect(440, 284, 115, 28, T.blue100, 10) +
          text(450, 295, 70, T.blue900, 6) +
          rect(415, 402, 140, 28, T.ink100, 14) +
          circle(540, 416, 9, T.blue700),
      ),
  ],
  'partner-portal': [
    "The partner view: an installer's customer sites in rows, each with its doors, open issues and health",
    (rand) =>
      browser(
        0,
        each(
          3,
          (i) =>
            tile(145 + i * 142, 118, 134, 56) +
            text(157 + i * 142, 130, 50, T.ink300, 6) +
            text(157 + i * 142, 148, 40 + rand() * 40, T.ink800, 12),
        ) +
          rows(
            188,
            7,
            36,
            (i, y) =>
              rect(145, y + 6, 24, 24, [T.blue700, T.green700, T.red300, T.ink600, T.blue300, T.green300, T.ink800][i], 6) +
              text(180, y + 10, 90 + rand() * 40, T.ink800, 7) +
              text(180, y + 22, 60, T.ink300, 5) +
              text(360, y + 14, 30, T.ink600, 7) +
              chip(470, y + 9, i === 2 ? 'warn' : i === 5 ? 'bad' : 'ok', 70),
          ),
      ),
  ],
  'developer-docs': [
    "The developer documentation: the API's endpoints down the side, an endpoint's description, and a request and its JSON response",
    (rand) =>
      shadow(20, 40, 560, 420, 14) +
      rect(20, 40, 560, 420, T.white, 14) +
      rect(20, 40, 560, 28, T.ink100, 14) +
      rect(20, 54, 560, 14, T.ink100) +
      circle(38, 54, 5, T.red300) +
      circle(54, 54, 5, T.ink300) +
      circle(70, 54, 5, T.green300) +
      rect(20, 68, 130, 392, T.ink100) +
      each(
        10,
        (i) =>
          rect(34, 84 + i * 34, 30, 14, [T.green700, T.blue700, T.green700, T.red700, T.blue700][i % 5], 4) +
          text(70, 87 + i * 34, 40 + rand() * 30, T.ink600, 6),
      ) +
      text(170, 88, 160, T.ink800, 14) +
      each(4, (i) => text(170, 118 + i * 16, 200 - i * 20, T.ink300, 6)) +
      rect(170, 190, 180, 250, T.white, 8, ` stroke="${T.ink200}" stroke-width="1.5"`) +
      each(6, (i) => text(182, 204 + i * 36, 60, T.ink800, 6) + text(182, 216 + i * 36, 130, T.ink300, 5)) +
      rect(365, 84, 200, 356, T.ink900, 8) +
      rect(377, 98, 36, 14, T.green700, 4) +
      text(420, 101, 100, T.ink300, 7) +
      each(14, (i) =>
        text(
          377 + (i > 0 && i < 13 ? 14 : 0) + (i > 3 && i < 8 ? 14 : 0),
          134 + i * 21,
          40 + rand() * 90,
          [T.blue300, T.green300, T.ink300, T.red300][i % 4],
          7,
        ),
      ),
  ],
  webinar: [
    'A recorded product session: the dashboard shared on screen with the presenter in a small video tile and the player controls below',
    () =>
      rect(20, 40, 560, 420, T.ink900, 14) +
      mini('screen-schedules', 36, 56, 0.8) +
      rect(440, 300, 124, 96, T.ink800, 8, ` stroke="${T.white}" stroke-width="3"`) +
      avatar(502, 352, 34, 6) +
      rect(36, 420, 528, 6, T.ink600, 3) +
      rect(36, 420, 210, 6, T.red700, 3) +
      circle(246, 423, 8, T.white) +
      `<path d="M40 436 L52 443 L40 450 Z" fill="${T.white}"/>` +
      text(64, 440, 60, T.ink300, 6),
  ],
  'press-kit': [
    "The press kit: the reader, the app's unlock screen, the intercom and the controller, with the logo mark, laid out on a grid",
    () =>
      each(6, (i) =>
        rect(
          40 + (i % 3) * 180,
          40 + Math.floor(i / 3) * 215,
          160,
          200,
          [T.blue100, T.ink100, T.green100, T.ink100, T.blue900, T.amber100][i],
          12,
        ),
      ) +
      readerUnit(95, 70, 0.46, { led: T.blue300 }) +
      `<g transform="translate(212 56) scale(0.4)">${APP['app-unlock'][1]()}</g>` +
      `<g transform="translate(395 52) scale(0.38)">${HARDWARE['intercom-front'][1]()}</g>` +
      `<g transform="translate(42 300) scale(0.26)">${HARDWARE['controller-board'][1]()}</g>` +
      rect(280, 300, 60, 60, T.white, 14) +
      rect(296, 312, 28, 40, T.blue700, 3) +
      circle(317, 333, 3, T.white) +
      text(255, 382, 110, T.blue300, 9) +
      `<g transform="translate(402 280) scale(0.26)">${HARDWARE['reader-keypad'][1]()}</g>`,
  ],
}

// The mobile app, in a phone.
const doorRow = (y, i, rand) =>
  rect(212, y, 176, 46, T.ink100, 10) +
  rect(222, y + 10, 26, 26, T.blue100, 6) +
  icon.door(225, y + 13, 20, T.blue700) +
  text(258, y + 12, 60 + rand() * 40, T.ink800, 7) +
  text(258, y + 26, 50, T.ink300, 5) +
  (i !== undefined ? circle(366, y + 23, 13, T.blue700) + icon.unlock(357, y + 14, 18, T.white) : '')

const APP = {
  'app-unlock': [
    "The mobile app's unlock screen: the nearest door's name, a large unlock button, and the other doors nearby",
    (rand = rng('app-unlock')) =>
      phone(
        text(214, 76, 120, T.ink800, 12) +
          text(214, 96, 80, T.ink300, 6) +
          circle(300, 190, 70, T.blue100) +
          circle(300, 190, 54, T.blue700) +
          icon.unlock(272, 160, 56, T.white) +
          text(250, 276, 100, T.ink600, 7) +
          doorRow(306, 0, rand) +
          doorRow(360, 1, rand),
      ),
  ],
  'app-unlocked': [
    'The mobile app just after unlocking: a green tick, the door that opened and the time',
    () =>
      phone(
        circle(300, 180, 76, T.green100) +
          circle(300, 180, 56, T.green700) +
          icon.check(266, 146, 68, T.white) +
          text(235, 280, 130, T.ink800, 12) +
          text(255, 302, 90, T.ink300, 7) +
          rect(222, 350, 156, 44, T.ink100, 10) +
          icon.door(232, 358, 28, T.green700) +
          text(268, 364, 80, T.ink600, 7) +
          text(268, 378, 50, T.ink300, 5),
        { screen: T.white },
      ),
  ],
  'app-wallet-badge': [
    "An employee badge in the phone's wallet: the company's card with the person's photo and the contactless mark, ready at the reader",
    () =>
      phone(
        rect(212, 70, 176, 60, T.green700, 12) +
          rect(212, 100, 176, 60, T.red300, 12) +
          rect(212, 132, 176, 246, T.blue700, 14) +
          rect(226, 146, 22, 22, T.white, 5) +
          rect(232, 150, 10, 14, T.blue700, 2) +
          text(256, 152, 60, T.white, 8) +
          icon.nfc(338, 142, 36, T.white) +
          avatar(300, 236, 40, 1) +
          text(248, 292, 104, T.white, 10) +
          text(264, 312, 72, T.blue300, 6) +
          rect(226, 340, 148, 24, T.blue900, 6) +
          text(236, 349, 80, T.blue300, 6) +
          circle(300, 414, 18, 'none', ` stroke="${T.white}" stroke-width="3"`) +
          text(260, 442, 80, T.ink300, 5),
        { screen: T.ink900 },
      ),
  ],
  'app-wallet-tap': [
    "A phone's wallet badge held to the Threshold reader, the reader's ring turning green as the door unlocks",
    () =>
      doorway(50, 70, 150, 400, T.blue700) +
      readerUnit(230, 150, 0.8, { led: T.green300 }) +
      `<g transform="rotate(10 440 260)"><g transform="translate(250 70) scale(0.66)">${APP['app-wallet-badge'][1]()}</g></g>` +
      each(3, (i) => stroke(`M${322 + i * 14} ${200 - i * 12} q${14 + i * 8} ${36 + i * 12} 0 ${72 + i * 24}`, T.green700, 6)),
  ],
  'app-intercom-call': [
    "The intercom's incoming video call on the phone: the visitor at the door, and buttons to decline, answer and open the door",
    () =>
      phone(
        rect(200, 30, 200, 440, T.ink800, 26) +
          rect(200, 64, 200, 250, T.ink600) +
          rect(250, 104, 100, 210, T.blue900) +
          avatar(300, 210, 48, 4) +
          text(240, 330, 120, T.white, 10) +
          text(265, 350, 70, T.ink300, 6) +
          circle(240, 400, 22, T.red700) +
          icon.cross(226, 386, 28, T.white) +
          circle(300, 400, 22, T.green700) +
          icon.bell(286, 386, 28, T.white) +
          circle(360, 400, 22, T.blue700) +
          icon.unlock(346, 386, 28, T.white),
        { screen: T.ink800 },
      ),
  ],
  'app-visitor-pass': [
    "A guest's phone showing the visitor pass: the QR code to scan at the entrance, the host and the hours it is valid",
    () =>
      phone(
        rect(200, 60, 200, 70, T.blue700) +
          text(214, 78, 110, T.white, 10) +
          text(214, 100, 80, T.blue300, 6) +
          qr(235, 150, 130, 'guest-pass') +
          chip(250, 300, 'ok', 100) +
          avatar(226, 354, 14, 2) +
          text(248, 346, 90, T.ink800, 7) +
          text(248, 360, 60, T.ink300, 5) +
          rect(214, 390, 172, 40, T.ink100, 8) +
          text(226, 404, 120, T.ink600, 6),
      ),
  ],
  'app-notifications': [
    "A phone's lock screen with Threshold alerts: a door held open, a visitor arrived, a reader back online",
    () =>
      phone(
        text(250, 90, 100, T.white, 22) +
          text(265, 124, 70, T.blue300, 7) +
          each(
            3,
            (i) =>
              rect(210, 170 + i * 80, 180, 70, T.white, 14, ' opacity="0.92"') +
              rect(222, 182 + i * 80, 26, 26, T.blue700, 6) +
              rect(229, 188 + i * 80, 12, 15, T.white, 2) +
              text(258, 184 + i * 80, 70, T.ink800, 7) +
              text(258, 198 + i * 80, 110, T.ink600, 5) +
              text(258, 210 + i * 80, 80, T.ink600, 5) +
              circle(378, 184 + i * 80, 5, [T.red700, T.blue700, T.green700][i]),
          ),
        { screen: T.blue900 },
      ),
  ],
  'app-door-list': [
    "The app's list of doors: favourite doors at the top, each with its own unlock button",
    (rand = rng('app-door-list')) =>
      phone(
        text(214, 76, 90, T.ink800, 12) +
          rect(212, 100, 176, 26, T.ink100, 13) +
          each(
            6,
            (i) =>
              doorRow(140 + i * 52, i, rand) +
              (i < 2
                ? `<path d="M232 ${145 + i * 52} l3 6 l6 1 l-4.5 4 l1 6 l-5.5 -3 l-5.5 3 l1 -6 l-4.5 -4 l6 -1z" fill="${T.amber900}"/>`
                : ''),
          ),
      ),
  ],
  'app-lockdown': [
    "Starting a lockdown from the app: a red screen with the building's doors, and a slider that must be dragged to confirm",
    () =>
      phone(
        rect(200, 30, 200, 440, T.red700, 26) +
          icon.lock(260, 90, 80, T.white) +
          text(230, 190, 140, T.white, 12) +
          text(245, 212, 110, T.red100, 6) +
          each(
            8,
            (i) =>
              rect(226 + (i % 4) * 38, 246 + Math.floor(i / 4) * 46, 28, 38, T.red900, 4) +
              icon.lock(228 + (i % 4) * 38, 252 + Math.floor(i / 4) * 46, 24, T.red300),
          ) +
          rect(214, 370, 172, 48, T.red900, 24) +
          circle(238, 394, 20, T.white) +
          stroke('M232 394 h12 m-5 -5 l5 5 l-5 5', T.red700, 3) +
          text(270, 390, 90, T.red300, 7),
        { screen: T.red700 },
      ),
  ],
  'app-offline': [
    'The app unlocking a door over Bluetooth while the building has no internet: the cloud crossed out, the reader still answering',
    () =>
      icon.cloud(60, 40, 130, T.ink300) +
      icon.cross(90, 80, 70, T.red700) +
      readerUnit(440, 120, 0.85, { led: T.green700 }) +
      `<g transform="translate(80 90) scale(0.8)">${APP['app-unlocked'][1]()}</g>` +
      each(3, (i) => stroke(`M${380 + i * 14} ${230 - i * 12} q${14 + i * 8} ${36 + i * 12} 0 ${72 + i * 24}`, T.blue700, 6)),
  ],
  'app-guest-invite': [
    "Inviting a guest from the app: the guest's name, a date picker with the day chosen, the doors they may open and the send button",
    () =>
      phone(
        text(214, 76, 110, T.ink800, 12) +
          rect(212, 100, 176, 34, T.ink100, 8) +
          avatar(232, 117, 11, 5) +
          text(250, 113, 90, T.ink600, 7) +
          each(
            35,
            (i) =>
              (i === 17 ? circle(228 + (i % 7) * 24.5, 166 + Math.floor(i / 7) * 26, 11, T.blue700) : '') +
              circle(228 + (i % 7) * 24.5, 166 + Math.floor(i / 7) * 26, 3, i === 17 ? T.white : T.ink300),
          ) +
          chip(212, 304, 'info', 84) +
          chip(302, 304, 'info', 84) +
          rect(212, 340, 176, 40, T.ink100, 8) +
          text(224, 356, 100, T.ink600, 6) +
          button(212, 400, 176, 36),
      ),
  ],
}

// The intercom and the hardware.
function intercomUnit(screen) {
  return (
    rect(168, 28, 280, 460, T.ink900, 30, ' opacity="0.14"') +
    rect(160, 20, 280, 460, T.ink800, 30) +
    rect(172, 32, 256, 436, T.ink900, 22) +
    circle(300, 66, 18, T.ink600) +
    circle(300, 66, 9, T.blue900) +
    circle(303, 63, 3, T.blue300) +
    rect(190, 100, 220, 190, T.blue900, 10) +
    screen +
    circle(300, 350, 34, 'none', ` stroke="${T.green300}" stroke-width="6"`) +
    icon.bell(282, 332, 36, T.white) +
    circle(300, 426, 20, 'none', ` stroke="${T.blue300}" stroke-width="4"`) +
    icon.nfc(288, 414, 24, T.ink300) +
    each(6, (i) => circle(224 + i * 30, 460, 3, T.ink600))
  )
}

const HARDWARE = {
  'intercom-front': [
    'The Threshold video intercom: wide-angle camera at the top, a screen with the building directory, the call button and a reader ring',
    () =>
      intercomUnit(
        each(
          4,
          (i) =>
            rect(204, 114 + i * 42, 192, 34, T.blue700, 6, ` opacity="${i ? 0.45 : 1}"`) +
            avatar(224, 131 + i * 42, 11, i) +
            text(242, 127 + i * 42, 80 + i * 10, T.white, 7),
        ),
      ),
  ],
  'intercom-call': [
    "The intercom's call screen during a call: the receptionist's face, the call timer and the end-call button",
    () =>
      intercomUnit(
        rect(190, 100, 220, 190, T.ink800, 10) +
          avatar(300, 170, 48, 3) +
          text(262, 232, 76, T.white, 8) +
          each(9, (i) =>
            rect(246 + i * 12, 262 - [4, 8, 14, 10, 16, 9, 12, 6, 4][i], 6, [4, 8, 14, 10, 16, 9, 12, 6, 4][i] * 2, T.green300, 3),
          ),
      ),
  ],
  'intercom-delivery': [
    "The intercom's keypad for a courier's delivery code, with a parcel waiting at the door",
    () =>
      `<g transform="translate(-70 0)">${intercomUnit(each(12, (i) => rect(214 + (i % 3) * 60, 112 + Math.floor(i / 3) * 44, 52, 36, i === 9 ? T.red300 : i === 11 ? T.green700 : T.blue700, 6, i === 9 || i === 11 ? '' : ' opacity="0.6"')))}</g>` +
      rect(420, 340, 150, 130, '#c99a5b', 6) +
      rect(420, 340, 150, 24, '#b0824a', 6) +
      rect(487, 340, 16, 130, T.amber100, 0, ' opacity="0.8"') +
      rect(440, 390, 50, 30, T.white, 3) +
      each(5, (i) => rect(446 + i * 8, 396, 3, 18, T.ink800)),
  ],
  'reader-front': [
    'The Threshold reader mounted beside a door: a slim unit with a blue ring around the contactless mark',
    () => doorway(90, 60, 210, 420, T.blue700) + rect(340, 40, 8, 440, T.ink200) + readerUnit(380, 120, 0.95),
  ],
  'reader-keypad': [
    'The keypad reader: a PIN pad under the contactless ring, for doors that need a code as well as a badge',
    () => readerUnit(230, 20, 1.55, { keypad: true, led: T.green300 }),
  ],
  'reader-card-tap': [
    'A smart card tapped on the reader, the ring turning green',
    () =>
      readerUnit(200, 40, 1.35, { led: T.green300 }) +
      `<g transform="rotate(-18 380 200)">${rect(300, 120, 200, 126, T.blue700, 12)}${rect(318, 140, 30, 24, T.amber100, 4)}${text(318, 206, 110, T.blue300, 8)}${icon.nfc(430, 136, 48, T.white)}</g>` +
      each(3, (i) => stroke(`M${190 - i * 16} ${150 - i * 10} q-${16 + i * 8} ${40 + i * 10} 0 ${80 + i * 20}`, T.green700, 6)),
  ],
  'reader-phone-tap': [
    "A phone held to the reader to open the door, the reader's ring green",
    () =>
      readerUnit(120, 40, 1.35, { led: T.green300 }) +
      `<g transform="rotate(14 420 260)"><g transform="translate(200 60) scale(0.7)">${APP['app-unlocked'][1]()}</g></g>`,
  ],
  'reader-outdoor': [
    'The reader on an outside wall by a gate, in the rain, its ring lit',
    () =>
      each(10, (r) => each(7, (c) => rect(c * 90 - (r % 2) * 45, 20 + r * 46, 86, 42, T.red300, 3, ' opacity="0.45"'))) +
      rect(380, 20, 200, 460, T.ink600) +
      each(6, (i) => rect(392 + i * 32, 30, 12, 450, T.ink800, 3)) +
      readerUnit(210, 110, 0.95, { led: T.blue300 }) +
      each(14, (i) => stroke(`M${30 + ((i * 73) % 540)} ${20 + ((i * 131) % 380)} l-10 26`, T.blue700, 3, ' opacity="0.6"')),
  ],
  'controller-board': [
    'The Threshold four-door controller: terminal blocks for readers and locks along its edges, status lights, and the network port',
    () =>
      rect(66, 88, 480, 340, T.ink900, 20, ' opacity="0.14"') +
      rect(60, 80, 480, 340, T.ink100, 20, ` stroke="${T.ink300}" stroke-width="3"`) +
      rect(80, 100, 440, 300, T.white, 12) +
      each(
        8,
        (i) =>
          rect(96 + i * 52, 110, 42, 36, i % 2 ? T.green700 : T.blue700, 4) +
          each(3, (p) => circle(106 + i * 52 + p * 11, 128, 3.5, T.ink100)),
      ) +
      each(
        8,
        (i) =>
          rect(96 + i * 52, 354, 42, 36, i < 4 ? T.ink800 : T.red700, 4) +
          each(3, (p) => circle(106 + i * 52 + p * 11, 372, 3.5, T.ink100)),
      ) +
      rect(190, 190, 130, 110, T.ink800, 8) +
      rect(210, 210, 90, 70, T.ink600, 4) +
      each(
        4,
        (i) => circle(370, 190 + i * 28, 8, [T.green700, T.green700, T.blue700, T.ink300][i]) + text(386, 186 + i * 28, 60, T.ink300, 6),
      ) +
      rect(450, 250, 56, 50, T.ink800, 4) +
      rect(460, 262, 36, 28, T.ink600, 2) +
      circle(100, 310, 8, T.green700),
  ],
  'controller-wiring': [
    'The controller wired to a reader, an electric lock, an exit button and a door contact, one colour per cable',
    () =>
      `<g transform="translate(180 160) scale(0.5)">${HARDWARE['controller-board'][1]()}</g>` +
      readerUnit(40, 50, 0.5, { led: T.blue300 }) +
      rect(460, 40, 100, 120, T.ink200, 8) +
      rect(490, 60, 40, 80, T.ink600, 4) +
      circle(90, 410, 40, T.green700) +
      circle(90, 410, 26, T.green300) +
      rect(460, 360, 110, 60, T.ink200, 6) +
      rect(480, 380, 30, 20, T.ink600, 3) +
      rect(520, 380, 30, 20, T.ink600, 3) +
      stroke('M95 190 C120 230 170 230 230 220', T.blue700, 6) +
      stroke('M460 100 C400 120 390 200 400 220', T.red700, 6) +
      stroke('M130 410 C180 410 200 360 240 350', T.green700, 6) +
      stroke('M460 390 C420 390 420 360 380 350', T.ink600, 6),
  ],
  'controller-cabinet': [
    'The controller installed in its wall cabinet, with its power supply, the backup battery and the network switch',
    () =>
      rect(110, 30, 380, 440, T.ink600, 12) +
      rect(124, 44, 352, 412, T.ink100, 6) +
      `<g transform="translate(140 60) scale(0.42)">${HARDWARE['controller-board'][1]()}</g>` +
      rect(140, 250, 140, 90, T.ink800, 6) +
      each(6, (i) => rect(152 + i * 20, 262, 10, 66, T.ink600, 2)) +
      rect(300, 250, 160, 90, T.amber100, 6, ` stroke="${T.amber900}" stroke-width="3"`) +
      rect(316, 266, 30, 14, T.amber900, 3) +
      rect(410, 266, 30, 14, T.amber900, 3) +
      rect(140, 360, 320, 60, T.blue900, 6) +
      each(8, (i) => rect(156 + i * 36, 376, 24, 20, T.blue700, 3) + circle(168 + i * 36, 406, 3, i < 5 ? T.green300 : T.ink600)) +
      stroke('M200 180 C200 220 240 230 260 250 M380 180 C380 210 360 230 360 250 M300 180 V360', T.ink800, 4),
  ],
  'lock-strike': [
    'An electric strike fitted in the door frame, the latch held until the controller releases it',
    () =>
      rect(60, 20, 240, 460, T.blue700, 4) +
      rect(300, 20, 70, 460, T.ink600) +
      rect(262, 220, 38, 40, T.ink200, 4) +
      rect(316, 150, 46, 200, T.ink200, 8, ` stroke="${T.ink800}" stroke-width="3"`) +
      rect(326, 212, 26, 56, T.ink800, 4) +
      each(4, (i) => circle(339, 164 + i * 56 + (i > 1 ? 60 : 0) - (i > 1 ? 56 : 0), 5, T.ink600)) +
      stroke('M362 300 C420 320 430 380 520 400', T.red700, 6) +
      stroke('M362 310 C410 340 420 420 520 430', T.ink900, 6) +
      rect(500, 380, 70, 70, T.ink100, 8, ` stroke="${T.ink300}" stroke-width="3"`) +
      circle(535, 415, 8, T.green700),
  ],
  'lock-maglock': [
    'A magnetic lock at the top of a glass door, its armature plate on the door, released when the door is opened',
    () =>
      rect(60, 30, 480, 50, T.ink600) +
      rect(90, 80, 220, 400, T.blue100, 0, ` stroke="${T.ink300}" stroke-width="6"`) +
      rect(310, 80, 220, 400, T.blue100, 0, ` stroke="${T.ink300}" stroke-width="6"`) +
      stroke('M120 120 l60 -30 M140 160 l90 -45', T.white, 6) +
      rect(190, 80, 220, 40, T.ink200, 6, ` stroke="${T.ink800}" stroke-width="3"`) +
      rect(200, 120, 200, 14, T.ink600, 3) +
      circle(390, 100, 6, T.red700) +
      rect(300, 250, 10, 80, T.ink800, 4) +
      rect(320, 250, 10, 80, T.ink800, 4),
  ],
  'lock-wireless': [
    'The wireless lever lock: a handle with a built-in contactless reader and battery, no cable to the door',
    () =>
      rect(100, 20, 300, 460, T.blue700, 4) +
      rect(230, 100, 90, 300, T.ink200, 40, ` stroke="${T.ink600}" stroke-width="3"`) +
      circle(275, 170, 30, 'none', ` stroke="${T.green700}" stroke-width="6"`) +
      icon.nfc(260, 152, 32, T.ink600) +
      circle(275, 280, 26, T.ink600) +
      rect(275, 266, 230, 30, T.ink300, 15, ` stroke="${T.ink600}" stroke-width="3"`) +
      rect(255, 340, 40, 40, T.ink100, 6) +
      circle(275, 360, 6, T.ink600),
  ],
  'elevator-panel': [
    'A lift car panel with the reader above the floor buttons: only the floors the badge allows are lit',
    () =>
      rect(170, 20, 260, 460, T.ink200, 14, ` stroke="${T.ink300}" stroke-width="4"`) +
      readerUnit(260, 40, 0.4, { led: T.green300 }) +
      each(12, (i) => {
        const lit = [1, 4, 5, 9].includes(i)
        return (
          circle(
            240 + (i % 2) * 120,
            200 + Math.floor(i / 2) * 44,
            16,
            lit ? T.blue700 : T.ink100,
            ` stroke="${T.ink600}" stroke-width="2"`,
          ) + text(262 + (i % 2) * 60, 196 + Math.floor(i / 2) * 44, 20, T.ink600, 6)
        )
      }) +
      rect(100, 20, 70, 460, T.ink300) +
      rect(430, 20, 70, 460, T.ink300),
  ],
  turnstile: [
    'A lobby turnstile with the reader on its post, the glass gate open for the person who badged in',
    () =>
      rect(0, 430, 600, 70, T.ink200) +
      each(3, (i) => rect(60 + i * 190, 180, 80, 260, T.ink800, 10) + rect(68 + i * 190, 190, 64, 20, T.ink600, 4)) +
      readerUnit(82, 196, 0.3, { led: T.green300 }) +
      readerUnit(272, 196, 0.3, { led: T.red300 }) +
      rect(140, 250, 60, 110, T.blue100, 6, ` stroke="${T.blue300}" stroke-width="3" opacity="0.6"`) +
      rect(330, 250, 90, 110, T.blue100, 6, ` stroke="${T.blue300}" stroke-width="3" opacity="0.85"`) +
      rect(160, 400, 40, 30, T.green100, 6) +
      icon.check(165, 400, 30, T.green700),
  ],
  'camera-dome': [
    'A dome camera above a door, its view covering the reader so every door event has a clip',
    () =>
      rect(0, 20, 600, 30, T.ink300) +
      `<path d="M250 50 h100 v10 a50 50 0 0 1 -100 0 z" fill="${T.ink100}" stroke="${T.ink600}" stroke-width="4"/>` +
      circle(300, 78, 16, T.ink900) +
      circle(304, 74, 5, T.blue300) +
      `<path d="M300 90 L150 470 H450 Z" fill="${T.blue300}" opacity="0.25"/>` +
      doorway(220, 240, 140, 240, T.blue700) +
      readerUnit(395, 300, 0.26, { led: T.green300 }),
  ],
  'hardware-kit': [
    'The Threshold hardware side by side: the reader, the keypad reader, the video intercom, the controller and the wireless lock',
    () =>
      rect(0, 400, 600, 100, T.ink200) +
      readerUnit(30, 170, 0.75) +
      readerUnit(130, 170, 0.75, { keypad: true }) +
      `<g transform="translate(150 170) scale(0.5)">${HARDWARE['intercom-front'][1]()}</g>` +
      `<g transform="translate(370 330) scale(0.24)">${HARDWARE['controller-board'][1]()}</g>` +
      `<g transform="translate(500 150) scale(0.5)"><rect x="0" y="0" width="90" height="300" rx="40" fill="${T.ink200}" stroke="${T.ink600}" stroke-width="4"/><circle cx="45" cy="70" r="28" fill="none" stroke="${T.green700}" stroke-width="6"/><circle cx="45" cy="180" r="24" fill="${T.ink600}"/><rect x="45" y="166" width="180" height="28" rx="14" fill="${T.ink300}"/></g>`,
  ],
}

// The system and its surroundings.
const building = (x, y, w, h, fill = T.ink600) =>
  rect(x, y, w, h, fill, 4) +
  each(Math.floor(h / 40) * 3, (i) =>
    rect(x + 12 + (i % 3) * ((w - 24) / 3), y + 14 + Math.floor(i / 3) * 40, (w - 24) / 3 - 10, 22, T.blue100, 2, ' opacity="0.7"'),
  )
const controllerBox = (x, y, s = 1) =>
  rect(x, y, 70 * s, 50 * s, T.ink800, 6) +
  each(4, (i) => circle(x + (12 + i * 15) * s, y + 38 * s, 3.5 * s, i < 3 ? T.green300 : T.blue300)) +
  rect(x + 10 * s, y + 10 * s, 50 * s, 14 * s, T.ink600, 3)

const SYSTEM = {
  'system-overview': [
    'How Threshold fits together: the dashboard and the app in the cloud, linked to a controller that drives the readers and locks at the door',
    () =>
      `<path d="M150 160 a50 50 0 0 1 80 -60 a80 80 0 0 1 150 10 a55 55 0 0 1 40 100 H160 a50 50 0 0 1 -10 -50z" fill="${T.blue700}"/>` +
      mini('screen-doors', 180, 92, 0.22) +
      `<g transform="translate(330 88) scale(0.3)">${APP['app-unlock'][1]()}</g>` +
      stroke('M300 210 V290', T.blue700, 5, ' stroke-dasharray="12 10"') +
      controllerBox(250, 290, 1.4) +
      stroke('M250 325 H120 V380 M348 325 H480 V380 M300 360 V390', T.ink600, 5) +
      readerUnit(98, 380, 0.3, { led: T.green300 }) +
      rect(270, 390, 60, 90, T.blue700, 4) +
      circle(318, 436, 4, T.white) +
      rect(450, 390, 60, 80, T.ink200, 6) +
      rect(468, 406, 24, 48, T.ink600, 4),
  ],
  'security-layers': [
    "Threshold's security design: keys kept in the reader's secure chip, an encrypted link, and a data centre with its shield",
    () =>
      readerUnit(40, 120, 0.9) +
      rect(70, 350, 70, 70, T.ink800, 8) +
      rect(86, 366, 38, 38, T.green700, 4) +
      stroke('M200 250 H400', T.green700, 8, ' stroke-dasharray="20 12"') +
      circle(300, 250, 40, T.white, ` stroke="${T.green700}" stroke-width="5"`) +
      icon.lock(276, 226, 48, T.green700) +
      each(
        3,
        (i) =>
          rect(420 + i * 52, 150 + (i === 1 ? -20 : 0), 44, 220 + (i === 1 ? 20 : 0), T.ink800, 4) +
          each(
            6,
            (r) =>
              rect(426 + i * 52, 162 + r * 34 + (i === 1 ? -20 : 0), 32, 24, T.ink600, 2) +
              circle(450 + i * 52, 174 + r * 34 + (i === 1 ? -20 : 0), 3, T.green300),
          ),
      ) +
      `<path d="M498 390 l50 18 v40 c0 30 -22 48 -50 58 c-28 -10 -50 -28 -50 -58 v-40 z" fill="${T.blue700}"/>` +
      icon.check(476, 410, 44, T.white),
  ],
  'data-residency': [
    "Data residency: a world map with the European and US regions marked, each customer's site pinned to the region its data stays in",
    () =>
      rect(20, 40, 560, 420, T.white, 16) +
      `<path d="M70 150 q40 -40 110 -30 t70 40 q-10 50 -50 60 t-40 60 q-30 20 -60 -10 t-30 -120z" fill="${T.blue300}"/>` +
      `<path d="M160 290 q30 0 40 40 t-10 80 q-20 10 -30 -20 t0 -100z" fill="${T.ink200}"/>` +
      `<path d="M280 120 q40 -20 80 0 t20 40 q-30 20 -60 10 t-40 -50z" fill="${T.green300}"/>` +
      `<path d="M290 200 q40 -10 60 30 t-10 100 q-30 30 -50 -20 t0 -110z" fill="${T.ink200}"/>` +
      `<path d="M380 110 q80 -30 150 10 t10 100 q-40 40 -90 10 t-70 -120z" fill="${T.ink200}"/>` +
      `<path d="M470 300 q40 -10 60 20 t-20 40 q-40 0 -40 -60z" fill="${T.ink200}"/>` +
      rect(70, 120, 200, 150, 'none', 14, ` stroke="${T.blue700}" stroke-width="4" stroke-dasharray="10 8"`) +
      rect(270, 95, 120, 90, 'none', 14, ` stroke="${T.green700}" stroke-width="4" stroke-dasharray="10 8"`) +
      [
        [140, 170, T.blue700],
        [200, 200, T.blue700],
        [320, 130, T.green700],
        [350, 150, T.green700],
      ]
        .map(
          ([x, y, c]) =>
            `<path d="M${x} ${y} a14 14 0 0 1 28 0 c0 14 -14 26 -14 26 s-14 -12 -14 -26z" fill="${c}"/>` + circle(x + 14, y, 5, T.white),
        )
        .join('') +
      rect(380, 380, 180, 60, T.ink100, 10) +
      circle(400, 400, 8, T.blue700) +
      text(414, 396, 80, T.ink600, 6) +
      circle(400, 422, 8, T.green700) +
      text(414, 418, 90, T.ink600, 6),
  ],
  'multi-site': [
    'Many sites, one dashboard: three buildings, each with its own controller, reporting to the same screen',
    () =>
      mini('screen-sites', 170, 20, 0.45) +
      building(40, 310, 120, 170, T.ink600) +
      building(240, 280, 120, 200, T.blue900) +
      building(440, 330, 120, 150, T.ink800) +
      controllerBox(65, 270, 1) +
      controllerBox(265, 240, 1) +
      controllerBox(465, 290, 1) +
      stroke('M100 270 C100 240 220 240 250 220 M300 240 V220 M500 290 C500 250 380 250 350 220', T.blue700, 4, ' stroke-dasharray="10 8"'),
  ],
  'keys-to-phone': [
    'From keys to phones: a ring of metal keys crossed out, and the same door opened with a badge in the phone',
    () =>
      circle(160, 170, 46, 'none', ` stroke="${T.ink600}" stroke-width="10"`) +
      each(
        4,
        (i) =>
          `<g transform="rotate(${-30 + i * 25} 160 170)">${rect(150, 210, 22, 150, T.ink300, 6, ` stroke="${T.ink600}" stroke-width="3"`)}${rect(172, 320, 22, 12, T.ink300)}${rect(172, 340, 14, 10, T.ink300)}</g>`,
      ) +
      circle(160, 260, 120, 'none', ` stroke="${T.red700}" stroke-width="12"`) +
      stroke('M75 345 L245 175', T.red700, 12) +
      stroke('M310 260 H360 m-16 -16 l16 16 l-16 16', T.blue700, 8) +
      `<g transform="translate(255 40) scale(0.9)">${APP['app-wallet-badge'][1]()}</g>`,
  ],
  'site-survey': [
    'A site survey: the floor plan with each door marked for a reader or a lock, and the survey checklist beside it',
    () =>
      rect(30, 40, 360, 420, T.white, 10) +
      stroke('M60 70 H360 V430 H60 Z M160 70 V200 M160 240 V300 H260 M300 300 H360 M260 70 V160 M260 200 V260 M160 340 V430', T.ink800, 6) +
      [
        [160, 220, 1],
        [280, 300, 2],
        [260, 180, 3],
        [60, 380, 4],
        [160, 320, 5],
        [360, 130, 6],
      ]
        .map(([x, y, k]) => circle(x, y, 14, k % 3 ? T.blue700 : T.green700) + circle(x, y, 5, T.white))
        .join('') +
      rect(400, 70, 170, 360, T.amber100, 10, ` stroke="${T.ink300}" stroke-width="2"`) +
      rect(455, 58, 60, 24, T.ink600, 6) +
      each(
        6,
        (i) =>
          rect(416, 108 + i * 50, 22, 22, T.white, 4, ` stroke="${T.ink600}" stroke-width="2"`) +
          (i < 4 ? icon.check(414, 106 + i * 50, 26, T.green700) : '') +
          text(448, 114 + i * 50, 90 - (i % 3) * 15, T.ink600, 7),
      ),
  ],
  'quote-sheet': [
    'A quote for a site: each piece of hardware in a row with its quantity and price, and the total at the bottom',
    () =>
      rect(110, 30, 380, 440, T.white, 12, ` stroke="${T.ink200}" stroke-width="2"`) +
      rect(130, 50, 30, 30, T.blue700, 6) +
      text(172, 58, 120, T.ink800, 10) +
      text(380, 58, 90, T.ink300, 6) +
      each(5, (i) => {
        const y = 110 + i * 56
        return (
          rect(130, y, 44, 44, T.ink100, 8) +
          [
            (x, yy) => readerUnit(x + 15, yy + 4, 0.12),
            (x, yy) => controllerBox(x + 4, yy + 10, 0.5),
            (x, yy) => rect(x + 12, yy + 4, 20, 36, T.ink800, 6),
            (x, yy) => icon.lock(x + 6, yy + 6, 32, T.ink600),
            (x, yy) => icon.cloud(x + 4, yy + 4, 36, T.blue700),
          ][i](130, y) +
          text(186, y + 12, 120 - i * 10, T.ink800, 7) +
          text(186, y + 26, 80, T.ink300, 5) +
          text(350, y + 16, 20, T.ink600, 7) +
          text(410, y + 16, 56, T.ink600, 7) +
          rect(130, y + 50, 340, 1, T.ink100)
        )
      }) +
      rect(300, 400, 170, 44, T.blue100, 8) +
      text(314, 418, 50, T.blue700, 8) +
      text(390, 414, 66, T.blue900, 14),
  ],
  showroom: [
    'The showroom demo wall: a real door with the reader, the intercom and a wireless lock, and a screen showing the dashboard live',
    () =>
      rect(0, 0, 600, 500, T.ink100) +
      rect(0, 440, 600, 60, T.ink200) +
      doorway(60, 150, 130, 290, T.blue700) +
      readerUnit(212, 250, 0.28, { led: T.green300 }) +
      `<g transform="translate(255 210) scale(0.32)">${HARDWARE['intercom-front'][1]()}</g>` +
      rect(380, 90, 200, 140, T.ink900, 8) +
      mini('screen-audit-log', 386, 88, 0.335) +
      rect(474, 230, 12, 60, T.ink600) +
      rect(440, 290, 80, 10, T.ink600, 4),
  ],
  'door-held-open': [
    "A door held open too long: the open door, the alert on the door contact, and the notification on the manager's phone",
    () =>
      rect(40, 40, 250, 440, T.ink600, 4) +
      rect(50, 50, 230, 430, T.ink900, 2) +
      `<path d="M50 50 L200 90 V470 L50 480 Z" fill="${T.blue700}"/>` +
      rect(150, 40, 40, 14, T.red700, 3) +
      circle(170, 30, 20, T.red100) +
      icon.bell(158, 18, 24, T.red700) +
      `<g transform="translate(230 60) scale(0.85)">${phone(rect(212, 170, 176, 96, T.white, 14) + rect(224, 182, 28, 28, T.red700, 6) + icon.bell(226, 184, 24, T.white) + text(262, 186, 80, T.ink800, 8) + text(262, 202, 110, T.ink600, 6) + text(262, 216, 90, T.ink600, 6) + button(224, 234, 70, 22, T.red700), { screen: T.blue900 })}</g>`,
  ],
  'cloud-vs-server': [
    'An on-premise access server in a cupboard, with its patches and backups, beside the same doors run from the cloud dashboard',
    () =>
      rect(40, 100, 180, 340, T.ink600, 10) +
      each(
        5,
        (i) =>
          rect(54, 116 + i * 62, 152, 50, T.ink800, 4) +
          circle(186, 141 + i * 62, 5, i === 2 ? T.red300 : T.green300) +
          each(4, (s) => rect(66 + s * 26, 128 + i * 62, 18, 26, T.ink600, 2)),
      ) +
      rect(60, 60, 140, 30, T.amber100, 6) +
      text(72, 71, 100, T.amber900, 7) +
      stroke('M250 270 H330', T.ink300, 6, ' stroke-dasharray="10 8"') +
      `<path d="M350 190 a40 40 0 0 1 60 -40 a60 60 0 0 1 110 10 a40 40 0 0 1 20 80 H360 a40 40 0 0 1 -10 -50z" fill="${T.blue700}"/>` +
      mini('screen-overview', 330, 260, 0.43),
  ],
  'lockdown-drill': [
    'A school corridor during a lockdown drill: every classroom door locked with a red reader light, and the lockdown started from a phone',
    () =>
      rect(0, 0, 600, 500, T.ink100) +
      `<path d="M0 420 L220 280 H380 L600 420 V500 H0 Z" fill="${T.ink200}"/>` +
      `<path d="M220 280 V110 H380 V280" fill="${T.white}"/>` +
      [
        [30, 90, 100, 330],
        [150, 150, 60, 210],
        [390, 150, 60, 210],
        [470, 90, 100, 330],
      ]
        .map(
          ([x, y, w, h]) =>
            rect(x, y, w, h, T.blue700, 3) +
            rect(x + (x < 300 ? w + 6 : -18), y + h * 0.4, 12, 24, T.ink800, 3) +
            circle(x + (x < 300 ? w + 12 : -12), y + h * 0.4 + 8, 4, T.red700),
        )
        .join('') +
      rect(220, 110, 160, 20, T.red700) +
      `<g transform="translate(195 170) scale(0.55)">${APP['app-lockdown'][1]()}</g>`,
  ],
  'hardware-lifecycle': [
    "The hardware's life in the dashboard: readers and controllers updated over the air, batteries swapped on schedule, replacements planned in waves",
    () =>
      stroke('M60 260 H540', T.ink300, 8) +
      each(4, (i) => circle(120 + i * 120, 260, 18, [T.green700, T.blue700, T.amber900, T.ink600][i])) +
      readerUnit(102, 100, 0.38) +
      `<g transform="translate(196 138) scale(0.2)">${HARDWARE['controller-board'][1]()}</g>` +
      rect(330, 120, 60, 90, T.amber100, 8, ` stroke="${T.amber900}" stroke-width="4"`) +
      rect(348, 108, 24, 12, T.amber900, 3) +
      readerUnit(458, 100, 0.38, { led: T.green300 }) +
      icon.cloud(190, 300, 90, T.blue300) +
      stroke('M240 300 C240 280 210 290 210 272', T.blue700, 4) +
      each(
        4,
        (i) =>
          rect(80 + i * 120, 310 + (i === 1 ? 90 : 0), 80, 10, T.ink300, 5) +
          rect(90 + i * 120, 330 + (i === 1 ? 90 : 0), 60, 8, T.ink200, 4),
      ),
  ],
}

// Drawings for the blog, the learning hub, the academy, the updates and the case studies.
const EXTRA = {
  'occupancy-report': [
    'The Office Occupancy Index report: weekly office attendance as a line over a year, and the cities compared in bars',
    () =>
      rect(60, 30, 480, 440, T.white, 12, ` stroke="${T.ink200}" stroke-width="2"`) +
      rect(60, 30, 480, 70, T.blue900, 12) +
      rect(60, 80, 480, 20, T.blue900) +
      text(84, 52, 200, T.white, 12) +
      text(84, 76, 120, T.blue300, 6) +
      each(5, (i) => rect(84, 130 + i * 40, 432, 1, T.ink100)) +
      stroke('M84 300 C130 280 150 250 190 260 S250 200 290 210 S360 160 400 170 S470 140 516 130', T.blue700, 5) +
      stroke('M84 320 C140 310 170 300 220 290 S320 260 380 262 S470 240 516 236', T.green700, 4, ' stroke-dasharray="10 8"') +
      each(
        6,
        (i) =>
          text(84, 350 + i * 18, 50, T.ink300, 6) +
          rect(150, 348 + i * 18, 340 * [0.9, 0.8, 0.72, 0.64, 0.55, 0.42][i], 10, i ? T.blue300 : T.blue700, 5),
      ),
  ],
  'screen-lockdown-log': [
    "The drill's event log in the dashboard: each door with the second it locked, and the badges refused during the lockdown in red",
    (rand) =>
      browser(
        5,
        rect(145, 118, 420, 30, T.red100, 8) +
          icon.lock(152, 120, 26, T.red700) +
          text(184, 129, 160, T.red700, 8) +
          rows(
            162,
            8,
            34,
            (i, y) =>
              text(145, y + 13, 40, T.ink300, 6) +
              icon.door(196, y + 6, 20, T.ink600) +
              text(222, y + 12, 70 + rand() * 50, T.ink800, 7) +
              rect(380, y + 12, 60 * (0.2 + (i % 4) * 0.2), 8, T.red700, 4) +
              chip(470, y + 8, i === 2 || i === 6 ? 'bad' : 'off', 72),
          ),
        { action: false },
      ),
  ],
  'prox-clone': [
    'A 125 kHz proximity card being copied by a pocket cloner, beside a smart card whose keys stay locked in its chip',
    () =>
      rect(40, 90, 230, 146, T.ink300, 14) +
      rect(60, 110, 60, 40, T.ink600, 4) +
      text(60, 200, 140, T.ink600, 8) +
      rect(90, 260, 120, 200, T.ink800, 18) +
      rect(106, 280, 88, 60, T.green300, 6) +
      each(6, (i) => rect(104 + (i % 3) * 32, 362 + Math.floor(i / 3) * 36, 26, 26, T.ink600, 6)) +
      stroke('M150 236 V258', T.red700, 6, ' stroke-dasharray="6 6"') +
      each(3, (i) => stroke(`M${215 + i * 14} ${290 - i * 10} q${12 + i * 6} ${30 + i * 10} 0 ${60 + i * 20}`, T.red700, 5)) +
      rect(330, 90, 230, 146, T.blue700, 14) +
      rect(350, 110, 44, 36, T.amber100, 6) +
      text(350, 200, 140, T.blue300, 8) +
      circle(445, 330, 70, T.green100) +
      icon.lock(405, 290, 80, T.green700),
  ],
  'reader-cold-test': [
    'A reader in the climate chamber at minus thirty, frost on its edges, the test rig tapping a card on it',
    () =>
      rect(40, 30, 520, 440, T.blue900, 16) +
      rect(60, 50, 480, 400, T.ink800, 10) +
      each(20, (i) => circle(80 + ((i * 97) % 440), 70 + ((i * 61) % 360), 3 + (i % 3), T.blue100, ' opacity="0.7"')) +
      readerUnit(150, 90, 1.1, { led: T.green300 }) +
      `<path d="M150 90 l20 14 l-6 14 l16 6 M260 100 l-14 18 l10 8 M152 420 l18 -12 l4 14" stroke="${T.blue100}" stroke-width="5" fill="none"/>` +
      rect(330, 170, 130, 26, T.ink600, 6) +
      rect(440, 140, 20, 120, T.ink600, 4) +
      rect(270, 150, 80, 50, T.blue700, 6, ' transform="rotate(-10 310 175)"') +
      rect(420, 300, 90, 130, T.white, 10) +
      rect(455, 320, 20, 80, T.ink100, 10) +
      rect(459, 360, 12, 40, T.blue700, 6) +
      circle(465, 405, 14, T.blue700),
  ],
  'screen-widgets': [
    'Occupancy widgets on the dashboard: people on site now, the week so far, and the busiest floors',
    () =>
      browser(
        0,
        tile(145, 118, 200, 150) +
          circle(245, 200, 52, 'none', ` stroke="${T.ink100}" stroke-width="18"`) +
          circle(
            245,
            200,
            52,
            'none',
            ` stroke="${T.blue700}" stroke-width="18" stroke-dasharray="210 330" transform="rotate(-90 245 200)"`,
          ) +
          text(220, 196, 50, T.ink800, 10) +
          tile(357, 118, 208, 150) +
          bars(370, 140, 182, 110, [0.5, 0.9, 0.95, 0.7, 0.4], T.green700, T.green300) +
          tile(145, 280, 420, 160) +
          each(
            5,
            (i) =>
              text(160, 300 + i * 27, 40, T.ink300, 6) +
              rect(210, 296 + i * 27, 320, 14, T.ink100, 7) +
              rect(210, 296 + i * 27, 320 * [0.8, 0.55, 0.7, 0.3, 0.45][i], 14, T.blue700, 7),
          ),
      ),
  ],
  'intercom-exploded': [
    'The video intercom taken apart: the glass front, the camera module, the circuit board and the weatherproof housing, in layers',
    () =>
      each(4, (i) => {
        const x = 60 + i * 110
        const y = 40 + i * 40
        return `<g transform="translate(${x} ${y}) skewY(8)">${
          [
            rect(0, 0, 150, 250, T.blue100, 16, ` stroke="${T.blue300}" stroke-width="4" opacity="0.85"`),
            rect(0, 0, 150, 250, T.ink800, 16) +
              circle(75, 40, 18, T.ink600) +
              circle(75, 40, 8, T.blue900) +
              rect(20, 80, 110, 90, T.blue900, 6),
            rect(0, 0, 150, 250, T.green700, 10) +
              each(6, (k) => rect(14 + (k % 3) * 44, 20 + Math.floor(k / 3) * 60, 30, 40, T.ink900, 3)) +
              circle(75, 200, 20, T.amber100),
            rect(0, 0, 150, 250, T.ink600, 18) + rect(10, 10, 130, 230, T.ink800, 12),
          ][i]
        }</g>`
      }) + stroke('M135 100 L465 220', T.ink300, 3, ' stroke-dasharray="8 8"'),
  ],
  'anti-passback': [
    'Anti-passback at a door with a reader on each side: a badge that entered must badge out before it can enter again, so the second entry is refused',
    () =>
      rect(280, 40, 40, 430, T.ink600) +
      rect(284, 180, 32, 200, T.blue700) +
      readerUnit(190, 200, 0.5, { led: T.green300 }) +
      readerUnit(360, 200, 0.5, { led: T.red300 }) +
      stroke('M60 420 H250 m-20 -20 l20 20 l-20 20', T.green700, 8) +
      stroke('M540 420 H350 m20 -20 l-20 20 l20 20', T.red700, 8) +
      circle(150, 120, 34, T.green100) +
      icon.check(128, 98, 44, T.green700) +
      circle(450, 120, 34, T.red100) +
      icon.cross(428, 98, 44, T.red700),
  ],
  'rex-sensor': [
    'A request-to-exit sensor above a door and the exit button beside it, so people leaving open the door without setting off an alarm',
    () =>
      rect(0, 440, 600, 60, T.ink200) +
      doorway(180, 120, 200, 320, T.blue700) +
      rect(230, 60, 100, 36, T.ink100, 10, ` stroke="${T.ink600}" stroke-width="3"`) +
      circle(280, 78, 9, T.red700) +
      `<path d="M280 96 L180 300 H380 Z" fill="${T.red300}" opacity="0.25"/>` +
      rect(420, 240, 70, 90, T.ink100, 8, ` stroke="${T.ink600}" stroke-width="3"`) +
      circle(455, 285, 24, T.green700) +
      stroke('M455 275 V295 M447 287 L455 295 L463 287', T.white, 4),
  ],
  'door-anatomy': [
    'The parts of an access-controlled door: the reader outside, the electric lock in the frame, the door contact, the exit button and the controller they wire to',
    () =>
      rect(0, 440, 600, 60, T.ink200) +
      doorway(150, 110, 180, 330, T.blue700) +
      readerUnit(350, 230, 0.28, { led: T.blue300 }) +
      rect(338, 260, 10, 40, T.ink800, 2) +
      rect(160, 98, 60, 10, T.green700, 3) +
      rect(100, 260, 36, 50, T.ink100, 6, ` stroke="${T.ink600}" stroke-width="2"`) +
      circle(118, 285, 10, T.green700) +
      controllerBox(440, 60, 1.5) +
      stroke(
        'M380 230 C420 200 440 160 460 135 M343 280 C400 280 480 220 490 135 M190 98 C200 40 400 40 450 60 M118 260 C118 180 300 20 470 60',
        T.ink600,
        3,
        ' stroke-dasharray="6 6"',
      ) +
      [
        [378, 236],
        [343, 280],
        [190, 103],
        [118, 285],
        [492, 98],
      ]
        .map(([x, y]) => circle(x, y, 13, T.white, ` stroke="${T.blue700}" stroke-width="4"`) + text(x - 4, y - 3, 8, T.blue700, 6))
        .join(''),
  ],
  'watch-wallet': [
    'A wallet badge on a watch, held to the reader, the ring turning green',
    () =>
      readerUnit(110, 60, 1.25, { led: T.green300 }) +
      rect(330, 40, 90, 420, T.ink600, 40) +
      rect(300, 150, 150, 180, T.ink900, 40) +
      rect(312, 162, 126, 156, T.blue700, 30) +
      rect(330, 180, 22, 22, T.white, 5) +
      avatar(375, 250, 26, 1) +
      text(340, 290, 70, T.white, 8) +
      rect(450, 200, 14, 40, T.ink600, 6) +
      each(3, (i) => stroke(`M${262 + i * 12} ${190 - i * 10} q${12 + i * 6} ${30 + i * 10} 0 ${60 + i * 20}`, T.green700, 5)),
  ],
  'chat-alert': [
    "A door-forced-open alert posted in the team's chat: the door, the time, the camera still and buttons to acknowledge or open the log",
    () =>
      shadow(40, 40, 520, 420, 14) +
      rect(40, 40, 520, 420, T.white, 14) +
      rect(40, 40, 120, 420, T.ink800, 14) +
      rect(146, 40, 14, 420, T.ink800) +
      each(6, (i) => text(56, 80 + i * 30, 60 + (i % 3) * 14, i === 2 ? T.white : T.ink300, 7)) +
      each(
        2,
        (i) =>
          avatar(196, 100 + i * 60, 16, i + 2) +
          text(222, 90 + i * 60, 80, T.ink800, 7) +
          text(222, 104 + i * 60, 200 + i * 40, T.ink300, 6),
      ) +
      rect(180, 210, 350, 220, T.white, 10, ` stroke="${T.ink200}" stroke-width="2"`) +
      rect(180, 210, 8, 220, T.red700, 4) +
      rect(204, 226, 28, 28, T.blue700, 6) +
      rect(211, 231, 14, 18, T.white, 2) +
      text(244, 232, 140, T.ink800, 9) +
      text(204, 270, 200, T.red700, 8) +
      rect(204, 290, 170, 100, T.ink800, 6) +
      rect(270, 300, 40, 90, T.blue700) +
      avatar(290, 350, 16, 4) +
      button(390, 300, 110, 26, T.red700) +
      button(390, 336, 110, 26, T.ink600) +
      text(204, 406, 120, T.ink300, 6),
  ],
  'screen-csv-import': [
    "Importing people from a spreadsheet: the file's columns matched to Threshold's fields, the rows checked, one with an error",
    (rand) =>
      browser(
        2,
        tile(145, 118, 420, 80) +
          rect(160, 132, 40, 50, T.green100, 6) +
          rect(170, 146, 20, 24, T.green700, 3) +
          text(214, 142, 120, T.ink800, 8) +
          text(214, 160, 80, T.ink300, 6) +
          each(4, (i) => rect(360 + i * 50, 150, 42, 18, T.blue100, 9)) +
          each(4, (c) => text(150 + c * 105, 214, 50, T.ink300, 6) + stroke(`M${175 + c * 105} 226 V236`, T.blue700, 3)) +
          rows(
            242,
            6,
            33,
            (i, y) =>
              each(4, (c) => text(150 + c * 105, y + 12, 40 + rand() * 50, i === 3 && c === 2 ? T.red700 : T.ink600, 7)) +
              (i === 3 ? rect(145, y, 420, 33, T.red100, 0, ' opacity="0.5"') : ''),
          ),
      ),
  ],
  'screen-call-forwarding': [
    'Intercom call forwarding: a call rings the front desk first, then the next person in the group, then the on-call phone',
    () =>
      browser(
        1,
        tile(145, 118, 130, 322) +
          `<g transform="translate(158 138) scale(0.34)">${intercomUnit(rect(190, 100, 220, 190, T.blue700, 10))}</g>` +
          each(
            3,
            (i) =>
              stroke(`M275 ${190 + i * 90} H330`, T.blue700, 4, i ? ' stroke-dasharray="8 6"' : '') +
              tile(330, 150 + i * 90, 235, 76) +
              avatar(365, 188 + i * 90, 22, i + 1) +
              text(398, 174 + i * 90, 90, T.ink800, 8) +
              text(398, 192 + i * 90, 60, T.ink300, 6) +
              chip(398, 204 + i * 90, i ? 'off' : 'ok', 70) +
              text(520, 184 + i * 90, 28, T.ink300, 8),
          ),
      ),
  ],
  'controller-offline-buffer': [
    'A controller keeping doors working while the internet is down: its store of events filling up, sent to the cloud when the link is back',
    () =>
      icon.cloud(380, 20, 170, T.blue300) +
      icon.cross(430, 80, 60, T.red700) +
      `<g transform="translate(20 150) scale(0.62)">${HARDWARE['controller-board'][1]()}</g>` +
      rect(370, 230, 190, 220, T.white, 12, ` stroke="${T.ink200}" stroke-width="2"`) +
      each(8, (i) => rect(386, 418 - i * 22, 158, 16, i < 6 ? T.blue700 : T.ink100, 4, ` opacity="${i < 6 ? 1 - i * 0.1 : 1}"`)) +
      stroke('M360 340 H330', T.ink300, 5),
  ],
  'screen-inductions': [
    "A worker's profile with safety inductions: the plant doors open only for the trainings they have passed, one expired in red",
    () =>
      browser(
        2,
        tile(145, 118, 420, 80) +
          avatar(185, 158, 26, 3) +
          text(224, 140, 120, T.ink800, 10) +
          text(224, 160, 90, T.ink300, 6) +
          chip(224, 174, 'info', 70) +
          each(
            4,
            (i) =>
              tile(145, 212 + i * 57, 420, 49) +
              rect(158, 222 + i * 57, 30, 30, [T.green100, T.green100, T.red100, T.green100][i], 6) +
              (i === 2 ? icon.cross(160, 224 + i * 57, 26, T.red700) : icon.check(160, 224 + i * 57, 26, T.green700)) +
              text(200, 228 + i * 57, 120, T.ink800, 7) +
              text(200, 242 + i * 57, 80, T.ink300, 5) +
              icon.door(400, 222 + i * 57, 30, i === 2 ? T.red700 : T.ink600) +
              chip(440, 228 + i * 57, i === 2 ? 'bad' : 'ok', 100),
          ),
      ),
  ],
  'vault-door': [
    "A bank's vault door with a keypad reader and the two-person rule: it opens only when two authorised staff badge within a minute",
    () =>
      rect(0, 0, 600, 500, T.ink100) +
      circle(250, 250, 190, T.ink300) +
      circle(250, 250, 160, T.ink200, ` stroke="${T.ink600}" stroke-width="8"`) +
      circle(250, 250, 50, T.ink600) +
      each(6, (i) => `<rect x="244" y="120" width="12" height="80" rx="6" fill="${T.ink600}" transform="rotate(${i * 60} 250 250)"/>`) +
      readerUnit(470, 140, 0.5, { keypad: true, led: T.green300 }) +
      avatar(470, 360, 26, 2) +
      avatar(540, 360, 26, 5) +
      circle(505, 420, 16, T.green700) +
      icon.check(493, 408, 24, T.white),
  ],
  'guest-kiosk': [
    'The lobby check-in kiosk: a guest scans the QR code from their invitation and the printer hands out a visitor badge',
    () =>
      rect(0, 440, 600, 60, T.ink200) +
      rect(230, 280, 40, 160, T.ink600) +
      rect(190, 430, 120, 14, T.ink600, 6) +
      rect(140, 60, 220, 230, T.ink800, 16) +
      rect(154, 74, 192, 202, T.white, 8) +
      rect(154, 74, 192, 36, T.blue700, 8) +
      rect(154, 100, 192, 10, T.blue700) +
      qr(205, 126, 90, 'kiosk') +
      button(184, 236, 132, 26) +
      rect(380, 330, 120, 110, T.ink600, 10) +
      rect(396, 300, 88, 48, T.white, 4, ` stroke="${T.ink300}"`) +
      avatar(420, 322, 14, 3) +
      text(440, 316, 36, T.ink800, 6) +
      text(440, 328, 28, T.ink300, 5),
  ],
  'district-lockdown': [
    "A school district's map in the dashboard after a lockdown: every school's pin red and locked, the time each locked in the list beside it",
    () =>
      browser(
        0,
        rect(145, 118, 270, 322, T.green100, 8) +
          stroke('M145 260 C220 240 300 300 415 270 M260 118 C250 220 300 330 280 440', T.white, 12) +
          [
            [190, 170],
            [330, 160],
            [230, 320],
            [360, 360],
            [200, 400],
            [370, 230],
          ]
            .map(([x, y]) => circle(x, y, 20, T.red700) + icon.lock(x - 12, y - 12, 24, T.white))
            .join('') +
          each(
            6,
            (i) =>
              rect(427, 118 + i * 54, 138, 46, T.white, 6, ` stroke="${T.ink100}"`) +
              text(437, 128 + i * 54, 70, T.ink800, 7) +
              chip(437, 142 + i * 54, 'bad', 60) +
              text(505, 147 + i * 54, 40, T.ink300, 6),
          ),
        { action: false },
      ),
  ],
  'city-sites-map': [
    "A city's public buildings on one map: the town hall, libraries and depots, each pinned with its doors' state",
    () =>
      rect(20, 40, 560, 420, T.ink100, 16) +
      `<path d="M20 300 C150 260 260 340 380 290 S560 240 580 260 V320 C520 300 450 340 380 350 S150 330 20 360 Z" fill="${T.blue300}" opacity="0.7"/>` +
      stroke('M60 120 H540 M60 200 H540 M120 60 V440 M260 60 V440 M420 60 V440', T.white, 10) +
      [
        [120, 120, 'ok'],
        [260, 200, 'ok'],
        [420, 120, 'warn'],
        [420, 400, 'ok'],
        [120, 400, 'ok'],
        [300, 420, 'ok'],
        [500, 200, 'ok'],
        [180, 160, 'bad'],
      ]
        .map(
          ([x, y, s]) =>
            `<path d="M${x - 16} ${y - 18} a16 16 0 0 1 32 0 c0 16 -16 30 -16 30 s-16 -14 -16 -30z" fill="${STATES[s][1]}"/>` +
            circle(x, y - 18, 6, T.white),
        )
        .join(''),
  ],
}

/** Every drawing, by name: [alt text, draw]. */
const DRAWINGS = { ...SCREENS, ...WEB, ...APP, ...HARDWARE, ...SYSTEM, ...EXTRA }

export const MOTIF_NAMES = Object.keys(DRAWINGS)
/** A default alt text for each drawing, saying what it shows. */
export const ALT = Object.fromEntries(Object.entries(DRAWINGS).map(([name, [alt]]) => [name, alt]))

const drawing = (name) => {
  if (!DRAWINGS[name]) throw new Error(`unknown motif ${name}`)
  return DRAWINGS[name][1](rng(name))
}

/** A cover: the drawing centred on a token-coloured background with two soft shapes placed from the seed. */
export function cover(motif, paletteName, seed, w = 1200, h = 675) {
  const p = background(paletteName)
  const rand = rng(seed)
  const scale = Math.min(w / 600, h / 500) * 0.88
  const x = (w - 600 * scale) / 2
  const y = (h - 500 * scale) / 2
  let back = rect(0, 0, w, h, p.bg)
  for (let i = 0; i < 2; i++) back += circle(rand() * w, rand() * h, h * (0.25 + rand() * 0.3), p.soft, ' opacity="0.45"')
  return svg(w, h, `${back}<g transform="translate(${n(x)} ${n(y)}) scale(${scale.toFixed(3)})">${drawing(motif)}</g>`, motif)
}

/** A product render: the drawing large, on a plinth with a soft shadow, for product pages and cards. */
export function productRender(motif, paletteName, w = 1200, h = 675) {
  const p = background(paletteName)
  const scale = (h / 500) * 0.8
  const x = (w - 600 * scale) / 2
  return svg(
    w,
    h,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.soft}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    <ellipse cx="${w / 2}" cy="${h * 0.92}" rx="${w * 0.3}" ry="${h * 0.04}" fill="${T.ink900}" opacity="0.16"/>
    <g transform="translate(${n(x)} ${n(h * 0.06)}) scale(${scale.toFixed(3)})">${drawing(motif)}</g>`,
    motif,
  )
}

/** A video poster: a cover with a play button, so the page shows the site's own image before consent. */
export function videoPoster(motif, paletteName, seed) {
  const inner = cover(motif, paletteName, seed).replace(/^<svg[^>]*>|<\/svg>$/g, '')
  return svg(
    1200,
    675,
    `${inner}<rect width="1200" height="675" fill="${T.ink900}" opacity="0.3"/><circle cx="600" cy="337" r="70" fill="${T.white}" opacity="0.94"/><path d="M578 300 L640 337 L578 374 Z" fill="${T.blue700}"/>`,
    motif,
  )
}

/** A drawn avatar: head, hair, shoulders; the options pick the look. */
export function portrait({ palette, skin, hair, style, glasses = false }) {
  const p = background(palette)
  const s = SKIN[skin]
  const hc = HAIR[hair]
  const hairShapes = {
    short: `<path d="M132 170 C130 100 270 90 268 170 C250 130 150 130 132 170 Z" fill="${hc}"/>`,
    long: `<path d="M122 175 C110 80 290 80 278 175 V300 H248 V190 C230 150 170 150 152 190 V300 H122 Z" fill="${hc}"/>`,
    bun: `<circle cx="200" cy="82" r="32" fill="${hc}"/><path d="M134 168 C132 105 268 105 266 168 C245 135 155 135 134 168 Z" fill="${hc}"/>`,
    curly: [0, 1, 2, 3, 4, 5, 6]
      .map((i) => `<circle cx="${135 + i * 22}" cy="${125 - Math.sin((i / 6) * Math.PI) * 28}" r="26" fill="${hc}"/>`)
      .join(''),
    none: '',
  }
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${p.bg}"/>
    <circle cx="200" cy="200" r="170" fill="${p.soft}"/>
    <path d="M70 400 C80 300 140 270 200 270 C260 270 320 300 330 400 Z" fill="${p.accent}"/>
    <rect x="178" y="230" width="44" height="50" fill="${s}"/>
    <ellipse cx="200" cy="180" rx="70" ry="82" fill="${s}"/>
    ${hairShapes[style]}
    <circle cx="175" cy="185" r="7" fill="#1b1b1b"/><circle cx="225" cy="185" r="7" fill="#1b1b1b"/>
    <path d="M180 222 q20 14 40 0" stroke="#1b1b1b" stroke-width="5" fill="none" stroke-linecap="round"/>
    ${glasses ? `<circle cx="175" cy="185" r="20" fill="none" stroke="#1b1b1b" stroke-width="5"/><circle cx="225" cy="185" r="20" fill="none" stroke="#1b1b1b" stroke-width="5"/><path d="M195 185 h10" stroke="#1b1b1b" stroke-width="5"/>` : ''}`,
    `portrait-${palette}-${skin}-${hair}-${style}${glasses ? '-glasses' : ''}`,
  )
}

/** The first art kit's colours, in the diagrams, mapped onto the design system's. */
const RECOLOUR = {
  '#f4efe6': T.ink100,
  '#3b4fb8': T.blue700,
  '#12213f': T.blue900,
  '#1fb6a6': T.green300,
  '#1f8a8a': T.green700,
  '#ff7a59': T.red700,
  '#5b6b82': T.ink600,
  '#dcebf8': T.blue100,
  '#ffc857': T.amber900,
  '#2e3a4d': T.ink800,
  '#eef2f7': T.ink100,
  '#8fd6c4': T.green300,
  '#d5f1e8': T.green100,
}
const draft = (w, h, body) => [w, h, body.replace(/#[0-9a-f]{6}/g, (hex) => RECOLOUR[hex] ?? hex)]
/** Diagrams for guides and articles: boxes and connectors, described by their alt text. */
const OLD_DIAGRAMS = {
  architecture: () =>
    draft(
      1200,
      675,
      `<rect width="1200" height="675" fill="#f4efe6"/>
      <path d="M480 150 a60 60 0 0 1 95 -60 a80 80 0 0 1 140 35 a50 50 0 0 1 0 100 H480 a40 40 0 0 1 0 -75z" fill="#3b4fb8"/>
      <path d="M600 225 V320" stroke="#12213f" stroke-width="6" stroke-dasharray="14 10"/>
      <rect x="500" y="320" width="200" height="110" rx="14" fill="#12213f"/>
      ${[0, 1, 2, 3].map((i) => `<circle cx="${540 + i * 40}" cy="400" r="9" fill="#1fb6a6"/>`).join('')}
      <path d="M500 375 H300 V480 M700 375 H900 V480 M600 430 V480" stroke="#12213f" stroke-width="6" fill="none"/>
      <rect x="240" y="480" width="120" height="140" rx="16" fill="#1f8a8a"/><circle cx="300" cy="530" r="24" fill="#f4efe6"/>
      <rect x="540" y="480" width="120" height="140" rx="8" fill="#ff7a59"/><rect x="560" y="540" width="80" height="24" rx="6" fill="#f4efe6"/>
      <rect x="840" y="480" width="120" height="140" rx="8" fill="#5b6b82"/><rect x="880" y="510" width="40" height="80" rx="4" fill="#f4efe6"/>
      <rect x="80" y="80" width="150" height="260" rx="24" fill="#12213f"/><rect x="95" y="110" width="120" height="190" rx="8" fill="#8fd6c4"/>
      <path d="M230 200 C330 200 380 160 470 160" stroke="#1f8a8a" stroke-width="6" fill="none" stroke-dasharray="10 10"/>`,
    ),
  wiring: () =>
    draft(
      1200,
      675,
      `<rect width="1200" height="675" fill="#dcebf8"/>
      <rect x="470" y="230" width="260" height="210" rx="16" fill="#12213f"/>
      ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${495 + i * 38}" y="250" width="26" height="30" rx="4" fill="#ffc857"/>`).join('')}
      <rect x="110" y="110" width="110" height="180" rx="26" fill="#3b4fb8"/><circle cx="165" cy="170" r="26" fill="#dcebf8"/>
      <rect x="110" y="400" width="150" height="90" rx="10" fill="#ff7a59"/>
      <rect x="960" y="110" width="130" height="90" rx="10" fill="#1f8a8a"/>
      <rect x="960" y="420" width="130" height="110" rx="10" fill="#5b6b82"/>
      <circle cx="600" cy="580" r="40" fill="#1fb6a6"/>
      <path d="M220 200 C350 200 380 265 495 265" stroke="#3b4fb8" stroke-width="8" fill="none"/>
      <path d="M260 445 C380 445 400 300 533 280" stroke="#ff7a59" stroke-width="8" fill="none"/>
      <path d="M960 155 C840 155 820 265 705 265" stroke="#1f8a8a" stroke-width="8" fill="none"/>
      <path d="M960 475 C840 475 800 300 667 280" stroke="#5b6b82" stroke-width="8" fill="none"/>
      <path d="M600 440 V540" stroke="#1fb6a6" stroke-width="8"/>`,
    ),
  offline: () =>
    draft(
      1200,
      675,
      `<rect width="1200" height="675" fill="#2e3a4d"/>
      <path d="M160 170 a60 60 0 0 1 95 -60 a80 80 0 0 1 140 35 a50 50 0 0 1 0 100 H160 a40 40 0 0 1 0 -75z" fill="#5b6b82"/>
      <path d="M300 250 L420 370" stroke="#ff7a59" stroke-width="10"/><path d="M330 380 L410 300" stroke="#ff7a59" stroke-width="10"/>
      <rect x="500" y="300" width="240" height="150" rx="16" fill="#eef2f7"/>
      <rect x="530" y="330" width="180" height="26" rx="6" fill="#8fd6c4"/><rect x="530" y="370" width="120" height="26" rx="6" fill="#8fd6c4"/><rect x="530" y="410" width="150" height="20" rx="6" fill="#8fd6c4"/>
      <path d="M740 375 H880" stroke="#8fd6c4" stroke-width="8"/>
      <rect x="880" y="260" width="120" height="230" rx="30" fill="#eef2f7"/><circle cx="940" cy="330" r="30" fill="#1fb6a6"/>
      <path d="M1020 300 q25 40 0 80 M1045 285 q40 55 0 110" stroke="#ffc857" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    ),
  timeline: () =>
    draft(
      1200,
      675,
      `<rect width="1200" height="675" fill="#d5f1e8"/>
      <path d="M120 340 H1080" stroke="#12213f" stroke-width="10" stroke-linecap="round"/>
      ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${180 + i * 210}" cy="340" r="34" fill="${['#1f8a8a', '#3b4fb8', '#ff7a59', '#ffc857', '#12213f'][i]}"/><rect x="${130 + i * 210}" y="${i % 2 ? 400 : 170}" width="100" height="${90 + (i % 3) * 20}" rx="12" fill="#fff"/>`).join('')}`,
    ),
}

export const DIAGRAMS = Object.fromEntries(
  Object.entries(OLD_DIAGRAMS).map(([name, make]) => [name, () => svg(...make(), `diagram-${name}`)]),
)

/** Brand colours of customers' logos: their own, not Threshold's. */
const LOGO_COLOURS = [
  ['#0b5d4b', '#f2b33d'],
  ['#7a1f3d', '#f5d0c5'],
  ['#1c3f94', '#5cc8ff'],
  ['#e4572e', '#29335c'],
  ['#2d6a4f', '#95d5b2'],
  ['#5a189a', '#ff9e00'],
  ['#00656f', '#ffd166'],
  ['#9a031e', '#0f4c5c'],
  ['#264653', '#e9c46a'],
  ['#3a0ca3', '#4cc9f0'],
]
/** Logo symbols, in a 160 box: each customer gets a different one. */
const LOGO_SHAPES = [
  (a, b) => `<circle cx="80" cy="80" r="66" fill="${a}"/><circle cx="80" cy="80" r="34" fill="${b}"/>`,
  (a, b) => `<rect x="16" y="16" width="128" height="128" rx="28" fill="${a}"/><path d="M44 116 L80 42 L116 116 Z" fill="${b}"/>`,
  (a, b) => `<path d="M80 10 L150 80 L80 150 L10 80 Z" fill="${a}"/><rect x="58" y="58" width="44" height="44" fill="${b}"/>`,
  (a, b) => `<circle cx="60" cy="80" r="48" fill="${a}"/><circle cx="100" cy="80" r="48" fill="${b}" opacity="0.85"/>`,
  (a, b) =>
    [0, 1, 2]
      .map((i) => `<rect x="${20 + i * 43}" y="${80 - i * 26}" width="32" height="${60 + i * 26}" rx="8" fill="${i === 2 ? b : a}"/>`)
      .join(''),
  (a, b) =>
    `<path d="M80 12 L139 46 V114 L80 148 L21 114 V46 Z" fill="${a}"/><path d="M80 50 L108 66 V98 L80 114 L52 98 V66 Z" fill="${b}"/>`,
  (a, b) => `<path d="M20 130 Q80 -20 140 130 Z" fill="${a}"/><circle cx="80" cy="104" r="18" fill="${b}"/>`,
  (a, b) =>
    `<rect x="20" y="20" width="56" height="56" rx="10" fill="${a}"/><rect x="84" y="20" width="56" height="56" rx="28" fill="${b}"/><rect x="20" y="84" width="56" height="56" rx="28" fill="${b}"/><rect x="84" y="84" width="56" height="56" rx="10" fill="${a}"/>`,
  (a, b) =>
    `<path d="M14 80 Q47 20 80 80 T146 80" stroke="${a}" stroke-width="22" fill="none" stroke-linecap="round"/><path d="M14 116 Q47 56 80 116 T146 116" stroke="${b}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  (a, b) =>
    `<path d="M80 8 L98 58 L150 60 L108 92 L124 144 L80 114 L36 144 L52 92 L10 60 L62 58 Z" fill="${a}"/><circle cx="80" cy="82" r="16" fill="${b}"/>`,
  (a, b) => `<path d="M30 140 V60 a50 50 0 0 1 100 0 V140 Z" fill="${a}"/><rect x="62" y="84" width="36" height="56" rx="18" fill="${b}"/>`,
  (a, b) =>
    `<circle cx="80" cy="80" r="66" fill="none" stroke="${a}" stroke-width="18"/><path d="M80 30 V130 M30 80 H130" stroke="${b}" stroke-width="18" stroke-linecap="round"/>`,
]
const hash = (text) => [...text].reduce((h, ch) => (Math.imul(h, 33) ^ ch.charCodeAt(0)) >>> 0, 5381)
/** The customers' logos: [symbol, colours] each, all different; another name gets one from its hash. */
const LOGOS = {
  'Northwind Properties': [5, 2],
  'Brightline Fitness': [9, 3],
  'City of Alder Falls': [10, 6],
  'Halcyon Health Labs': [11, 4],
  'Kestrel Manufacturing': [4, 8],
  'Larkspur Community Bank': [2, 0],
  'Riverbend Unified School District': [1, 5],
  'Vantage Labs': [7, 9],
  'Beacon Media Group': [8, 7],
}

/**
 * A customer's logo mark: a geometric symbol in the company's own colours, no lettering (the logo
 * wall prints the name beside it, in the site's font). A company has one logo wherever it appears.
 */
export function logoMark(name, _palette, size = 160) {
  const [shape, colours] = LOGOS[name] ?? [hash(name) % LOGO_SHAPES.length, hash(`${name}.colour`) % LOGO_COLOURS.length]
  const [a, b] = LOGO_COLOURS[colours]
  return svg(size, size, `<g transform="scale(${size / 160})">${LOGO_SHAPES[shape](a, b)}</g>`, `logo-${shape}`)
}
