import { formatDate, formatNumber, truncate } from '../../../../src/lib/content/text'

describe('truncate (SPEC 9.10)', () => {
  it('returns text within the limit unchanged', () => {
    expect(truncate('Short text', 10)).toBe('Short text')
  })

  it("cuts to N characters, back to the last space, and adds '...'", () => {
    expect(truncate('Cloud access control for every door', 20)).toBe('Cloud access...')
  })

  it("adds nothing when the cut text ends in '.', '!' or '?'", () => {
    expect(truncate('It works. Every door, every site', 12)).toBe('It works.')
    expect(truncate('Really? Every door', 10)).toBe('Really?')
    expect(truncate('Yes! Every door', 8)).toBe('Yes!')
  })

  it('cuts inside a word when there is no space', () => {
    expect(truncate('Supercalifragilistic', 5)).toBe('Super...')
  })
})

describe('formatNumber (SPEC 9.10)', () => {
  it("groups thousands with ','", () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(1000)).toBe('1,000')
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatNumber(-1234)).toBe('-1,234')
  })

  it("optionally shows 2 decimals after '.'", () => {
    expect(formatNumber(1234.5, true)).toBe('1,234.50')
    expect(formatNumber(0.125, true)).toBe('0.13')
  })
})

describe('formatDate (SPEC 9.10)', () => {
  const date = new Date(Date.UTC(2026, 2, 5, 7, 4, 9))

  it('formats every token', () => {
    expect(formatDate(date, 'D DD M MM MMM MMMM YY YYYY')).toBe('5 05 3 03 Mar March 26 2026')
    expect(formatDate(date, 'H HH m mm s ss')).toBe('7 07 4 04 9 09')
  })

  it('keeps other characters and [bracketed] text', () => {
    expect(formatDate(date, 'MMMM D, YYYY [at] HH:mm')).toBe('March 5, 2026 at 07:04')
  })

  it('reads CMS dates as UTC days', () => {
    expect(formatDate('2026-10-02', 'DD/MM/YYYY')).toBe('02/10/2026')
  })

  it('refuses an invalid date', () => {
    expect(() => formatDate('not a date', 'YYYY')).toThrow('Invalid date')
  })
})
