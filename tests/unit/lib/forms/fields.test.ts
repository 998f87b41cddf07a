import { buildSchema, type FieldSpec, initialValues } from '../../../../src/lib/forms/fields'

const fields: FieldSpec[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 5, minLength: 2 },
  { name: 'email', label: 'Email', type: 'email', required: false, maxLength: 254 },
  { name: 'phone', label: 'Phone', type: 'tel', required: false, maxLength: 21 },
  { name: 'doors', label: 'Doors', type: 'integer', required: false, maxLength: 6, minValue: 1, maxValue: 500 },
  { name: 'size', label: 'Size', type: 'select', required: false, maxLength: 10, options: [{ label: 'Small', value: 's' }] },
]

async function errorsOf(kind: 'lead' | 'generic', values: Record<string, string>): Promise<Record<string, string[]>> {
  try {
    await buildSchema(fields, kind).validate(values, { abortEarly: false })
    return {}
  } catch (error) {
    const out: Record<string, string[]> = {}
    for (const inner of (error as { inner: { path: string; errors: string[] }[] }).inner) (out[inner.path] ??= []).push(...inner.errors)
    return out
  }
}

describe('buildSchema: SPEC 5.1 messages', () => {
  it("says 'This field is required' on lead forms and 'Required.' on generic forms", async () => {
    expect((await errorsOf('lead', { name: '' })).name).toEqual(['This field is required'])
    expect((await errorsOf('generic', { name: '   ' })).name).toEqual(['Required.'])
  })

  it("says 'Too long' past the maximum length and names the minimum length", async () => {
    expect((await errorsOf('lead', { name: 'abcdef' })).name).toEqual(['Too long'])
    expect((await errorsOf('lead', { name: 'a' })).name).toEqual(['Must be at least 2 characters long'])
  })

  it("says 'Please fill in an email' for a malformed address", async () => {
    expect((await errorsOf('lead', { name: 'Ann', email: 'ann@' })).email).toEqual(['Please fill in an email'])
  })

  it("says 'Must be a valid phone number' unless '+' then 6 to 20 digits (SPEC 9.4)", async () => {
    expect((await errorsOf('lead', { name: 'Ann', phone: '555-0142' })).phone).toEqual(['Must be a valid phone number'])
    expect(await errorsOf('lead', { name: 'Ann', phone: '+14155550142' })).toEqual({})
  })

  it('checks whole numbers and their bounds (integer, min_value, max_value)', async () => {
    expect((await errorsOf('lead', { name: 'Ann', doors: '2.5' })).doors).toEqual(['Please fill in a full number'])
    expect((await errorsOf('lead', { name: 'Ann', doors: 'ten' })).doors).toEqual(['Please fill in a full number'])
    expect((await errorsOf('lead', { name: 'Ann', doors: '0' })).doors).toEqual(['Must be at least 1'])
    expect((await errorsOf('lead', { name: 'Ann', doors: '501' })).doors).toEqual(['Maximum is 500'])
    expect((await errorsOf('lead', { name: 'Ann', doors: '0000001' })).doors).toEqual(['Too long'])
  })

  it('reads only digits, perhaps after a minus, as a whole number: never hexadecimal, exponents or spaced digits', async () => {
    for (const doors of ['0x10', '1e2', '1 0', '+5', '0b11', 'Infinity']) {
      expect((await errorsOf('lead', { name: 'Ann', doors })).doors).toEqual(['Please fill in a full number'])
    }
    expect(await errorsOf('lead', { name: 'Ann', doors: ' 16 ' })).toEqual({})
  })

  it('refuses text that cannot be stored, naming the field; a line break only in a single-line field', async () => {
    const multiline: FieldSpec[] = [{ name: 'message', label: 'Message', type: 'textarea', required: false, maxLength: 100 }]
    expect((await errorsOf('lead', { name: 'A\u0000n' })).name).toEqual([
      'Name contains the control character U+0000, which cannot be stored',
    ])
    expect((await errorsOf('lead', { name: 'A\ud800' })).name).toEqual(['Name contains an unpaired surrogate, which cannot be stored'])
    expect((await errorsOf('lead', { name: 'A\nn' })).name).toEqual(['Name contains the control character U+000A, which cannot be stored'])
    await expect(buildSchema(multiline, 'lead').validate({ message: 'one\ntwo' })).resolves.toEqual({ message: 'one\ntwo' })
    await expect(buildSchema(multiline, 'lead').validate({ message: 'one\u001b[2J' })).rejects.toThrow(
      'Message contains the control character U+001B',
    )
  })

  it('accepts only the options a select offers', async () => {
    expect((await errorsOf('lead', { name: 'Ann', size: 'xl' })).size).toEqual(['Please choose one of the options'])
    expect(await errorsOf('lead', { name: 'Ann', size: 's' })).toEqual({})
  })

  it("gives formik every field's initial value, empty", () => {
    expect(initialValues(fields)).toEqual({ name: '', email: '', phone: '', doors: '', size: '' })
  })
})
