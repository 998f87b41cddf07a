// Flat SVG artwork for the embedded dataset: covers, product renders, diagrams, drawn portraits,
// navigation cards and video posters. No text is drawn, so the PNGs do not depend on the fonts of
// the machine that renders them. Every function returns an SVG string; generate.mjs renders
// it with sharp.

export const PALETTES = {
  navy: { bg: '#12213f', fg: '#f4efe6', accent: '#1fb6a6', soft: '#24375f', warm: '#ffc857' },
  teal: { bg: '#1f8a8a', fg: '#f7fbfb', accent: '#ffc857', soft: '#2a9d9d', warm: '#12213f' },
  sand: { bg: '#f4efe6', fg: '#12213f', accent: '#ff7a59', soft: '#e6dccb', warm: '#1f8a8a' },
  sky: { bg: '#dcebf8', fg: '#12213f', accent: '#3b4fb8', soft: '#c3daf0', warm: '#ff7a59' },
  coral: { bg: '#ff7a59', fg: '#fff8f2', accent: '#12213f', soft: '#ff9677', warm: '#ffc857' },
  indigo: { bg: '#3b4fb8', fg: '#f4f6ff', accent: '#8fd6c4', soft: '#4a5fcc', warm: '#ffc857' },
  mint: { bg: '#d5f1e8', fg: '#12213f', accent: '#1f8a8a', soft: '#bfe8da', warm: '#ff7a59' },
  slate: { bg: '#2e3a4d', fg: '#eef2f7', accent: '#ff7a59', soft: '#3b495f', warm: '#8fd6c4' },
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

const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

/** Soft background shapes, placed from the seed so no two covers look alike. */
function backdrop(w, h, p, rand) {
  let out = `<rect width="${w}" height="${h}" fill="${p.bg}"/>`
  for (let i = 0; i < 4; i++) {
    const r = 60 + rand() * 220
    out += `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="${p.soft}" opacity="0.7"/>`
  }
  out += `<rect x="0" y="${h * 0.82}" width="${w}" height="${h * 0.18}" fill="${p.soft}"/>`
  return out
}

// Motifs: each draws in a 600x500 box whose origin is translated by the caller.
const MOTIFS = {
  door: (p) => `
    <rect x="150" y="40" width="240" height="420" rx="6" fill="${p.fg}"/>
    <rect x="170" y="60" width="200" height="400" rx="4" fill="${p.accent}"/>
    <circle cx="345" cy="270" r="12" fill="${p.fg}"/>
    <rect x="430" y="200" width="56" height="110" rx="14" fill="${p.fg}"/>
    <circle cx="458" cy="235" r="14" fill="${p.accent}"/>
    <rect x="444" y="275" width="28" height="6" rx="3" fill="${p.warm}"/>
    <path d="M505 215 q25 40 0 80 M525 200 q40 55 0 110" stroke="${p.warm}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  phone: (p) => `
    <rect x="170" y="30" width="220" height="440" rx="36" fill="${p.fg}"/>
    <rect x="186" y="70" width="188" height="360" rx="12" fill="${p.accent}"/>
    <circle cx="280" cy="220" r="62" fill="${p.fg}"/>
    <path d="M250 220 l22 24 l42 -48" stroke="${p.accent}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="220" y="320" width="120" height="16" rx="8" fill="${p.fg}" opacity="0.8"/>
    <rect x="240" y="350" width="80" height="12" rx="6" fill="${p.fg}" opacity="0.6"/>
    <path d="M410 200 q30 50 0 100 M440 180 q45 70 0 140 M470 160 q60 90 0 180" stroke="${p.warm}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  building: (p) => {
    let w = ''
    for (let r = 0; r < 6; r++)
      for (let c = 0; c < 4; c++)
        w += `<rect x="${126 + c * 46}" y="${70 + r * 52}" width="26" height="30" fill="${(r + c) % 3 ? p.soft : p.warm}"/>`
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 3; c++)
        w += `<rect x="${356 + c * 46}" y="${180 + r * 52}" width="26" height="30" fill="${(r * c) % 2 ? p.warm : p.soft}"/>`
    return `
    <rect x="100" y="40" width="210" height="420" fill="${p.fg}"/>
    <rect x="330" y="150" width="170" height="310" fill="${p.fg}" opacity="0.9"/>${w}
    <rect x="180" y="400" width="50" height="60" fill="${p.accent}"/>
    <circle cx="250" cy="425" r="8" fill="${p.warm}"/>`
  },
  shield: (p) => `
    <path d="M300 40 L470 100 V240 C470 350 390 420 300 460 C210 420 130 350 130 240 V100 Z" fill="${p.fg}"/>
    <path d="M300 80 L430 126 V240 C430 330 370 388 300 420 Z" fill="${p.accent}" opacity="0.5"/>
    <path d="M230 250 l50 50 l95 -110" stroke="${p.accent}" stroke-width="26" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  lock: (p) => `
    <path d="M210 230 V160 a90 90 0 0 1 180 0 V230" stroke="${p.fg}" stroke-width="34" fill="none"/>
    <rect x="160" y="220" width="280" height="230" rx="28" fill="${p.fg}"/>
    <circle cx="300" cy="315" r="30" fill="${p.accent}"/>
    <rect x="288" y="330" width="24" height="60" rx="10" fill="${p.accent}"/>`,
  globe: (p) => `
    <circle cx="300" cy="250" r="190" fill="${p.fg}"/>
    <ellipse cx="300" cy="250" rx="80" ry="190" fill="none" stroke="${p.soft}" stroke-width="8"/>
    <path d="M110 250 H490 M135 160 H465 M135 340 H465" stroke="${p.soft}" stroke-width="8"/>
    <path d="M205 120 a30 30 0 0 1 60 0 c0 30 -30 55 -30 55 s-30 -25 -30 -55z" fill="${p.accent}"/>
    <path d="M360 230 a30 30 0 0 1 60 0 c0 30 -30 55 -30 55 s-30 -25 -30 -55z" fill="${p.warm}"/>
    <path d="M240 300 a30 30 0 0 1 60 0 c0 30 -30 55 -30 55 s-30 -25 -30 -55z" fill="${p.accent}"/>`,
  elevator: (p) => `
    <rect x="120" y="40" width="300" height="420" fill="${p.fg}"/>
    <rect x="140" y="80" width="125" height="380" fill="${p.accent}"/>
    <rect x="275" y="80" width="125" height="380" fill="${p.accent}" opacity="0.8"/>
    <path d="M245 60 l25 -14 l25 14 z" fill="${p.warm}"/>
    <rect x="450" y="170" width="70" height="170" rx="10" fill="${p.fg}"/>
    <circle cx="485" cy="210" r="14" fill="${p.warm}"/><circle cx="485" cy="255" r="14" fill="${p.soft}"/><circle cx="485" cy="300" r="14" fill="${p.soft}"/>`,
  chart: (p) => `
    <rect x="90" y="50" width="420" height="400" rx="18" fill="${p.fg}"/>
    <rect x="140" y="300" width="50" height="110" fill="${p.accent}"/>
    <rect x="220" y="240" width="50" height="170" fill="${p.accent}"/>
    <rect x="300" y="190" width="50" height="220" fill="${p.accent}"/>
    <rect x="380" y="120" width="50" height="290" fill="${p.warm}"/>
    <path d="M140 250 L245 190 L325 150 L420 90" stroke="${p.bg}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  badge: (p) => `
    <path d="M300 20 L250 150 M300 20 L350 150" stroke="${p.accent}" stroke-width="12"/>
    <rect x="180" y="140" width="240" height="320" rx="22" fill="${p.fg}"/>
    <rect x="260" y="160" width="80" height="14" rx="7" fill="${p.soft}"/>
    <circle cx="300" cy="260" r="55" fill="${p.accent}"/>
    <circle cx="300" cy="245" r="22" fill="${p.fg}"/>
    <path d="M262 298 a40 34 0 0 1 76 0" fill="${p.fg}"/>
    <rect x="225" y="345" width="150" height="16" rx="8" fill="${p.soft}"/>
    <rect x="245" y="378" width="110" height="12" rx="6" fill="${p.soft}"/>
    <rect x="230" y="410" width="140" height="20" rx="4" fill="${p.warm}"/>`,
  camera: (p) => `
    <rect x="90" y="80" width="40" height="140" fill="${p.fg}"/>
    <path d="M130 140 L200 140 L200 120" stroke="${p.fg}" stroke-width="18" fill="none"/>
    <rect x="180" y="70" width="260" height="110" rx="30" fill="${p.fg}" transform="rotate(12 310 125)"/>
    <circle cx="420" cy="170" r="34" fill="${p.accent}"/>
    <circle cx="420" cy="170" r="14" fill="${p.bg}"/>
    <path d="M440 200 L580 460 L260 460 Z" fill="${p.warm}" opacity="0.35"/>`,
  dashboard: (p) => `
    <rect x="40" y="50" width="520" height="380" rx="16" fill="${p.fg}"/>
    <rect x="40" y="50" width="520" height="36" rx="16" fill="${p.soft}"/>
    <circle cx="68" cy="68" r="7" fill="${p.accent}"/><circle cx="92" cy="68" r="7" fill="${p.warm}"/>
    <rect x="60" y="106" width="100" height="304" rx="8" fill="${p.soft}"/>
    <rect x="180" y="106" width="170" height="90" rx="8" fill="${p.accent}"/>
    <rect x="365" y="106" width="175" height="90" rx="8" fill="${p.warm}"/>
    <rect x="180" y="212" width="360" height="198" rx="8" fill="${p.soft}"/>
    <path d="M200 240 H520 V390 H200 Z M330 240 V320 H200 M420 240 V390" stroke="${p.fg}" stroke-width="6" fill="none"/>
    <circle cx="330" cy="290" r="9" fill="${p.accent}"/><circle cx="420" cy="350" r="9" fill="${p.accent}"/><circle cx="260" cy="320" r="9" fill="${p.warm}"/>`,
  intercom: (p) => `
    <rect x="200" y="30" width="200" height="440" rx="30" fill="${p.fg}"/>
    <rect x="222" y="56" width="156" height="120" rx="14" fill="${p.bg}"/>
    <circle cx="300" cy="116" r="34" fill="${p.soft}"/><circle cx="300" cy="116" r="16" fill="${p.accent}"/>
    <circle cx="300" cy="250" r="46" fill="${p.accent}"/>
    <path d="M282 250 h36 M300 232 v36" stroke="${p.fg}" stroke-width="8" stroke-linecap="round"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="250" y="${330 + i * 22}" width="100" height="8" rx="4" fill="${p.soft}"/>`).join('')}`,
  controller: (p) => `
    <rect x="80" y="80" width="440" height="330" rx="18" fill="${p.fg}"/>
    <rect x="110" y="110" width="380" height="60" rx="8" fill="${p.soft}"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${125 + i * 45}" y="122" width="30" height="36" rx="4" fill="${i % 2 ? p.accent : p.warm}"/>`).join('')}
    <rect x="110" y="200" width="220" height="170" rx="8" fill="${p.accent}" opacity="0.85"/>
    <circle cx="380" cy="230" r="12" fill="${p.accent}"/><circle cx="420" cy="230" r="12" fill="${p.warm}"/><circle cx="460" cy="230" r="12" fill="${p.soft}"/>
    <path d="M140 410 V470 M200 410 V490 M260 410 V465 M320 410 V485" stroke="${p.warm}" stroke-width="10" stroke-linecap="round"/>`,
  reader: (p) => `
    <rect x="220" y="30" width="160" height="440" rx="40" fill="${p.fg}"/>
    <circle cx="300" cy="170" r="62" fill="none" stroke="${p.accent}" stroke-width="14"/>
    <circle cx="300" cy="170" r="22" fill="${p.accent}"/>
    <rect x="262" y="300" width="76" height="10" rx="5" fill="${p.warm}"/>
    ${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<circle cx="${270 + c * 30}" cy="${350 + r * 30}" r="8" fill="${p.soft}"/>`).join('')).join('')}`,
  clock: (p) => `
    <circle cx="300" cy="250" r="190" fill="${p.fg}"/>
    <circle cx="300" cy="250" r="160" fill="none" stroke="${p.soft}" stroke-width="10"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="295" y="100" width="10" height="26" fill="${p.accent}" transform="rotate(${i * 30} 300 250)"/>`).join('')}
    <path d="M300 250 V150 M300 250 L380 290" stroke="${p.bg}" stroke-width="14" stroke-linecap="round"/>
    <circle cx="300" cy="250" r="14" fill="${p.warm}"/>`,
  visitor: (p) => `
    <circle cx="190" cy="150" r="56" fill="${p.fg}"/>
    <path d="M100 440 V330 a90 90 0 0 1 180 0 V440 Z" fill="${p.fg}"/>
    <rect x="330" y="140" width="200" height="200" rx="14" fill="${p.fg}"/>
    ${[
      [350, 160],
      [470, 160],
      [350, 280],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x}" y="${y}" width="40" height="40" fill="${p.bg}"/><rect x="${x + 12}" y="${y + 12}" width="16" height="16" fill="${p.fg}"/>`,
      )
      .join('')}
    ${[
      [420, 190],
      [440, 240],
      [480, 270],
      [410, 300],
      [460, 310],
      [500, 230],
    ]
      .map(([x, y]) => `<rect x="${x}" y="${y}" width="18" height="18" fill="${p.bg}"/>`)
      .join('')}
    <rect x="160" y="340" width="60" height="40" rx="6" fill="${p.accent}"/>`,
  cloud: (p) => `
    <path d="M180 200 a70 70 0 0 1 110 -70 a90 90 0 0 1 160 40 a60 60 0 0 1 0 120 H180 a45 45 0 0 1 0 -90z" fill="${p.fg}"/>
    <path d="M220 290 V380 M320 290 V410 M420 290 V380" stroke="${p.accent}" stroke-width="8" stroke-dasharray="14 10"/>
    <rect x="180" y="380" width="80" height="70" rx="10" fill="${p.accent}"/>
    <rect x="280" y="410" width="80" height="60" rx="10" fill="${p.warm}"/>
    <rect x="380" y="380" width="80" height="70" rx="10" fill="${p.accent}"/>`,
  document: (p) => `
    <path d="M150 40 H380 L450 110 V460 H150 Z" fill="${p.fg}"/>
    <path d="M380 40 V110 H450" fill="${p.soft}"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="190" y="${150 + i * 60}" width="26" height="26" rx="5" fill="${p.accent}"/><rect x="232" y="${156 + i * 60}" width="${170 - i * 20}" height="14" rx="7" fill="${p.soft}"/>`).join('')}
    <circle cx="420" cy="410" r="62" fill="${p.warm}"/>
    <path d="M392 410 l20 20 l36 -40" stroke="${p.fg}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  academy: (p) => `
    <path d="M100 380 L300 320 L500 380 L500 460 L300 420 L100 460 Z" fill="${p.fg}"/>
    <path d="M300 320 V420" stroke="${p.soft}" stroke-width="8"/>
    <path d="M120 170 L300 100 L480 170 L300 240 Z" fill="${p.accent}"/>
    <path d="M190 200 V270 C250 310 350 310 410 270 V200 L300 240 Z" fill="${p.accent}" opacity="0.85"/>
    <path d="M470 175 V260" stroke="${p.warm}" stroke-width="8"/><circle cx="470" cy="268" r="14" fill="${p.warm}"/>`,
  lockdown: (p) => `
    <path d="M300 40 a110 110 0 0 1 110 110 V270 L450 330 H150 L190 270 V150 a110 110 0 0 1 110 -110z" fill="${p.accent}"/>
    <circle cx="300" cy="360" r="30" fill="${p.accent}"/>
    <path d="M110 120 q-40 80 0 160 M490 120 q40 80 0 160" stroke="${p.warm}" stroke-width="12" fill="none" stroke-linecap="round"/>
    <rect x="240" y="400" width="120" height="70" rx="12" fill="${p.fg}"/>
    <path d="M265 400 V380 a35 35 0 0 1 70 0 V400" stroke="${p.fg}" stroke-width="12" fill="none"/>`,
  wallet: (p) => `
    <rect x="150" y="40" width="230" height="420" rx="36" fill="${p.fg}"/>
    <rect x="175" y="90" width="180" height="110" rx="12" fill="${p.accent}"/>
    <rect x="175" y="130" width="180" height="110" rx="12" fill="${p.warm}"/>
    <rect x="175" y="170" width="180" height="110" rx="12" fill="${p.bg}"/>
    <circle cx="210" cy="205" r="16" fill="${p.fg}"/><rect x="240" y="198" width="90" height="12" rx="6" fill="${p.fg}"/>
    <path d="M420 190 q30 60 0 120 M450 170 q48 80 0 160" stroke="${p.accent}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  handshake: (p) => `
    <path d="M60 240 L200 180 L300 230 L400 180 L540 240 L540 320 L420 320 L300 400 L180 320 L60 320 Z" fill="${p.fg}"/>
    <path d="M200 260 L300 340 L400 260" stroke="${p.accent}" stroke-width="16" fill="none" stroke-linecap="round"/>
    <circle cx="300" cy="140" r="46" fill="${p.warm}"/>`,
  gym: (p) => `
    <rect x="90" y="230" width="420" height="40" rx="12" fill="${p.fg}"/>
    <rect x="110" y="160" width="50" height="180" rx="12" fill="${p.accent}"/><rect x="170" y="185" width="36" height="130" rx="10" fill="${p.accent}"/>
    <rect x="440" y="160" width="50" height="180" rx="12" fill="${p.accent}"/><rect x="394" y="185" width="36" height="130" rx="10" fill="${p.accent}"/>
    <rect x="250" y="380" width="100" height="80" rx="14" fill="${p.warm}"/>`,
  hospital: (p) => `
    <rect x="130" y="90" width="340" height="370" fill="${p.fg}"/>
    <rect x="260" y="130" width="80" height="200" fill="${p.accent}"/><rect x="200" y="190" width="200" height="80" fill="${p.accent}"/>
    <rect x="250" y="370" width="100" height="90" fill="${p.soft}"/>`,
  factory: (p) => `
    <path d="M60 460 V260 L180 200 V260 L300 200 V260 L420 200 V130 H500 V460 Z" fill="${p.fg}"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${100 + i * 90}" y="320" width="50" height="50" fill="${i % 2 ? p.accent : p.warm}"/>`).join('')}
    <circle cx="470" cy="90" r="26" fill="${p.soft}"/><circle cx="500" cy="50" r="18" fill="${p.soft}"/>`,
  bank: (p) => `
    <path d="M300 50 L520 150 H80 Z" fill="${p.fg}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${115 + i * 80}" y="170" width="42" height="220" fill="${p.fg}"/>`).join('')}
    <rect x="80" y="400" width="440" height="50" fill="${p.accent}"/>
    <circle cx="300" cy="115" r="18" fill="${p.warm}"/>`,
  school: (p) => `
    <path d="M300 60 L500 190 H100 Z" fill="${p.accent}"/>
    <rect x="120" y="190" width="360" height="270" fill="${p.fg}"/>
    <rect x="265" y="350" width="70" height="110" fill="${p.warm}"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${150 + i * 85 - (i > 1 ? -30 : 0)}" y="230" width="50" height="60" fill="${p.soft}"/>`).join('')}
    <circle cx="300" cy="140" r="24" fill="${p.fg}"/>`,
  media: (p) => `
    <rect x="90" y="90" width="420" height="280" rx="18" fill="${p.fg}"/>
    <path d="M260 170 L370 230 L260 290 Z" fill="${p.accent}"/>
    <rect x="200" y="400" width="200" height="20" rx="10" fill="${p.warm}"/>
    <path d="M240 90 L200 40 M360 90 L400 40" stroke="${p.fg}" stroke-width="10" stroke-linecap="round"/>`,
  chip: (p) => `
    <rect x="170" y="120" width="260" height="260" rx="24" fill="${p.fg}"/>
    <rect x="230" y="180" width="140" height="140" rx="10" fill="${p.accent}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<path d="M${200 + i * 50} 120 V70 M${200 + i * 50} 380 V430 M170 ${150 + i * 50} H120 M430 ${150 + i * 50} H480" stroke="${p.warm}" stroke-width="10" stroke-linecap="round"/>`).join('')}`,
  city: (p) => `
    ${[
      [60, 200, 90],
      [160, 120, 100],
      [270, 240, 80],
      [360, 80, 110],
      [480, 180, 80],
    ]
      .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${460 - y}" fill="${p.fg}"/>`)
      .join('')}
    ${[
      [90, 240],
      [190, 160],
      [200, 220],
      [390, 130],
      [420, 200],
      [400, 280],
      [500, 230],
    ]
      .map(([x, y]) => `<rect x="${x}" y="${y}" width="22" height="26" fill="${p.warm}"/>`)
      .join('')}
    <path d="M60 460 H560" stroke="${p.accent}" stroke-width="10"/>`,
  map: (p) => `
    <path d="M80 120 L230 70 L370 120 L520 70 V400 L370 450 L230 400 L80 450 Z" fill="${p.fg}"/>
    <path d="M230 70 V400 M370 120 V450" stroke="${p.soft}" stroke-width="6"/>
    <path d="M150 300 C220 200 300 330 420 210" stroke="${p.accent}" stroke-width="10" fill="none" stroke-dasharray="18 12"/>
    <path d="M395 160 a30 30 0 0 1 60 0 c0 30 -30 55 -30 55 s-30 -25 -30 -55z" fill="${p.warm}"/>`,
  plug: (p) => `
    <rect x="110" y="190" width="150" height="120" rx="24" fill="${p.fg}"/>
    <rect x="340" y="190" width="150" height="120" rx="24" fill="${p.accent}"/>
    <path d="M260 225 H300 M260 275 H300" stroke="${p.fg}" stroke-width="16" stroke-linecap="round"/>
    <path d="M40 250 H110 M490 250 H560" stroke="${p.warm}" stroke-width="14" stroke-linecap="round"/>`,
}

export const MOTIF_NAMES = Object.keys(MOTIFS)

/** A 16:9 (or any size) cover: a seeded backdrop and one motif, centred. */
export function cover(motif, paletteName, seed, w = 1200, h = 675) {
  const p = PALETTES[paletteName]
  const rand = rng(seed)
  const scale = Math.min(w / 600, h / 500) * 0.86
  const x = (w - 600 * scale) / 2
  const y = (h - 500 * scale) / 2 + h * 0.02
  if (!MOTIFS[motif]) throw new Error(`unknown motif ${motif}`)
  return svg(
    w,
    h,
    `${backdrop(w, h, p, rand)}<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})">${MOTIFS[motif](p)}</g>`,
  )
}

/** A product render: the motif large, on a plinth with a soft shadow, for product pages. */
export function productRender(motif, paletteName, w = 1200, h = 675) {
  const p = PALETTES[paletteName]
  const scale = (h / 500) * 0.78
  const x = (w - 600 * scale) / 2
  return svg(
    w,
    h,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.soft}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    <ellipse cx="${w / 2}" cy="${h * 0.9}" rx="${w * 0.28}" ry="${h * 0.05}" fill="#000" opacity="0.18"/>
    <g transform="translate(${x.toFixed(1)} ${(h * 0.06).toFixed(1)}) scale(${scale.toFixed(3)})">${MOTIFS[motif](p)}</g>`,
  )
}

/** A video poster: a cover with a play button, so the page shows the site's own image before consent. */
export function videoPoster(motif, paletteName, seed) {
  const inner = cover(motif, paletteName, seed).replace(/^<svg[^>]*>|<\/svg>$/g, '')
  return svg(
    1200,
    675,
    `${inner}<rect width="1200" height="675" fill="#000" opacity="0.25"/><circle cx="600" cy="337" r="70" fill="#fff" opacity="0.92"/><path d="M578 300 L640 337 L578 374 Z" fill="#12213f"/>`,
  )
}

const SKIN = ['#f1c7a5', '#d9a07a', '#a8704f', '#7a4b33', '#e8b48f', '#5c3a28']
const HAIR = ['#2b1d14', '#5a3a22', '#b5651d', '#e2c37a', '#777777', '#141414']

/** A drawn avatar: head, hair, shoulders; the options pick the look. */
export function portrait({ palette, skin, hair, style, glasses = false }) {
  const p = PALETTES[palette]
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
  )
}

/** Diagrams for guides and articles: boxes and connectors, described by their alt text. */
export const DIAGRAMS = {
  architecture: () =>
    svg(
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
    svg(
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
    svg(
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
    svg(
      1200,
      675,
      `<rect width="1200" height="675" fill="#d5f1e8"/>
      <path d="M120 340 H1080" stroke="#12213f" stroke-width="10" stroke-linecap="round"/>
      ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${180 + i * 210}" cy="340" r="34" fill="${['#1f8a8a', '#3b4fb8', '#ff7a59', '#ffc857', '#12213f'][i]}"/><rect x="${130 + i * 210}" y="${i % 2 ? 400 : 170}" width="100" height="${90 + (i % 3) * 20}" rx="12" fill="#fff"/>`).join('')}`,
    ),
}

/**
 * A customer's logo mark: a seeded geometric symbol in the company's colours, no lettering (the
 * logo wall prints the name beside it, in the site's font).
 */
export function logoMark(seed, paletteName, size = 160) {
  const p = PALETTES[paletteName]
  const rand = rng(seed)
  const c = size / 2
  const shapes = [
    () =>
      `<circle cx="${c}" cy="${c}" r="${size * 0.42}" fill="${p.bg}"/><circle cx="${c}" cy="${c}" r="${size * 0.22}" fill="${p.accent}"/>`,
    () =>
      `<rect x="${size * 0.1}" y="${size * 0.1}" width="${size * 0.8}" height="${size * 0.8}" rx="${size * 0.18}" fill="${p.bg}"/><path d="M${size * 0.28} ${size * 0.72} L${c} ${size * 0.26} L${size * 0.72} ${size * 0.72} Z" fill="${p.accent}"/>`,
    () =>
      `<path d="M${c} ${size * 0.06} L${size * 0.94} ${c} L${c} ${size * 0.94} L${size * 0.06} ${c} Z" fill="${p.bg}"/><rect x="${size * 0.36}" y="${size * 0.36}" width="${size * 0.28}" height="${size * 0.28}" fill="${p.accent}"/>`,
    () =>
      `<circle cx="${size * 0.38}" cy="${c}" r="${size * 0.3}" fill="${p.bg}"/><circle cx="${size * 0.62}" cy="${c}" r="${size * 0.3}" fill="${p.accent}" opacity="0.85"/>`,
    () =>
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${size * (0.12 + i * 0.27)}" y="${size * (0.5 - i * 0.16)}" width="${size * 0.2}" height="${size * (0.38 + i * 0.16)}" rx="${size * 0.05}" fill="${i === 2 ? p.accent : p.bg}"/>`,
        )
        .join(''),
  ]
  const pick = shapes[Math.floor(rand() * shapes.length)]
  return svg(size, size, pick())
}
