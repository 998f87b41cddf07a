/** A built page's <title> and first <h1> text, as the server sends them (before any script runs). */
export function builtHeadings(html: string): { title: string; h1: string } {
  const text = (inner: string | undefined) => (inner ?? '').replace(/<[^>]+>/g, '').trim()
  return {
    title: text(/<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1]),
    h1: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]),
  }
}
