import { initialNavState, navReducer, popupButtonAction, type NavState } from '../../../../src/lib/navigation/nav-state'

// SPEC 4.1: navigation states and transitions.
describe('navReducer (SPEC 4.1)', () => {
  it('opens one popup at a time', () => {
    let state = navReducer(initialNavState, { type: 'openPopup', id: 'products' })
    state = navReducer(state, { type: 'openPopup', id: 'solutions' })
    expect(state.activePopup).toBe('solutions')
  })

  it('selecting the active popup again closes it', () => {
    let state = navReducer(initialNavState, { type: 'togglePopup', id: 'products' })
    expect(state.activePopup).toBe('products')
    state = navReducer(state, { type: 'togglePopup', id: 'products' })
    expect(state.activePopup).toBeNull()
  })

  it('closing the burger also closes every popup', () => {
    let state = navReducer(initialNavState, { type: 'toggleBurger' })
    state = navReducer(state, { type: 'togglePopup', id: 'resources' })
    expect(state).toMatchObject({ burgerOpen: true, activePopup: 'resources' })
    state = navReducer(state, { type: 'toggleBurger' })
    expect(state).toMatchObject({ burgerOpen: false, activePopup: null })
  })

  it('toggles each mobile section on its own', () => {
    let state: NavState = navReducer(initialNavState, { type: 'toggleSection', id: 'products' })
    state = navReducer(state, { type: 'toggleSection', id: 'resources' })
    expect(state.expandedSections).toEqual(['products', 'resources'])
    state = navReducer(state, { type: 'toggleSection', id: 'products' })
    expect(state.expandedSections).toEqual(['resources'])
  })

  it('closeAll closes the burger, the popup and the sections', () => {
    let state = navReducer(initialNavState, { type: 'toggleBurger' })
    state = navReducer(state, { type: 'toggleSection', id: 'products' })
    state = navReducer(state, { type: 'openPopup', id: 'products' })
    expect(navReducer(state, { type: 'closeAll' })).toEqual(initialNavState)
  })
})

// SPEC 2.2: what pressing a popup's button does. A keyboard press is a click of detail 0.
describe('popupButtonAction (SPEC 2.2)', () => {
  const desktop = { burger: false, keyboard: false }
  it('Enter or Space toggles the popup on desktop, in both navigations', () => {
    expect(popupButtonAction('main', 'products', { ...desktop, keyboard: true })).toEqual({ type: 'togglePopup', id: 'products' })
    expect(popupButtonAction('classic', 'classic-0', { ...desktop, keyboard: true })).toEqual({ type: 'togglePopup', id: 'classic-0' })
  })

  it('a mouse click on desktop, after the hover opened the popup, keeps the main one open and does nothing to the classic one', () => {
    expect(popupButtonAction('main', 'products', desktop)).toEqual({ type: 'openPopup', id: 'products' })
    expect(popupButtonAction('classic', 'classic-0', desktop)).toBeNull()
  })

  it('on burger devices the main navigation expands the section (SPEC 4.1), the classic one toggles the popup', () => {
    for (const keyboard of [false, true]) {
      expect(popupButtonAction('main', 'products', { burger: true, keyboard })).toEqual({ type: 'toggleSection', id: 'products' })
      expect(popupButtonAction('classic', 'classic-0', { burger: true, keyboard })).toEqual({ type: 'togglePopup', id: 'classic-0' })
    }
  })
})
