/**
 * Recruiters paste the company's blurb ("About Threshold") into every offer in the applicant-tracking
 * service, where its figures go stale. The site drops that section from the provider's HTML (after
 * sanitizing, so its heading is an h3) and shows its own, made from the company facts document
 * (src/components/careers/AboutCompany.tsx).
 */
export function withoutCompanySection(html: string, brandName: string): string {
  const heading = new RegExp(
    String.raw`<h3>\s*About (?:us|${brandName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})\s*</h3>[\s\S]*?(?=<h[34]>|$)`,
    'i',
  )
  return html.replace(heading, '').trim()
}
