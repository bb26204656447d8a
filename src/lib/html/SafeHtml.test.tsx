import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderTree } from './render-tree'
import { SafeHtml } from './SafeHtml'
import { SafeText } from './SafeText'
import type { SafeNode } from './tree'

describe('SafeHtml', () => {
  it('renders links to other sites inert to the opener and search engines', () => {
    render(<SafeHtml html='<p>see <a href="https://a.example/x" onclick="evil()">this</a></p>' />)
    const link = screen.getByRole('link', { name: 'this' })
    expect(link).toHaveAttribute('href', 'https://a.example/x')
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).not.toHaveAttribute('onclick')
  })

  it('sends the status’s own hashtags to /tag/{tag} in the same window', () => {
    render(
      <SafeHtml
        html='<a class="hashtag" rel="tag" href="https://akkoma.example/tag/cats">#cats</a>'
        tags={['cats']}
      />,
    )
    const link = screen.getByRole('link', { name: '#cats' })
    expect(link).toHaveAttribute('href', '/tag/cats')
    expect(link).not.toHaveAttribute('target')
  })

  it('lets the caller render mention links', () => {
    render(
      <SafeHtml
        html='<a class="mention" href="https://r.example/@bob">@bob</a>'
        mentions={[{ id: 'B1', url: 'https://r.example/@bob' }]}
        renderLink={(link, children, key) => (
          <a key={key} href={link.kind === 'mention' ? `/users/${link.accountId}` : link.href}>
            {children}
          </a>
        )}
      />,
    )
    expect(screen.getByRole('link', { name: '@bob' })).toHaveAttribute('href', '/users/B1')
  })

  it('shows custom emoji as images with the shortcode as alt text', () => {
    render(
      <SafeHtml
        html="hi :blobcat:"
        emojis={[{ shortcode: 'blobcat', url: 'https://a.example/b.png' }]}
      />,
    )
    const img = screen.getByRole('img', { name: ':blobcat:' })
    expect(img).toHaveAttribute('src', 'https://a.example/b.png')
    expect(img).toHaveAttribute('title', ':blobcat:')
  })

  it('renders nothing executable from hostile markup', () => {
    const { container } = render(
      <SafeHtml html='<img src=x onerror="alert(1)"><script>alert(2)</script><b style="x" id="y">ok</b>' />,
    )
    expect(container.querySelector('script, img, [style], [id], [onerror]')).toBeNull()
    expect(container).toHaveTextContent('ok')
  })
})

describe('renderTree', () => {
  it('re-checks trees that did not come from the sanitiser', () => {
    const nodes = [
      { type: 'link', kind: 'external', href: 'javascript:alert(1)', classes: [], children: [] },
      { type: 'emoji', shortcode: 'x', url: 'data:image/png;base64,AA' },
      { type: 'element', tag: 'script', classes: [], children: [{ type: 'text', text: 'y' }] },
    ] as unknown as SafeNode[]
    const { container } = render(<div>{renderTree(nodes)}</div>)
    expect(container.querySelector('a, img, script')).toBeNull()
    expect(container).toHaveTextContent(':x:y')
  })
})

describe('SafeText', () => {
  it('shows markup in plain-text fields as the characters it is', () => {
    render(<SafeText text='<b onmouseover="x()">Mallory</b>' />)
    expect(screen.getByText('<b onmouseover="x()">Mallory</b>')).toBeInTheDocument()
    expect(document.querySelector('b')).toBeNull()
  })

  it('removes bidi overrides and isolates the name', () => {
    const { container } = render(<SafeText text={'admin\u202Eelpmaxe.live'} />)
    const bdi = container.querySelector('bdi')
    expect(bdi?.textContent).toBe('adminelpmaxe.live')
  })

  it('only substitutes emoji with http(s) URLs, and keeps quotes in URLs inside src', () => {
    render(
      <SafeText
        text=":ok: :bad:"
        emojis={[
          { shortcode: 'ok', url: 'https://a.example/o"k.png' },
          { shortcode: 'bad', url: 'javascript:alert(1)' },
        ]}
      />,
    )
    const img = screen.getByRole('img', { name: ':ok:' })
    expect(img.getAttribute('src')).toBe('https://a.example/o%22k.png')
    expect(screen.queryByRole('img', { name: ':bad:' })).toBeNull()
  })

  it('does not crash the page when content cannot be sanitised', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { container } = render(
      <SafeHtml
        html="<p>x</p>"
        transform={() => {
          throw new Error('bad')
        }}
      />,
    )
    expect(container.firstElementChild).toBeEmptyDOMElement()
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})
