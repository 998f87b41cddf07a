import { postVariationsNatively } from '../../../../src/lib/forms/variations'

// SPEC 4.7: a lead or sign-up posted natively, before the page's code runs, carries the
// visitor's variations in `_ab` as the code's post does (docs/forms.md, "Loading").
describe('postVariationsNatively', () => {
  postVariationsNatively(document, '_ab', () => 'homeHero:outcomes')
  const submit = (form: HTMLFormElement): void => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  const form = (action: string, inner = ''): HTMLFormElement => {
    document.body.innerHTML = `<form action="${action}" method="post">${inner}<input name="email"></form>`
    return document.querySelector('form') as HTMLFormElement
  }
  const posted = (f: HTMLFormElement): string[] => new FormData(f).getAll('_ab') as string[]

  it('adds them to a form posting to the forms host', () => {
    const f = form('/api/threshold/forms/submit/footerNewsletter')
    submit(f)
    expect(posted(f)).toEqual(['homeHero:outcomes'])
  })

  it("leaves alone a post the form's code has taken over, a form posting elsewhere, and a form that has the field", () => {
    const handled = form('/api/threshold/forms/submit/quote')
    handled.addEventListener('submit', (event) => event.preventDefault())
    submit(handled)
    expect(posted(handled)).toEqual([])

    const search = form('/search')
    submit(search)
    expect(posted(search)).toEqual([])

    const stamped = form('https://forms.example/threshold/forms/submit/quote', '<input type="hidden" name="_ab" value="pricingCta:demo">')
    submit(stamped)
    expect(posted(stamped)).toEqual(['pricingCta:demo'])
  })
})
