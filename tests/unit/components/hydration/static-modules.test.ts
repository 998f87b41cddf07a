import { loadStaticModules, registerStaticModules, staticModule } from '../../../../src/components/hydration/static-modules'

// docs/architecture.md, "Hydrating less": the code of static parts, loaded once, for a client-side navigation.
describe('static modules', () => {
  it('says clearly when no loaders are registered', async () => {
    await expect(loadStaticModules()).rejects.toThrow('no loaders registered')
  })

  it('loads every module once; a failed load is tried again on the next call', async () => {
    const sections = { SectionView: 'sections' }
    let fail = true
    const richText = jest.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ RichText: 'richText' })))
    registerStaticModules({ richText, sections: () => Promise.resolve(sections) })
    expect(staticModule('sections')).toBeUndefined()

    await expect(loadStaticModules()).rejects.toThrow('offline')
    fail = false
    await loadStaticModules()
    await loadStaticModules()
    expect(richText).toHaveBeenCalledTimes(2)
    expect(staticModule('richText')).toEqual({ RichText: 'richText' })
    expect(staticModule('sections')).toBe(sections)
  })
})
