import { pushToDataLayer, type DataLayerHolder } from '../../../../src/lib/consent/data-layer'

describe('pushToDataLayer', () => {
  it('creates the dataLayer with the first entry', () => {
    const holder: DataLayerHolder = {}
    pushToDataLayer({ event: 'form_submit_success', form_id: 'quote' }, holder)
    expect(holder.dataLayer).toEqual([{ event: 'form_submit_success', form_id: 'quote' }])
  })

  it('appends to the dataLayer a script made, keeping its array', () => {
    const dataLayer: unknown[] = [['consent', 'default', {}]]
    const holder: DataLayerHolder = { dataLayer }
    pushToDataLayer({ event: 'abtest' }, holder)
    expect(holder.dataLayer).toBe(dataLayer)
    expect(dataLayer).toEqual([['consent', 'default', {}], { event: 'abtest' }])
  })
})
