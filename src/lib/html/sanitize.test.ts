import { describe, expect, it } from 'vitest'
import { sanitizeToTree } from './sanitize'
import type { SafeElement, SafeLink, SafeNode } from './tree'
import { treeText } from './tree-text.test-helper'

function only(nodes: SafeNode[]): SafeNode {
  expect(nodes).toHaveLength(1)
  return nodes[0]!
}

function countNodes(nodes: readonly SafeNode[]): { count: number; depth: number } {
  let count = 0
  let depth = 0
  const stack: { node: SafeNode; level: number }[] = nodes.map((node) => ({ node, level: 1 }))
  for (let item = stack.pop(); item; item = stack.pop()) {
    count += 1
    depth = Math.max(depth, item.level)
    if (item.node.type === 'element' || item.node.type === 'link') {
      for (const child of item.node.children) stack.push({ node: child, level: item.level + 1 })
    }
  }
  return { count, depth }
}

describe('sanitizeToTree: elements', () => {
  it('keeps the allowlisted elements with their text', () => {
    const tree = sanitizeToTree('<p>Hello <strong>big</strong> <em>world</em><br>again</p>')
    const p = only(tree.nodes) as SafeElement
    expect(p).toMatchObject({ type: 'element', tag: 'p' })
    expect(p.children.map((c) => c.type)).toEqual([
      'text',
      'element',
      'text',
      'element',
      'br',
      'text',
    ])
    expect(treeText(tree)).toBe('Hello big world\nagain')
  })

  it('unwraps unknown elements but keeps their content', () => {
    const tree = sanitizeToTree('<h1>Title</h1><div><table><tr><td>cell</td></tr></table></div>')
    expect(tree.nodes.every((n) => n.type === 'text')).toBe(true)
    expect(treeText(tree)).toBe('Titlecell')
  })

  it('drops script-like elements together with their content', () => {
    const html =
      '<p>a</p><script>alert(1)</script><style>p{}</style><template><b>t</b></template>' +
      '<svg><text>s</text></svg><math><mi>m</mi></math><noscript>n</noscript>' +
      '<iframe src="https://x.example">i</iframe><object>o</object><textarea>ta</textarea>'
    const tree = sanitizeToTree(html)
    expect(treeText(tree)).toBe('a')
  })

  it('strips every attribute except allowlisted classes', () => {
    const tree = sanitizeToTree(
      '<p id="x" name="y" style="color:red" onclick="x()" class="mention evil" title="t">z</p>',
    )
    expect(only(tree.nodes)).toEqual({
      type: 'element',
      tag: 'p',
      classes: ['mention'],
      children: [{ type: 'text', text: 'z' }],
    })
  })

  it('drops comments and CDATA', () => {
    const tree = sanitizeToTree('a<!-- <img src=x onerror=alert(1)> -->b<![CDATA[<script>]]>c')
    expect(tree.nodes.every((n) => n.type === 'text')).toBe(true)
    expect(treeText(tree)).not.toContain('<script>')
  })

  it('returns an empty tree for anything that is not a string', () => {
    expect(sanitizeToTree(null).nodes).toEqual([])
    expect(sanitizeToTree(42).nodes).toEqual([])
    expect(sanitizeToTree({ toString: () => '<b>x</b>' }).nodes).toEqual([])
  })
})

describe('sanitizeToTree: links', () => {
  it('keeps http(s) and mailto links only', () => {
    const tree = sanitizeToTree(
      '<a href="https://a.example/x">a</a><a href="javascript:alert(1)">b</a>' +
        '<a href="data:text/html,x">c</a><a href="mailto:me@a.example">d</a><a href="/rel">e</a>' +
        '<a href="  jav&#x09;ascript:alert(1)">f</a><a href="vbscript:x">g</a>',
    )
    const links = tree.nodes.filter((n): n is SafeLink => n.type === 'link')
    expect(links.map((l) => l.href)).toEqual(['https://a.example/x', 'mailto:me@a.example'])
    expect(treeText(tree)).toBe('abcdefg')
  })

  it('classifies links to mentioned accounts as mentions', () => {
    const tree = sanitizeToTree(
      '<span class="h-card"><a class="u-url mention" href="https://remote.example/@bob">@<span>bob</span></a></span>',
      { mentions: [{ id: 'B1', url: 'https://remote.example/@bob' }] },
    )
    const card = only(tree.nodes) as SafeElement
    expect(card.classes).toEqual(['h-card'])
    expect(only(card.children)).toMatchObject({ kind: 'mention', accountId: 'B1' })
  })

  it('trusts Akkoma’s data-user only for accounts the status mentions', () => {
    const mentions = [{ id: 'B1', url: 'https://remote.example/@bob' }]
    const tree = sanitizeToTree(
      '<a class="mention" data-user="B1" href="https://remote.example/users/bob">@bob</a>' +
        '<a class="mention" data-user="X9" href="https://remote.example/users/x">@x</a>',
      { mentions },
    )
    const links = tree.nodes.filter((n): n is SafeLink => n.type === 'link')
    expect(links[0]).toMatchObject({ kind: 'mention', accountId: 'B1' })
    expect(links[1]).toMatchObject({ kind: 'external' })
  })

  it('recognises a foreign hashtag link by rel="tag" alone', () => {
    const tree = sanitizeToTree('<a rel="tag" href="https://o.example/tags/dogs">dogs</a>')
    expect(only(tree.nodes)).toMatchObject({ kind: 'hashtag', tag: 'dogs', internal: false })
  })

  it('reads the tag name from data-tag', () => {
    const tree = sanitizeToTree(
      '<a class="hashtag" data-tag="cats" href="https://a.example/tag/cats">#Cats</a>',
      { tags: ['cats'] },
    )
    expect(only(tree.nodes)).toMatchObject({ kind: 'hashtag', tag: 'cats', internal: true })
  })

  it('links the status’s own hashtags in the app and foreign ones outward', () => {
    const tree = sanitizeToTree(
      '<a class="hashtag" href="https://akkoma.example/tag/cats" rel="tag">#Cats</a> ' +
        '<a class="hashtag" href="https://other.example/tags/dogs">#dogs</a> ' +
        '<a href="https://x.example/top">#1 result</a>',
      { tags: ['cats'] },
    )
    const links = tree.nodes.filter((n): n is SafeLink => n.type === 'link')
    expect(links[0]).toMatchObject({ kind: 'hashtag', tag: 'Cats', internal: true })
    expect(links[1]).toMatchObject({ kind: 'hashtag', tag: 'dogs', internal: false })
    expect(links[2]).toMatchObject({ kind: 'external' })
  })
})

describe('sanitizeToTree: emoji', () => {
  const emojis = [
    { shortcode: 'blobcat', url: 'https://a.example/blobcat.png' },
    { shortcode: 'evil', url: 'javascript:alert(1)' },
    { shortcode: 'data', url: 'data:image/png;base64,AAAA' },
  ]

  it('substitutes known shortcodes with http(s) URLs in text', () => {
    const tree = sanitizeToTree('<p>hi :blobcat: a:b:blobcat:</p>', { emojis })
    const p = only(tree.nodes) as SafeElement
    expect(p.children).toEqual([
      { type: 'text', text: 'hi ' },
      { type: 'emoji', shortcode: 'blobcat', url: 'https://a.example/blobcat.png' },
      { type: 'text', text: ' a:b' },
      { type: 'emoji', shortcode: 'blobcat', url: 'https://a.example/blobcat.png' },
    ])
  })

  it('never uses emoji with non-http URLs', () => {
    const tree = sanitizeToTree(':evil: :data:', { emojis })
    expect(tree.nodes).toEqual([{ type: 'text', text: ':evil: :data:' }])
  })

  it('does not substitute inside attributes', () => {
    const tree = sanitizeToTree('<a href="https://a.example/:blobcat:">x</a>', { emojis })
    const link = only(tree.nodes) as SafeLink
    expect(link.href).toBe('https://a.example/:blobcat:')
    expect(link.children).toEqual([{ type: 'text', text: 'x' }])
  })
})

describe('sanitizeToTree: limits', () => {
  it('flattens nesting beyond the depth limit', () => {
    const html = '<b>'.repeat(100) + 'deep' + '</b>'.repeat(100)
    const tree = sanitizeToTree(html, { maxDepth: 10 })
    expect(tree.flattened).toBe(true)
    expect(countNodes(tree.nodes).depth).toBeLessThanOrEqual(11)
    expect(treeText(tree)).toBe('deep')
  })

  // jsdom parses deep nesting slowly (seconds); Chromium caps parser depth and is quick.
  it('finishes 5,000-deep nesting with bounded depth', { timeout: 60_000 }, () => {
    const html = '<span><em>'.repeat(2500) + 'bottom' + '</em></span>'.repeat(2500)
    const tree = sanitizeToTree(html)
    expect(countNodes(tree.nodes).depth).toBeLessThanOrEqual(65)
    expect(treeText(tree)).toContain('bottom')
  })

  it('finishes 200 KB of content and bounds the node count', { timeout: 60_000 }, () => {
    const html = '<p>lorem <b>ipsum</b> dolor</p>'.repeat(7000)
    expect(html.length).toBeGreaterThan(200_000)
    const tree = sanitizeToTree(html)
    expect(tree.truncated).toBe(true)
    expect(countNodes(tree.nodes).count).toBeLessThanOrEqual(10_000)
  })

  it('cuts input beyond the input limit', () => {
    const tree = sanitizeToTree('x'.repeat(2000), { maxInputLength: 100 })
    expect(tree.truncated).toBe(true)
    expect(treeText(tree)).toHaveLength(100)
  })
})
