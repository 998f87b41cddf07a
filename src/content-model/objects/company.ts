import { defineObject } from '../define'

/** An office of the company, as the footer and the about page show it. */
export const office = defineObject({
  name: 'office',
  title: 'Office',
  type: 'object',
  preview: { title: 'city', subtitle: 'country' },
  fields: [
    { name: 'city', title: 'City', type: 'string', required: true },
    { name: 'country', title: 'Country', type: 'string', required: true },
    { name: 'addressLines', title: 'Address (one line each)', type: 'array', required: true, of: [{ type: 'string' }] },
    { name: 'headquarters', title: 'Headquarters', type: 'boolean' },
    { name: 'mapsUrl', title: 'On a map', type: 'url' },
  ],
} as const)

/** A certification or audit report, as the trust centre on /security shows it. */
export const certification = defineObject({
  name: 'certification',
  title: 'Certification',
  type: 'object',
  preview: { title: 'name', subtitle: 'expiresOn' },
  fields: [
    {
      name: 'name',
      title: 'Name',
      type: 'string',
      required: true,
      description: 'As customers know it: SOC 2 Type II, ISO/IEC 27001:2022.',
    },
    { name: 'issuer', title: 'Issued by', type: 'string', required: true, description: 'The auditor or certification body.' },
    { name: 'issuedOn', title: 'Issued on', type: 'date', required: true },
    {
      name: 'expiresOn',
      title: 'Expires on',
      type: 'date',
      required: true,
      rules: ['certificationNotExpired'],
      warnings: ['certificationExpiringSoon'],
    },
    {
      name: 'current',
      title: 'Shown as current',
      type: 'boolean',
      description: 'Untick while a lapsed certificate is being renewed: the trust centre then says so.',
    },
  ],
} as const)
