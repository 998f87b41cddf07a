import { candidateFiles, checkInternalLinks, extractIds, extractUrls, pagePathOf, sitePath } from '../../../../scripts/check/links'

// docs/quality.md, "Internal links"; the trailing-slash policy is docs/architecture.md's: never.
describe('extractUrls', () => {
  it('reads href, src and every srcset candidate, decoding entities, and skips script and style bodies and comments', () => {
    const html = `<html><head><link rel="stylesheet" href="/styles.css"><script src="/app.js"></script>
      <script>var x = '<a href="/in-script">'</script><style>a{background:url(/in-style.png)}</style></head>
      <body><!-- <a href="/commented"> --><a class=x href='/a?b=1&amp;c=2#top'>A</a>
      <img src="/img/a.png" srcset="/img/a-1x.png 1x, /img/a,2x.png 2x"><source srcset="/s.webp 400w,/t.webp 800w"></body></html>`
    expect(extractUrls(html).map((u) => `${u.attr} ${u.value}`)).toEqual([
      'href /styles.css',
      'src /app.js',
      'href /a?b=1&c=2#top',
      'src /img/a.png',
      'srcset /img/a-1x.png',
      'srcset /img/a,2x.png',
      'srcset /s.webp',
      'srcset /t.webp',
    ])
  })

  it('finds the ids and anchor names a fragment may target', () => {
    expect([...extractIds('<h2 id="intro">x</h2><a name="old"></a><div data-id="no"></div>')]).toEqual(['intro', 'old'])
  })
})

describe('sitePath', () => {
  const origins = ['https://www.threshold.example']
  it('resolves relative and absolute URLs of the site, and leaves other sites and schemes alone', () => {
    expect(sitePath('/pricing#plans', '/', origins)).toEqual({ path: '/pricing', hash: 'plans' })
    expect(sitePath('reader', '/products/hub', origins)).toEqual({ path: '/products/reader', hash: '' })
    expect(sitePath('#top', '/blog', origins)).toEqual({ path: '/blog', hash: 'top' })
    expect(sitePath('https://www.threshold.example/about', '/', origins)).toEqual({ path: '/about', hash: '' })
    expect(sitePath('https://other.example/about', '/', origins)).toBeNull()
    expect(sitePath('//cdn.example/a.js', '/', origins)).toBeNull()
    expect(sitePath('mailto:a@b.example', '/', origins)).toBeNull()
    expect(sitePath('tel:+1555', '/', origins)).toBeNull()
    expect(sitePath('data:image/png;base64,AAAA', '/', origins)).toBeNull()
  })
})

describe('candidateFiles and pagePathOf', () => {
  it('maps a path to the files it may be served from under trailingSlash never', () => {
    expect(candidateFiles('/')).toEqual(['index.html'])
    expect(candidateFiles('/blog/a%20b')).toEqual(['blog/a b/index.html', 'blog/a b.html', 'blog/a b'])
    expect(candidateFiles('/blog/')).toEqual([])
  })
  it('gives the page path a built file serves', () => {
    expect(pagePathOf('index.html')).toBe('/')
    expect(pagePathOf('blog/post/index.html')).toBe('/blog/post')
    expect(pagePathOf('404.html')).toBe('/404')
  })
})

describe('checkInternalLinks', () => {
  const files = new Set(['index.html', 'pricing/index.html', '404.html', 'app-1.js', 'static/a.png'])
  const exists = (f: string) => files.has(f)
  const check = (pages: Record<string, string>) =>
    checkInternalLinks(new Map(Object.entries(pages)), exists, ['https://www.threshold.example'])

  it('passes links to pages, html files and assets, with fragments that exist, and ignores other sites', () => {
    const pages = {
      'index.html':
        '<a href="/pricing#plans">p</a><a href="/404">n</a><script src="/app-1.js"></script><img src="/static/a.png"><a href="https://x.example/nope">x</a><a href="#">top</a>',
      'pricing/index.html':
        '<h2 id="plans">Plans</h2><a href="/">home</a><link rel="canonical" href="https://www.threshold.example/pricing">',
      '404.html': '<a href="/">home</a>',
    }
    expect(check(pages)).toEqual([])
  })

  it('lists each broken link once per page with the reason: missing file, trailing slash, missing fragment', () => {
    const pages = {
      'index.html':
        '<a href="/nope">a</a><a href="/nope">again</a><a href="/pricing/">b</a><a href="/pricing#missing">c</a><img srcset="/static/b.png 2x"><a href="https://www.threshold.example/gone">d</a>',
      'pricing/index.html': '<a href="#here">x</a>',
    }
    expect(check(pages)).toEqual([
      { page: 'index.html', url: '/nope', reason: 'no file in public/ (looked for nope/index.html, nope.html, nope)' },
      { page: 'index.html', url: '/pricing/', reason: "ends in '/' (the trailing-slash policy is never)" },
      { page: 'index.html', url: '/pricing#missing', reason: 'no element with id "missing" on pricing/index.html' },
      {
        page: 'index.html',
        url: '/static/b.png',
        reason: 'no file in public/ (looked for static/b.png/index.html, static/b.png.html, static/b.png)',
      },
      {
        page: 'index.html',
        url: 'https://www.threshold.example/gone',
        reason: 'no file in public/ (looked for gone/index.html, gone.html, gone)',
      },
      { page: 'pricing/index.html', url: '#here', reason: 'no element with id "here" on pricing/index.html' },
    ])
  })
})
