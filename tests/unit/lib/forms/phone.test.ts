import { isValidPhone } from '../../../../src/lib/forms/phone'

describe('isValidPhone (SPEC 5.1, 9.4)', () => {
  it("accepts an optional '+' followed by 6 to 20 digits", () => {
    expect(isValidPhone('123456')).toBe(true)
    expect(isValidPhone('+14155550142')).toBe(true)
    expect(isValidPhone(`+${'9'.repeat(20)}`)).toBe(true)
  })

  it('refuses fewer than 6 or more than 20 digits, spaces, dashes and a "+" elsewhere', () => {
    expect(isValidPhone('12345')).toBe(false)
    expect(isValidPhone('9'.repeat(21))).toBe(false)
    expect(isValidPhone('+1 415 555 0142')).toBe(false)
    expect(isValidPhone('415-555-0142')).toBe(false)
    expect(isValidPhone('1415+5550142')).toBe(false)
    expect(isValidPhone('++14155550142')).toBe(false)
  })
})
