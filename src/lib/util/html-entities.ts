const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/**
 * The text of HTML with its character references read: the named ones HTML escaping writes
 * (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&nbsp;`) and any numeric one (`&#39;`, `&#x2F;`).
 * Any other `&…;` is left as it is. For offer HTML's text (search records) and built pages' URLs.
 */
export function decodeEntities(html: string): string {
  return html.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED[name] ?? whole
  })
}
