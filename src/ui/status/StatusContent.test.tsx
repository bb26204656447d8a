import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { status, user } from '../../entities/test-factories'
import { StatusCard } from './StatusCard'
import { renderWithEnv } from './test-env'

const alice = user('u1', { name: 'Alice', screen_name: 'alice', screen_name_ui: 'alice' })
const me = user('me', { name: 'Me', screen_name: 'me', screen_name_ui: 'me' })

function mention(id: string) {
  return {
    id,
    screen_name: `user${id}`,
    username: `user${id}`,
    statusnet_profile_url: `https://local.example/users/user${id}`,
  }
}

describe('status content', () => {
  it('hides the body behind a content warning until opened', async () => {
    const u = userEvent.setup()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { summary: 'Food', raw_html: '<p>pizza</p>' })],
      users: [alice],
    })
    expect(screen.getByText('Food')).toBeInTheDocument()
    expect(screen.queryByText('pizza')).toBeNull()
    await u.click(screen.getByRole('button', { name: 'Show content' }))
    expect(screen.getByText('pizza')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Hide content' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('collapses a tall body with show more, unless collapse-with-subject hides it', async () => {
    const u = userEvent.setup()
    const tall = Array.from({ length: 25 }, (_, i) => `<p>line ${String(i)}</p>`).join('')
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { raw_html: tall, text: 'x'.repeat(10) })],
      users: [alice],
    })
    const more = screen.getByRole('button', { name: 'Show more' })
    expect(document.querySelector('.status-body-tall')).not.toBeNull()
    await u.click(more)
    expect(document.querySelector('.status-body-tall')).toBeNull()
    expect(screen.getByRole('button', { name: 'Show less' })).toBeInTheDocument()
  })

  it('renders only the start of a long collapsed body and all of it once expanded', async () => {
    const u = userEvent.setup()
    const filler = Array.from(
      { length: 400 },
      (_, i) => `<p>paragraph ${String(i)} ${'z'.repeat(40)}</p>`,
    )
    const long = `<p>first words</p>${filler.join('')}<p>the very end</p>`
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { raw_html: long, text: 'x'.repeat(20_000) })],
      users: [alice],
    })
    expect(screen.getByText('first words')).toBeInTheDocument()
    expect(screen.queryByText('the very end')).toBeNull()
    await u.click(screen.getByRole('button', { name: 'Show more' }))
    expect(screen.getByText('the very end')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Show less' }))
    expect(screen.queryByText('the very end')).toBeNull()
  })

  it('clamps a subject over 240 characters with a show-full toggle', async () => {
    const u = userEvent.setup()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { summary: 'w'.repeat(241) })],
      users: [alice],
    })
    await u.click(screen.getByRole('button', { name: 'Show full subject' }))
    expect(screen.getByRole('button', { name: 'Hide full subject' })).toBeInTheDocument()
  })

  it('renders a plain-text subject as text, never as markup', () => {
    const { container } = renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { summary: '<img src=x onerror=alert(1)>' })],
      users: [alice],
    })
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
  })

  it('links mentions to profiles and own hashtags to /tag, foreign tags to a new window', () => {
    const html =
      '<p><a href="https://local.example/users/user7" class="u-url mention">@user7</a> ' +
      '<a href="https://local.example/tag/cats" class="hashtag" rel="tag">#cats</a> ' +
      '<a href="https://else.example/tags/dogs" class="hashtag" rel="tag">#dogs</a></p>'
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [
        status('1', {
          raw_html: html,
          attentions: [mention('7')],
          tags: [{ name: 'cats', url: '' }],
        }),
      ],
      users: [alice],
    })
    const body = within(document.querySelector<HTMLElement>('.status-text')!)
    expect(body.getByRole('link', { name: '@user7' })).toHaveAttribute('href', '/user7')
    expect(screen.getByRole('link', { name: '#cats' })).toHaveAttribute('href', '/tag/cats')
    const dogs = screen.getByRole('link', { name: '#dogs' })
    expect(dogs).toHaveAttribute('target', '_blank')
    expect(dogs).toHaveAttribute('rel', 'nofollow noopener noreferrer')
  })

  it('marks greentext lines when the option is on', () => {
    const { container } = renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { raw_html: '<p>&gt;implying<br>normal</p>' })],
      users: [alice],
      settings: { greentext: true },
    })
    expect(container.querySelector('.greentext')).toHaveTextContent('>implying')
    expect(container.querySelector('.greentext')).not.toHaveTextContent('normal')
  })

  it('lists the first 5 mentions, the rest behind "plus n more", with show less and "you"', async () => {
    const u = userEvent.setup()
    const attentions = ['1', '2', '3', '4', '5', '6', 'me'].map(mention)
    attentions[6] = { ...mention('me'), id: 'me', screen_name: 'me' }
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { attentions, in_reply_to_user_id: null })],
      users: [alice],
      env: { viewer: me },
    })
    expect(document.querySelectorAll('.status-mention')).toHaveLength(5)
    await u.click(screen.getByRole('button', { name: '+2 more' }))
    expect(document.querySelectorAll('.status-mention')).toHaveLength(7)
    expect(screen.getByText('(You)')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Show less' }))
    expect(document.querySelectorAll('.status-mention')).toHaveLength(5)
  })

  it('shows the reply-to and edited lines', () => {
    renderWithEnv(<StatusCard statusId="2" />, {
      statuses: [
        status('2', {
          in_reply_to_status_id: '1',
          in_reply_to_screen_name: 'bob',
          edited_at: '2024-01-02T00:00:00Z',
        }),
      ],
      users: [alice],
    })
    expect(screen.getByRole('link', { name: 'Reply to' })).toHaveAttribute('href', '/notice/1')
    expect(screen.getByText(/Edited/)).toBeInTheDocument()
  })

  it('shows a link preview as text, without an image on a sensitive post', () => {
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [
        status('1', {
          nsfw: true,
          card: {
            url: 'https://news.example/a',
            image: 'https://news.example/a.png',
            image_description: '',
            title: '<b>Title</b>',
            description: 'Desc',
            provider_name: 'News',
            type: 'link',
          },
        }),
      ],
      users: [alice],
    })
    const card = screen.getByRole('link', { name: 'Link preview: <b>Title</b>' })
    expect(card).toHaveAttribute('href', 'https://news.example/a')
    expect(card.querySelector('img')).toBeNull()
    expect(card.querySelector('b')).toBeNull()
  })

  it('collapses reactions past 12 behind "+N"', async () => {
    const u = userEvent.setup()
    const emoji_reactions = Array.from({ length: 15 }, (_, i) => ({
      name: `e${String(i)}`,
      count: 1,
      me: false,
      url: null,
      account_ids: [],
    }))
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { emoji_reactions })],
      users: [alice],
    })
    const group = screen.getByRole('group', { name: 'Reactions' })
    expect(group.querySelectorAll('.reaction:not(.reaction-more)')).toHaveLength(12)
    await u.click(screen.getByRole('button', { name: '+3' }))
    expect(group.querySelectorAll('.reaction')).toHaveLength(15)
  })

  it('shows a quote card and fetches a quoted post it does not hold', () => {
    const view = renderWithEnv(<StatusCard statusId="2" />, {
      statuses: [status('1', { raw_html: '<p>quoted words</p>' }), status('2', { quote_id: '1' })],
      users: [alice],
    })
    expect(screen.getByText('quoted words').closest('blockquote')).not.toBeNull()
    view.unmount()
    const again = renderWithEnv(<StatusCard statusId="2" />, {
      statuses: [status('2', { quote_id: '9' })],
      users: [alice],
    })
    expect(again.client.to('GET', '/api/v1/statuses/9')).toHaveLength(1)
  })

  it('shows only the start of a huge quoted post', () => {
    const filler = `<p>${'word '.repeat(40)}</p>`.repeat(300)
    renderWithEnv(<StatusCard statusId="2" />, {
      statuses: [
        status('1', { raw_html: `<p>quote start</p>${filler}<p>quote end</p>` }),
        status('2', { quote_id: '1' }),
      ],
      users: [alice],
    })
    expect(screen.getByText('quote start')).toBeInTheDocument()
    expect(screen.queryByText('quote end')).toBeNull()
  })
})

describe('status content: Misskey markdown', () => {
  const html =
    '<p><span class="mfm-tada" data-mfm-speed="2s">party</span> and ' +
    '<span class="mfm _mfm_x2_">big</span> <span class="mfm-blur">secret</span></p>'

  function body(): HTMLElement {
    return document.querySelector<HTMLElement>('.status-text')!
  }

  it('is off by default: the text shows as plain spans, the body says mfm-disabled', () => {
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { raw_html: html, media_type: 'text/x.misskeymarkdown' })],
      users: [alice],
    })
    expect(body()).toHaveClass('mfm-disabled')
    expect(body()).toHaveTextContent('party and big secret')
    expect(body().querySelector('.mfm, [style], [tabindex]')).toBeNull()
  })

  it('renders the functions with their validated values when on', () => {
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { raw_html: html })],
      users: [alice],
      settings: { renderMisskeyMarkdown: true },
    })
    expect(body()).not.toHaveClass('mfm-disabled')
    expect(body()).not.toHaveClass('mfm-hover')
    const tada = screen.getByText('party')
    expect(tada).toHaveClass('mfm', 'mfm-tada')
    expect(tada.style.getPropertyValue('--mfm-speed')).toBe('2000ms')
    expect(screen.getByText('big')).toHaveClass('mfm', 'mfm-x2')
    expect(screen.getByText('secret')).toHaveAttribute('tabindex', '0')
  })

  it('marks the body for hover-only animation when renderMfmOnHover is on', () => {
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { raw_html: html })],
      users: [alice],
      settings: { renderMisskeyMarkdown: true, renderMfmOnHover: true },
    })
    expect(body()).toHaveClass('mfm-hover')
    expect(screen.getByText('party')).toHaveClass('mfm-tada')
  })

  it('ignores hover mode while MFM is off', () => {
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { raw_html: html })],
      users: [alice],
      settings: { renderMfmOnHover: true },
    })
    expect(body()).toHaveClass('mfm-disabled')
    expect(body()).not.toHaveClass('mfm-hover')
    expect(body().querySelector('.mfm')).toBeNull()
  })
})
