import { csvCell, jsonLine, startsFormula, terminalText } from '../../../../src/node/forms/operator-text'

describe('operator output (docs/security.md)', () => {
  it('shows every control character on the terminal as its escape: no cursor move, title, bell or new line', () => {
    expect(terminalText('a\u001b[2Jb')).toBe('a\\x1b[2Jb')
    expect(terminalText('\u001b]0;title\u0007')).toBe('\\x1b]0;title\\x07')
    expect(terminalText('one\ntwo\r\tthree')).toBe('one\\ntwo\\r\\tthree')
    expect(terminalText('\u009b31m\u007f\u2028')).toBe('\\x9b31m\\x7f\\u2028')
    expect(terminalText('lone \ud800 half')).toBe('lone \\ud800 half')
    expect(terminalText('Zoë 🙂 李')).toBe('Zoë 🙂 李')
  })

  it.each([
    ['=SUM(A1)'],
    ['+1 415'],
    ['-2+3'],
    ['@SUM(A1)'],
    [' =1+1'],
    ['\n=1+1'],
    ['\u00a0=1+1'],
    ['\u3000=1+1'],
    ['\u200b=1+1'],
    ['＝1+1'],
    ['﹦1+1'],
    ['＋1'],
    ['－1'],
    ['＠A1'],
    ['\u22121'],
    ['\tplain'],
    ['\rplain'],
  ])('reads %j as a formula a spreadsheet would run', (value) => {
    expect(startsFormula(value)).toBe(true)
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true)
  })

  it('leaves text that starts no formula as it is', () => {
    for (const value of ['plain', 'a=b', 'Zoë', '', '  spaced', '1-2']) expect(startsFormula(value)).toBe(false)
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('Hello, "doors"\nthanks')).toBe('"Hello, ""doors""\nthanks"')
  })

  it('keeps line breaks and tabs inside a CSV cell and shows every other control character as its escape', () => {
    expect(csvCell('a\u001b[2Jb')).toBe('a\\x1b[2Jb')
    expect(csvCell('line\r\nnext\tcol')).toBe('"line\r\nnext\tcol"')
  })

  it('writes NDJSON with DEL, C1 and the line separators escaped, and reads back the same', () => {
    const value = { text: 'a\u007fb\u009bc\u2028d\u001be' }
    const line = jsonLine(value)
    // eslint-disable-next-line no-control-regex -- no control character may be left
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/)
    expect(JSON.parse(line)).toEqual(value)
  })
})
