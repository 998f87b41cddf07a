import React from 'react'
import { createRoot } from 'react-dom/client'
import type { IslandModule } from '../../islands/island-module'
import LeadForm, { type LeadFormProps } from './LeadForm'

/**
 * The lead form's island (LeadFormSection): its code arrives on the visitor's first move in the
 * build's form, which may already hold what they typed and the focus. The form is rendered over
 * the build's markup with those values (`arrived`), and the focus is given back.
 */
export const mount: IslandModule['mount'] = (root, props) => {
  const form = root.querySelector('form')
  const values: Record<string, string> = {}
  if (form) new FormData(form).forEach((value, name) => typeof value === 'string' && (values[name] = value))
  const focus = document.activeElement && root.contains(document.activeElement) ? document.activeElement.id : ''
  const rendered = createRoot(root)
  rendered.render(<LeadForm {...(props as LeadFormProps)} arrived={{ values, submit: false }} />)
  if (focus) requestAnimationFrame(() => document.getElementById(focus)?.focus())
  return () => rendered.unmount()
}
