import { storedTextMessage, storedTextProblem } from '../../../../src/lib/forms/stored-text'

describe('storedTextProblem: the text a lead may store, the same on lmdb and PostgreSQL (SPEC 7.7)', () => {
  it('accepts text of every script, emoji and the spaces people type', () => {
    for (const text of ['Ann', 'Zoë Ōtsuka', '李小龍', 'مرحبا', '🙂 door 🚪', 'a\u00a0b', 'zero\u200bwidth', '', '＝1+1']) {
      expect(storedTextProblem(text, false)).toBeUndefined()
    }
  })

  it('refuses U+0000, which PostgreSQL cannot store, in any field', () => {
    expect(storedTextProblem('a\u0000b', false)).toBe('the control character U+0000')
    expect(storedTextProblem('a\u0000b', true)).toBe('the control character U+0000')
  })

  it('refuses an unpaired surrogate, high or low, and keeps a pair', () => {
    expect(storedTextProblem('a\ud800b', false)).toBe('an unpaired surrogate')
    expect(storedTextProblem('a\udc00', false)).toBe('an unpaired surrogate')
    expect(storedTextProblem('end\ud83d', true)).toBe('an unpaired surrogate')
    expect(storedTextProblem('\ud83d\ude42', false)).toBeUndefined()
  })

  it('refuses the control characters that act on a terminal: ESC, BEL, DEL and the C1 CSI', () => {
    expect(storedTextProblem('\u001b[2J', true)).toBe('the control character U+001B')
    expect(storedTextProblem('ding\u0007', false)).toBe('the control character U+0007')
    expect(storedTextProblem('\u007f', false)).toBe('the control character U+007F')
    expect(storedTextProblem('\u009b31m', true)).toBe('the control character U+009B')
  })

  it('keeps line breaks and tabs in a multi-line field only', () => {
    expect(storedTextProblem('line one\r\nline two\tend', true)).toBeUndefined()
    expect(storedTextProblem('forged\nline', false)).toBe('the control character U+000A')
    expect(storedTextProblem('a\tb', false)).toBe('the control character U+0009')
  })

  it('names the field in its message', () => {
    expect(storedTextMessage('Name', 'the control character U+0000')).toBe(
      'Name contains the control character U+0000, which cannot be stored',
    )
  })
})
