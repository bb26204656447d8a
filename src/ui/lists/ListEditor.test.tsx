import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiAccount } from '../../entities/test-factories'
import type { Handler } from '../../state/test-client'
import { renderWithEnv } from '../status/test-env'
import { ListEditor } from './ListEditor'

const bob = apiAccount({ acct: 'bob', display_name: 'Bob' })
const lena = apiAccount({ acct: 'lena', display_name: 'Lena' })
const eve = apiAccount({ acct: 'eve@misskey.example', display_name: 'Eve' })

afterEach(() => {
  vi.useRealTimers()
})

// Each of these types into several fields and renders rows of accounts: on a busy machine one
// takes several seconds.
const slow = { timeout: 20_000 }

/** The instance's answers: one list "Friends" (7) with bob, and people to find. */
const server: Handler = ({ method, path, options }) => {
  if (method === 'GET' && path === '/api/v1/lists') return [{ id: '7', title: 'Friends' }]
  if (method === 'GET' && path === '/api/v1/lists/7/accounts') return [bob]
  if (path === '/api/v2/search') {
    const following = (options?.query as { following?: boolean } | undefined)?.following
    return { accounts: following ? [lena] : [lena, eve], statuses: [], hashtags: [] }
  }
  if (method === 'POST' && path === '/api/v1/lists') return { id: '8', title: 'Cats' }
  if (method === 'PUT' && path === '/api/v1/lists/7') return { id: '7', title: 'Close friends' }
  return {}
}

function renderEditor(listId: string | null) {
  const onSaved = vi.fn()
  const onCancel = vi.fn()
  const onDeleted = vi.fn()
  const view = renderWithEnv(
    <ListEditor
      account="me@local.example"
      listId={listId}
      onSaved={onSaved}
      onCancel={onCancel}
      onDeleted={onDeleted}
    />,
    { server },
  )
  return { ...view, onSaved, onCancel, onDeleted }
}

describe('making a list', () => {
  it(
    'saves nothing without a title, searches people 2 s after typing stops, followed ones only by default',
    slow,
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
      const view = renderEditor(null)
      const create = screen.getByRole('button', { name: 'Create' })
      expect(create).toBeDisabled()
      await u.type(screen.getByLabelText('Title'), 'Cats')
      expect(create).toBeEnabled()
      expect(screen.getByRole('checkbox', { name: 'Only people I follow' })).toBeChecked()
      await u.type(screen.getByLabelText('Find people to add'), 'le')
      await act(() => vi.advanceTimersByTimeAsync(1_900))
      expect(view.client.to('GET', '/api/v2/search')).toHaveLength(0)
      await act(() => vi.advanceTimersByTimeAsync(200))
      const found = await screen.findByRole('list', { name: 'People found' })
      expect(view.client.to('GET', '/api/v2/search')[0]?.options?.query).toMatchObject({
        q: 'le',
        type: 'accounts',
        following: true,
      })
      await u.click(within(found).getByRole('button', { name: 'Add Lena to the list' }))
      expect(screen.getByRole('heading', { name: 'Members (1)' })).toBeInTheDocument()
      await u.click(create)
      await waitFor(() => {
        expect(view.onSaved).toHaveBeenCalledWith('8')
      })
      expect(view.client.to('POST', '/api/v1/lists')[0]?.options?.json).toEqual({ title: 'Cats' })
      expect(view.client.to('POST', '/api/v1/lists/8/accounts')[0]?.options?.json).toEqual({
        account_ids: [lena.id],
      })
    },
  )

  it('searches everyone once the box is unticked, and at once with Enter', slow, async () => {
    const u = userEvent.setup()
    const view = renderEditor(null)
    await u.click(screen.getByRole('checkbox', { name: 'Only people I follow' }))
    await u.type(screen.getByLabelText('Find people to add'), 'e{Enter}')
    const found = await screen.findByRole('list', { name: 'People found' })
    expect(within(found).getByRole('button', { name: 'Add Eve to the list' })).toBeInTheDocument()
    expect(view.client.to('GET', '/api/v2/search')[0]?.options?.query).toMatchObject({
      following: false,
    })
    // Enter in the search box did not submit the list.
    expect(view.client.to('POST', '/api/v1/lists')).toHaveLength(0)
  })
})

describe('editing a list', () => {
  it('renames it and sends the members added and removed', slow, async () => {
    const u = userEvent.setup()
    const view = renderEditor('7')
    const title = screen.getByLabelText('Title')
    await waitFor(() => {
      expect(title).toHaveValue('Friends')
    })
    await u.click(await screen.findByRole('button', { name: 'Remove Bob from the list' }))
    expect(screen.getByText('Nobody in this list yet.')).toBeInTheDocument()
    await u.clear(title)
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    await u.type(title, 'Close friends')
    await u.type(screen.getByLabelText('Find people to add'), 'le{Enter}')
    await u.click(await screen.findByRole('button', { name: 'Add Lena to the list' }))
    await u.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(view.onSaved).toHaveBeenCalledWith('7')
    })
    expect(view.client.to('PUT', '/api/v1/lists/7')[0]?.options?.json).toEqual({
      title: 'Close friends',
    })
    expect(view.client.to('POST', '/api/v1/lists/7/accounts')[0]?.options?.json).toEqual({
      account_ids: [lena.id],
    })
    expect(view.client.to('DELETE', '/api/v1/lists/7/accounts')[0]?.options?.json).toEqual({
      account_ids: [bob.id],
    })
  })

  it('deletes it after asking', slow, async () => {
    const u = userEvent.setup()
    const view = renderEditor('7')
    await u.click(screen.getByRole('button', { name: 'Delete list' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this list?' })
    expect(view.client.to('DELETE', '/api/v1/lists/7')).toHaveLength(0)
    await u.click(within(dialog).getByRole('button', { name: 'Delete list' }))
    await waitFor(() => {
      expect(view.onDeleted).toHaveBeenCalled()
    })
    expect(view.client.to('DELETE', '/api/v1/lists/7')).toHaveLength(1)
  })
})
