/** SPEC 2.16: the error page's title; every status but 404 reads 'An error occured' (spelled so). */
export function errorTitle(status: number): string {
  return status === 404 ? 'Page not found' : 'An error occured'
}
