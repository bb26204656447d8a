import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { overwriteEntity } from '../../state/ingest'
import { relationship, repeat, status, user } from '../../entities/test-factories'
import { StatusCard } from './StatusCard'
import { statusHandleFor } from './status-handle'
import { ACCOUNT, fakeActions, renderWithEnv } from './test-env'

const alice = user('u1', { name: 'Alice', screen_name: 'alice', screen_name_ui: 'alice' })
const bob = user('u2', {
  name: 'Bob',
  screen_name: 'bob@remote.example',
  screen_name_ui: 'bob@remote.example',
})
const viewer = user('me', { name: 'Me', screen_name: 'me', screen_name_ui: 'me' })

describe('StatusCard', () => {
  it('is an article named after the author, with handle, time link and visibility', () => {
    renderWithEnv(<StatusCard statusId="1" posinset={3} setsize={10} />, {
      statuses: [status('1', { visibility: 'private' })],
      users: [alice],
    })
    const card = screen.getByRole('article', { name: /^Alice/ })
    expect(card).toHaveAttribute('aria-posinset', '3')
    expect(card).toHaveAttribute('aria-setsize', '10')
    expect(within(card).getByText('@alice')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: /ago|now|202/ })).toHaveAttribute(
      'href',
      '/notice/1',
    )
    expect(within(card).getByRole('img', { name: 'Followers only' })).toBeInTheDocument()
    expect(within(card).getByText('status 1')).toBeInTheDocument()
  })

  it('shows a repeat under a header naming the repeater, with the original author', () => {
    renderWithEnv(<StatusCard statusId="r1" />, {
      statuses: [status('1'), repeat('r1', '1', { user_id: 'u2' })],
      users: [alice, bob],
    })
    const card = screen.getByRole('article', { name: /^Alice/ })
    expect(within(card).getByText(/repeated/)).toBeInTheDocument()
    expect(within(card).getByText('Bob')).toBeInTheDocument()
  })

  it('shows the gravestone for a deleted status', () => {
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { deleted: true })],
      users: [alice],
    })
    expect(screen.getByRole('article', { name: 'This post was deleted' })).toBeInTheDocument()
  })

  it('renders a status missing from the cache as nothing', () => {
    const { container } = renderWithEnv(<StatusCard statusId="nope" />)
    expect(container.querySelector('article')).toBeNull()
  })

  it('folds a muted author into a row that opens and folds again', async () => {
    const user1 = userEvent.setup()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1')],
      users: [alice],
      relationships: [relationship('u1', { muting: true })],
      env: { viewer },
    })
    expect(screen.queryByText('status 1')).toBeNull()
    await user1.click(screen.getByRole('button', { name: 'Show muted post' }))
    expect(screen.getByText('status 1')).toBeInTheDocument()
    await user1.click(screen.getByRole('button', { name: 'Hide muted post' }))
    expect(screen.queryByText('status 1')).toBeNull()
  })

  it('hides a muted author entirely with hideMutedPosts, but never the viewer’s own post', () => {
    const { container } = renderWithEnv(
      <>
        <StatusCard statusId="1" />
        <StatusCard statusId="2" />
      </>,
      {
        statuses: [
          status('1'),
          status('2', {
            user_id: 'me',
            text: 'mine muted word',
            raw_html: '<p>mine muted word</p>',
          }),
        ],
        users: [alice, viewer],
        relationships: [relationship('u1', { muting: true })],
        settings: { hideMutedPosts: true, muteWords: ['muted'] },
        env: { viewer },
      },
    )
    expect(container.querySelectorAll('article')).toHaveLength(1)
    expect(screen.getByText('mine muted word')).toBeInTheDocument()
  })

  it('mutes by words and names them in the row', () => {
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [
        status('1', { text: 'about spoilers here', raw_html: '<p>about spoilers here</p>' }),
      ],
      users: [alice],
      settings: { muteWords: ['spoilers'] },
      env: { viewer },
    })
    expect(screen.getByText('Muted words: spoilers')).toBeInTheDocument()
  })

  it('marks a bot unless bot indication is hidden', () => {
    const robot = user('u1', { name: 'Robo', bot: true })
    renderWithEnv(<StatusCard statusId="1" />, { statuses: [status('1')], users: [robot] })
    expect(screen.getByRole('img', { name: 'Bot' })).toBeInTheDocument()
  })

  it('re-renders when the entity changes in the cache (one entity, every card)', () => {
    const { store } = renderWithEnv(
      <>
        <StatusCard statusId="1" />
        <StatusCard statusId="1" />
      </>,
      { statuses: [status('1')], users: [alice], env: { viewer } },
    )
    act(() => {
      overwriteEntity(store, ACCOUNT, 'statuses', status('1', { favorited: true, fave_num: 1 }))
    })
    expect(screen.getAllByRole('button', { name: /^Undo favourite/ })).toHaveLength(2)
  })

  it('exposes its commands to the deck through the article element', () => {
    const actions = fakeActions()
    const onReply = vi.fn()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { summary: 'cw', text: 'secret', raw_html: '<p>secret</p>' })],
      users: [alice],
      env: { viewer, actions, onReply },
    })
    const handle = statusHandleFor(screen.getByRole('article'))
    expect(handle?.statusId).toBe('1')
    act(() => {
      handle?.favourite()
      handle?.reply()
    })
    expect(actions.favourite).toHaveBeenCalledWith('1', true)
    expect(onReply).toHaveBeenCalledOnce()
    expect(screen.queryByText('secret')).toBeNull()
    act(() => {
      handle?.toggleContentWarning()
    })
    expect(screen.getByText('secret')).toBeInTheDocument()
  })

  it('applies the highlight of the author’s screen name', () => {
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1')],
      users: [alice],
      settings: { highlight: { alice: { type: 'side', color: '#ff0000' } } },
    })
    const style = screen.getByRole('article').getAttribute('style') ?? ''
    expect(style).toContain('inset')
    expect(style).toContain('rgb(255, 0, 0)')
  })

  it('carries the reader’s density for the stylesheet, comfortable unless compact is chosen', () => {
    const first = renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1')],
      users: [alice],
    })
    expect(screen.getByRole('article')).toHaveAttribute('data-density', 'comfortable')
    first.unmount()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1')],
      users: [alice],
      settings: { statusDensity: 'compact' },
    })
    expect(screen.getByRole('article')).toHaveAttribute('data-density', 'compact')
  })

  it('keeps the text, media and actions in the column beside the avatar', () => {
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1')],
      users: [alice],
    })
    const card = screen.getByRole('article')
    const main = card.querySelector('.status-main')
    expect(main).not.toBeNull()
    expect(main?.contains(within(card).getByText('status 1'))).toBe(true)
    expect(main?.contains(within(card).getByRole('group', { name: 'Post actions' }))).toBe(true)
    expect(main?.contains(within(card).getByText('@alice'))).toBe(true)
  })
})
