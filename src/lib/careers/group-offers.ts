/** SPEC 2.9: the listing, grouped by department when configured so. */
interface OfferGroup<T> {
  /** null when the listing is not grouped. */
  department: string | null
  offers: T[]
}

const byText = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' })

/** Departments in alphabetical order, offers by title within each; one untitled group otherwise. */
export function groupOffers<T extends { department: string; title: string }>(offers: readonly T[], byDepartment: boolean): OfferGroup<T>[] {
  const sorted = [...offers].sort((a, b) => byText(a.title, b.title))
  if (!byDepartment) return sorted.length ? [{ department: null, offers: sorted }] : []
  const groups = new Map<string, T[]>()
  for (const offer of sorted) groups.set(offer.department, [...(groups.get(offer.department) ?? []), offer])
  return [...groups.keys()].sort(byText).map((department) => ({ department, offers: groups.get(department) ?? [] }))
}
