import { describe, expect, it } from 'vitest'
import { addEmojis, escapeHtml, htmlToText } from './text.ts'

describe('escapeHtml', () => {
  it('escapes the five special characters, repeatedly', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    )
    // A second call must not be affected by regex state of the first.
    expect(escapeHtml('<b>')).toBe('&lt;b&gt;')
    expect(escapeHtml('plain')).toBe('plain')
  })
})

describe('htmlToText', () => {
  it('drops tags, keeps line breaks and decodes entities', () => {
    expect(htmlToText('<p>a &amp; b</p><p>c<br/>d &#x1F600; &#33;</p>')).toBe('a & b\nc\nd 😀 !')
  })

  it('leaves unknown entities as they are', () => {
    expect(htmlToText('&bogus; &#0; &constructor;')).toBe('&bogus; &#0; &constructor;')
  })
})

describe('addEmojis', () => {
  const emojis = [{ shortcode: 'blob', url: 'https://e.example/b"x.png', static_url: '' }]

  it('replaces known shortcodes with images, escaping the url', () => {
    expect(addEmojis('hi :blob: :other:', emojis)).toBe(
      'hi <img src="https://e.example/b&quot;x.png" alt=":blob:" title=":blob:" class="emoji" /> :other:',
    )
  })

  it('leaves text alone when there are no emojis', () => {
    expect(addEmojis('hi :blob:', [])).toBe('hi :blob:')
  })
})
