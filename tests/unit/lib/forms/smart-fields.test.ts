import { forms } from '../../../../src/lib/forms'
import { buildSchema } from '../../../../src/lib/forms/fields'
import {
  hutkFromCustomData,
  parseSmartFieldsMax,
  pendingSmartFields,
  smartFieldsAsSpecs,
  smartFieldsFromAnswer,
} from '../../../../src/lib/forms/smart-fields'

describe('smart fields (SPEC 3.8, 5.3, 7.8, 9.4)', () => {
  const fields = forms.quote.smartFields

  it('returns the first max (default 2) fields the visitor has not answered, in the SPEC shape', () => {
    const first = pendingSmartFields(fields, new Set())
    expect(first.map((f) => f.name)).toEqual(['industry', 'companySize'])
    expect(Object.keys(first[0] ?? {}).sort()).toEqual(['fieldType', 'label', 'name', 'options', 'placeholder', 'required'])
    expect(pendingSmartFields(fields, new Set(['industry'])).map((f) => f.name)).toEqual(['companySize', 'currentSystem'])
    expect(pendingSmartFields(fields, new Set(['industry']), 1).map((f) => f.name)).toEqual(['companySize'])
    expect(pendingSmartFields(fields, new Set(['industry', 'companySize', 'currentSystem']))).toEqual([])
  })

  it("reads 'max' as 0 to 20, the default 2 when absent", () => {
    expect(parseSmartFieldsMax(undefined)).toBe(2)
    expect(parseSmartFieldsMax('5')).toBe(5)
    expect(parseSmartFieldsMax('21')).toBeNull()
    expect(parseSmartFieldsMax('-1')).toBeNull()
    expect(parseSmartFieldsMax('two')).toBeNull()
  })

  it("reads the tracking cookie from 'hutk=…'", () => {
    expect(hutkFromCustomData('hutk=abc123')).toBe('abc123')
    expect(hutkFromCustomData('foo=1; hutk=a%3Db')).toBe('a=b')
    expect(hutkFromCustomData(undefined)).toBe('')
    expect(hutkFromCustomData('other=1')).toBe('')
  })

  it('tells a malformed tracking cookie (a broken percent-escape, a control character) from an absent one', () => {
    expect(hutkFromCustomData('hutk=%')).toBeNull()
    expect(hutkFromCustomData('hutk=%E0%A4%A')).toBeNull()
    expect(hutkFromCustomData('hutk=a%00b')).toBeNull()
    expect(hutkFromCustomData('hutk=%1B%5B2J')).toBeNull()
    expect(hutkFromCustomData('hutk=caf%C3%A9')).toBe('café')
  })

  it("makes shown required smart fields required with 'Required.' (SPEC 5.1, 5.3)", async () => {
    const schema = buildSchema(smartFieldsAsSpecs(fields, true), 'generic')
    await expect(schema.validate({}, { abortEarly: false })).rejects.toMatchObject({ errors: ['Required.', 'Required.'] })
    await expect(buildSchema(smartFieldsAsSpecs(fields), 'generic').validate({})).resolves.toEqual({})
  })
})

describe("the browser's smart fields (SPEC 3.8 mapping, 5.3, 7.8)", () => {
  const answer = [
    {
      fieldType: 'select',
      label: 'Industry',
      name: 'industry',
      options: [{ label: 'Fitness', value: 'fitness' }],
      placeholder: '',
      required: true,
    },
    { fieldType: 'number', label: 'Number of sites', name: 'sites', options: [], placeholder: 'e.g. 3', required: false },
    { fieldType: 'text', label: 'Third', name: 'third', options: [], placeholder: '', required: false },
  ]

  it("maps fieldType to type, keeps label, name and options, gives selects 'Select...', and shows the first max (default 2)", () => {
    const fields = smartFieldsFromAnswer(answer)
    expect(fields.map((f) => [f.name, f.type, f.label, f.placeholder, f.required])).toEqual([
      ['industry', 'select', 'Industry', 'Select...', true],
      ['sites', 'integer', 'Number of sites', 'e.g. 3', false],
    ])
    expect(fields[0]?.options).toEqual([{ label: 'Fitness', value: 'fitness' }])
    expect(smartFieldsFromAnswer(answer, 3)).toHaveLength(3)
    expect(smartFieldsFromAnswer(answer, 0)).toEqual([])
  })

  it("makes a required smart field say 'Required.' (SPEC 5.1, 5.3)", async () => {
    const schema = buildSchema(smartFieldsFromAnswer(answer), 'generic')
    await expect(schema.validate({}, { abortEarly: false })).rejects.toMatchObject({ errors: ['Required.'] })
  })

  it('skips what is not a field, and any answer that is not a list', () => {
    expect(smartFieldsFromAnswer([{ fieldType: 'script', name: 'x' }, { fieldType: 'text', name: '1bad' }, null])).toEqual([])
    expect(smartFieldsFromAnswer({ error: 'nope' })).toEqual([])
  })
})
