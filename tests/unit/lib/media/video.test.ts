import { embedUrl, parseVideoUrl } from '../../../../src/lib/media/video'

describe('parseVideoUrl (SPEC 3.5, 5.7)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads YouTube %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ service: 'youtube', id })
  })

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
  ])('reads Vimeo %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ service: 'vimeo', id })
  })

  it.each([
    'https://www.dailymotion.com/video/x7tgad0',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/about',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url',
    '',
  ])('finds no video in %s', (url) => {
    expect(parseVideoUrl(url)).toBeUndefined()
  })
})

describe('embedUrl (SPEC 7.13)', () => {
  const youtube = { service: 'youtube' as const, id: 'dQw4w9WgXcQ' }

  it('is the YouTube embed URL with showinfo=0, rel=0, autoplay, controls and enablejsapi=1', () => {
    const url = new URL(embedUrl(youtube, { autoplay: true, showControls: false }))
    expect(url.origin + url.pathname).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
    expect(Object.fromEntries(url.searchParams)).toEqual({ showinfo: '0', rel: '0', autoplay: '1', controls: '0', enablejsapi: '1' })
  })

  it('defaults to no autoplay and visible controls', () => {
    const params = new URL(embedUrl(youtube)).searchParams
    expect([params.get('autoplay'), params.get('controls')]).toEqual(['0', '1'])
  })

  it('is the Vimeo player URL', () => {
    expect(embedUrl({ service: 'vimeo', id: '76979871' })).toBe('https://player.vimeo.com/video/76979871')
  })
})
