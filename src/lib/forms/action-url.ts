import { site } from '../../config/site-config'

/**
 * The URL a form posts to (SPEC 7.7) or asks for its smart fields (SPEC 7.8):
 * `{formsHost}/{tenant}/forms/{route}/{formId}`. An empty forms host means the site's own
 * Gatsby Functions, `/api`; `FORMS_HOST` names an outside host with the same paths.
 */
export function formsUrl(options: { formsHost: string; formId: string; route?: 'submit' | 'smart-fields'; tenant?: string }): string {
  const host = options.formsHost ? options.formsHost.replace(/\/+$/, '') : '/api'
  const tenant = options.tenant ?? site.brand.slug
  const route = options.route ?? 'submit'
  return `${host}/${encodeURIComponent(tenant)}/forms/${route}/${encodeURIComponent(options.formId)}`
}
