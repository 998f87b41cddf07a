import {
  CLEAR_DAYS_IN_PAST,
  clearCookieAssignments,
  cookieAssignment,
  cookieDomains,
  parseCookies,
  readCookie,
} from '../../../../src/lib/consent/cookies'

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const DAY = 24 * 60 * 60 * 1000

describe('cookie helpers (SPEC 9.11)', () => {
  it('sets a cookie with its expiry given in days, for the whole site', () => {
    expect(cookieAssignment('threshold_do_not_track', 'accepted.1', 180, NOW)).toBe(
      `threshold_do_not_track=accepted.1; expires=${new Date(NOW + 180 * DAY).toUTCString()}; path=/; SameSite=Lax`,
    )
    expect(cookieAssignment('a', 'b c;d', 1, NOW, { domain: 'threshold.example', path: '/blog' })).toBe(
      `a=b%20c%3Bd; expires=${new Date(NOW + DAY).toUTCString()}; path=/blog; domain=threshold.example; SameSite=Lax`,
    )
  })

  it('reads every value of a cookie name, decoded, and nothing of other names', () => {
    const jar = 'hubspotutk=abc; threshold_do_not_track=accepted.2; x=a%20b; threshold_do_not_track=declined.1; flag'
    expect(readCookie(jar, 'threshold_do_not_track')).toEqual(['accepted.2', 'declined.1'])
    expect(readCookie(jar, 'x')).toEqual(['a b'])
    expect(readCookie(jar, 'threshold')).toEqual([])
    expect(readCookie('', 'x')).toEqual([])
    expect(parseCookies(jar).map(([n]) => n)).toEqual(['hubspotutk', 'threshold_do_not_track', 'x', 'threshold_do_not_track', 'flag'])
  })

  it('keeps a value that is not URI-encoded as it is', () => {
    expect(readCookie('bad=100%', 'bad')).toEqual(['100%'])
  })

  it('lists the domains a cookie may have been set on: the host and its parents, not the top level', () => {
    expect(cookieDomains('www.threshold.example')).toEqual(['www.threshold.example', 'threshold.example'])
    expect(cookieDomains('127.0.0.1')).toEqual([])
    expect(cookieDomains('localhost')).toEqual([])
    expect(cookieDomains('::1')).toEqual([])
  })

  it('clears every cookie but the exempted ones by expiring it 100 days in the past, on the host and each domain', () => {
    const jar = '__hstc=1; threshold_do_not_track=declined.9; hubspotutk=2; __hstc=3'
    const assignments = clearCookieAssignments(jar, ['threshold_do_not_track'], 'www.threshold.example', NOW)
    const past = new Date(NOW - CLEAR_DAYS_IN_PAST * DAY).toUTCString()
    expect(CLEAR_DAYS_IN_PAST).toBe(100)
    expect(assignments).toEqual([
      `__hstc=; expires=${past}; path=/; SameSite=Lax`,
      `__hstc=; expires=${past}; path=/; domain=www.threshold.example; SameSite=Lax`,
      `__hstc=; expires=${past}; path=/; domain=threshold.example; SameSite=Lax`,
      `hubspotutk=; expires=${past}; path=/; SameSite=Lax`,
      `hubspotutk=; expires=${past}; path=/; domain=www.threshold.example; SameSite=Lax`,
      `hubspotutk=; expires=${past}; path=/; domain=threshold.example; SameSite=Lax`,
    ])
    expect(assignments.join('\n')).not.toContain('threshold_do_not_track')
    expect(clearCookieAssignments(jar, [], '127.0.0.1', NOW)).toHaveLength(3)
  })
})
