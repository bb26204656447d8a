import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { apiAccount, status, user } from '../../entities/test-factories'
import { customEmojiAtom } from '../../state/instance'
import { httpError } from '../../state/test-client'
import { StatusCard } from './StatusCard'
import { fakeActions, renderWithEnv } from './test-env'

const alice = user('u1', { name: 'Alice' })
const me = user('me', { name: 'Me' })

describe('reactions without the deck’s picker', () => {
  it('opens the emoji picker with the instance’s custom emoji, reacts with one and closes', async () => {
    const u = userEvent.setup()
    const actions = fakeActions()
    const view = renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1')],
      users: [alice],
      env: { viewer: me, actions },
    })
    view.store.set(customEmojiAtom, {
      blobcat: { image_url: '/emoji/blobcat.png', tags: ['blob'] },
    })
    const button = screen.getByRole('button', { name: 'Add reaction' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await u.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const picker = await screen.findByRole('dialog', { name: 'Emoji picker' })
    await waitFor(() => {
      expect(within(picker).getByRole('searchbox', { name: 'Search for an emoji' })).toHaveFocus()
    })
    await u.click(within(picker).getByRole('button', { name: ':blobcat:' }))
    expect(actions.react).toHaveBeenCalledWith('1', 'blobcat', true)
    expect(screen.queryByRole('dialog', { name: 'Emoji picker' })).toBeNull()
    expect(button).toHaveFocus()
  })

  it('uses the deck’s picker when there is one', async () => {
    const u = userEvent.setup()
    const onPickReaction = vi.fn((_s: unknown, choose: (e: string) => void) => {
      choose('blobcat')
    })
    const actions = fakeActions()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1')],
      users: [alice],
      env: { viewer: me, actions, onPickReaction },
    })
    await u.click(screen.getByRole('button', { name: 'Add reaction' }))
    expect(actions.react).toHaveBeenCalledWith('1', 'blobcat', true)
  })

  it('toggles an existing reaction off', async () => {
    const u = userEvent.setup()
    const actions = fakeActions()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [
        status('1', {
          emoji_reactions: [{ name: '🔥', count: 2, me: true, url: null, account_ids: [] }],
        }),
      ],
      users: [alice],
      env: { viewer: me, actions },
    })
    await u.click(screen.getByRole('button', { name: '🔥, 2 reactions' }))
    expect(actions.react).toHaveBeenCalledWith('1', '🔥', false)
  })
})

describe('who reacted', () => {
  it('lists the accounts of each reaction, leading to their profiles', async () => {
    const u = userEvent.setup()
    const eve = apiAccount({ acct: 'eve@misskey.example', display_name: 'Eve' })
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [
        status('1', {
          emoji_reactions: [{ name: '🔥', count: 1, me: false, url: null, account_ids: [] }],
        }),
      ],
      users: [alice],
      env: { viewer: me },
      server: ({ path }) =>
        path === '/api/v1/pleroma/statuses/1/reactions'
          ? [{ name: '🔥', count: 1, me: false, accounts: [eve] }]
          : new Promise(() => undefined),
    })
    await u.click(screen.getByRole('button', { name: 'Who reacted' }))
    const dialog = await screen.findByRole('dialog', { name: 'Who reacted' })
    const group = await within(dialog).findByRole('region', { name: '🔥, 1 reactions' })
    expect(within(group).getByRole('link', { name: /Eve/ })).toHaveAttribute(
      'href',
      `/users/${eve.id}`,
    )
  })
})

describe('reply-to popover', () => {
  it('previews the replied-to post on hover, or says it is unavailable', async () => {
    const u = userEvent.setup()
    renderWithEnv(<StatusCard statusId="2" />, {
      statuses: [status('2', { in_reply_to_status_id: '1' })],
      users: [alice],
      server: () => {
        throw httpError(404, 'Record not found')
      },
    })
    await u.hover(screen.getByRole('link', { name: 'Reply to' }))
    expect(await screen.findByText('Status unavailable')).toBeInTheDocument()
    await u.unhover(screen.getByRole('link', { name: 'Reply to' }))
    expect(screen.queryByText('Status unavailable')).toBeNull()
  })
})

describe('hidden attachments', () => {
  it('lists attachments as small entries under hideAttachments', () => {
    const attachment = {
      id: 'a',
      kind: 'image' as const,
      mimetype: 'image/png',
      url: 'https://media.example/a.png',
      large_thumb_url: 'https://media.example/a.png',
      thumb_url: '',
      remote_url: null,
      description: 'a dog',
      blurhash: null,
      meta: null,
      oembed: null,
    }
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { attachments: [attachment] })],
      users: [alice],
      settings: { hideAttachments: true },
    })
    expect(screen.getByRole('button', { name: 'Open attachment: a dog' })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'a dog' })).toBeNull()
  })
})

describe('a malformed status', () => {
  it('is skipped and logged without taking its neighbours down', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = status('1', { attentions: null as unknown as [] })
    renderWithEnv(
      <>
        <StatusCard statusId="1" />
        <StatusCard statusId="2" />
      </>,
      { statuses: [broken, status('2', { raw_html: '<p>fine</p>' })], users: [alice] },
    )
    expect(screen.getByText('fine')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(
      log.mock.calls.some((call) => String(call[0]).includes('Status 1 could not be shown')),
    ).toBe(true)
    log.mockRestore()
  })
})
