/**
 * JSON to write inside an inline `<script>` element, a JSON-LD block or data embedded in an inline
 * script: '<' is escaped (`\u003c`, the same string to JSON and to JavaScript) so text such as
 * `</script>` (a job offer's description comes from the provider, a campaign name from the CMS)
 * cannot end the script element early.
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
