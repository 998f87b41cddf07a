/**
 * A third-party script added by the site's code, only after consent (SPEC 4.6, 7.10;
 * docs/consent.md): the marketing-automation tracking script and HubSpot's forms script.
 * `<script id src async>` (and `defer` when asked) at the end of the body; nothing is added while
 * an element with the id is in the page, so each is added once per page load. Resolves when the
 * script has loaded (at once if it was there already), rejects when it fails to load; the caller
 * decides whether to remove it and try again.
 */
export function addThirdPartyScript(id: string, src: string, { defer = false }: { defer?: boolean } = {}): Promise<void> {
  if (document.getElementById(id)) return Promise.resolve()
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.id = id
    script.src = src
    script.async = true
    if (defer) script.defer = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`${src} failed to load`))
    document.body.appendChild(script)
  })
}
