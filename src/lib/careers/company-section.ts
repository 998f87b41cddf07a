/**
 * Recruiters paste the company's blurb ("About Threshold") into every offer in the applicant-tracking
 * service, where its figures go stale. The site drops that section from the provider's HTML (after
 * sanitizing: its heading an h2 to h4) up to the next heading, and shows its own, made from the
 * company facts document (src/components/careers/AboutCompany.tsx).
 */
export function withoutCompanySection(html: string, brandName: string): string {
  const heading = new RegExp(
    String.raw`<h([2-4])>\s*About (?:us|${brandName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})\s*</h\1>[\s\S]*?(?=<h[2-4]>|$)`,
    'i',
  )
  return html.replace(heading, '').trim()
}
