import { describe, expect, it } from 'vitest'
import { initialJson, initialText, readInitialResults } from './initial-results'

function page(content: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument()
  if (content !== undefined) {
    const block = doc.createElement('noscript')
    block.id = 'initial-results'
    block.textContent = content
    doc.body.append(block)
  }
  return doc
}

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

describe('the embedded initial results', () => {
  it('decode base64 answers by path, UTF-8 included', () => {
    const results = readInitialResults(
      page(JSON.stringify({ '/api/v1/instance': base64('{"title":"Café"}') })),
    )
    expect(initialJson(results, '/api/v1/instance')).toEqual({ title: 'Café' })
    expect(initialJson(results, '/nodeinfo/2.0.json')).toBeUndefined()
  })

  it('are empty when the block is absent or broken', () => {
    expect(readInitialResults(page(undefined)).size).toBe(0)
    expect(readInitialResults(page('{not json')).size).toBe(0)
  })

  it("read Akkoma's script block, the panel's HTML sent as a JSON string", () => {
    const doc = document.implementation.createHTMLDocument()
    const block = doc.createElement('script')
    block.id = 'initial-results'
    block.type = 'application/json'
    block.textContent = JSON.stringify({
      '/instance/panel.html': base64(JSON.stringify('<p>Hello “panel”</p>')),
      '/nodeinfo/2.0.json': base64('{"version":"2.0"}'),
    })
    doc.head.append(block)
    const results = readInitialResults(doc)
    expect(initialText(results, '/instance/panel.html')).toBe('<p>Hello “panel”</p>')
    expect(initialJson(results, '/nodeinfo/2.0.json')).toEqual({ version: '2.0' })
    expect(initialText(results, '/static/terms-of-service.html')).toBeUndefined()
  })
})
