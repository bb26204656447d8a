import { describe, expect, it } from 'vitest'
import { sanitizeToTree } from '../html/sanitize'
import { treeText } from '../html/tree-text.test-helper'
import type { SafeElement, SafeNode } from '../html'
import { applyGreentext } from './greentext'

function greenTexts(nodes: readonly SafeNode[]): string[] {
  const found: string[] = []
  const stack = [...nodes]
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'element' && node.classes.includes('greentext')) {
      found.push(treeText(node.children))
    } else if (node.type === 'element' || node.type === 'link') {
      stack.push(...node.children)
    }
  }
  return found.sort()
}

describe('greentext', () => {
  it('wraps lines that start with ">" up to the line break', () => {
    const tree = applyGreentext(
      sanitizeToTree('<p>&gt;be me<br>normal<br> &gt;<b>bold</b> line</p>'),
    )
    expect(greenTexts(tree.nodes)).toEqual([' >bold line', '>be me'])
  })

  it('starts a new line at each paragraph', () => {
    const tree = applyGreentext(sanitizeToTree('<p>&gt;one</p><p>two &gt;not</p><p>&gt;three</p>'))
    expect(greenTexts(tree.nodes)).toEqual(['>one', '>three'])
  })

  it('leaves ">" in the middle of a line, in links and in code alone', () => {
    const tree = applyGreentext(
      sanitizeToTree(
        '<p>a &gt; b</p><pre>&gt;code</pre><p><a href="https://a.example">&gt;x</a></p>',
      ),
    )
    expect(greenTexts(tree.nodes)).toEqual([])
  })

  it('keeps the text unchanged', () => {
    const tree = sanitizeToTree('<p>&gt;implying<br>ok</p>')
    expect(treeText(applyGreentext(tree))).toBe(treeText(tree))
    const p = applyGreentext(tree).nodes[0] as SafeElement
    expect(p.children[0]).toMatchObject({ type: 'element', tag: 'span', classes: ['greentext'] })
  })
})
