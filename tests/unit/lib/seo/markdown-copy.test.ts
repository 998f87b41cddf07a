import { hasMarkdownCopy, llmsTxt, markdownPath } from '../../../../src/lib/seo/markdown-copy'

// docs/content-rendering.md, "Markdown copies".
describe('markdownPath', () => {
  it('appends .md to the page address; the home page is /index.md', () => {
    expect(markdownPath('/blog/running-a-lockdown-drill')).toBe('/blog/running-a-lockdown-drill.md')
    expect(markdownPath('/pricing')).toBe('/pricing.md')
    expect(markdownPath('/')).toBe('/index.md')
  })
})

describe('hasMarkdownCopy', () => {
  it('is false for a page engines are asked not to keep', () => {
    expect(hasMarkdownCopy('noindex, follow')).toBe(false)
    expect(hasMarkdownCopy(null)).toBe(true)
    expect(hasMarkdownCopy('index, follow')).toBe(true)
  })
})

describe('llmsTxt', () => {
  it('lists each section’s pages by their Markdown copy, with their descriptions, as the llms.txt format says', () => {
    const text = llmsTxt('https://www.threshold.example/', 'Threshold', 'Cloud access control\nfor every door.', [
      {
        title: 'Products',
        entries: [
          { title: 'Reader [v2]', href: '/products/reader', description: 'The door reader.' },
          { title: 'Home', href: '/' },
        ],
      },
      { title: 'Empty', entries: [] },
    ])
    expect(text).toBe(
      [
        '# Threshold',
        '',
        '> Cloud access control for every door.',
        '',
        '## Products',
        '',
        '- [Reader \\[v2\\]](https://www.threshold.example/products/reader.md): The door reader.',
        '- [Home](https://www.threshold.example/index.md)',
        '',
      ].join('\n'),
    )
  })
})
