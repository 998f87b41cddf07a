import { IMAGE_PLACEHOLDER_SCRIPT } from '../../../../src/lib/media/image-placeholder'

// SPEC 9.9: the blurred placeholder is taken away once its image has loaded.
describe('IMAGE_PLACEHOLDER_SCRIPT', () => {
  it('clears the frame’s placeholder when its image loads, and nothing else', () => {
    document.body.innerHTML = `
      <div id="frame" data-placeholder style="background-image: url(data:image/png;base64,AAAA)"><picture><img id="img"></picture></div>
      <div id="other" style="background-image: url(data:image/png;base64,BBBB)"><img id="other-img"></div>`
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the head script's source as the page does
    const run = new Function(IMAGE_PLACEHOLDER_SCRIPT) as () => void
    run()
    const frame = document.getElementById('frame') as HTMLElement
    const other = document.getElementById('other') as HTMLElement
    document.getElementById('other-img')?.dispatchEvent(new Event('load'))
    expect(other.style.backgroundImage).toContain('BBBB')
    expect(frame.style.backgroundImage).toContain('AAAA')
    document.getElementById('img')?.dispatchEvent(new Event('load'))
    expect(frame.style.backgroundImage).toBe('none')
  })
})
