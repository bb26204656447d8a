import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { status, user } from '../../entities/test-factories'
import { ingest } from '../../state/ingest'
import type { Call } from '../../state/test-client'
import { StatusCard } from './StatusCard'
import { ACCOUNT, renderWithEnv } from './test-env'

const alice = user('u1', { name: 'Alice' })
const account = (id: string) => ({ id, acct: id, username: id, display_name: id.toUpperCase() })

/** The server's lists: `favourited` users for favourited_by, `repeated` for reblogged_by. */
function lists(favourited: string[], repeated: string[]) {
  return ({ path }: Call) => (path.endsWith('/favourited_by') ? favourited : repeated).map(account)
}

const avatars = (label: string) =>
  within(screen.getByRole('region', { name: label }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'))

describe('who favourited and repeated a focused status', () => {
  it('lists them under the focused status, and asks again when a count changes', async () => {
    const favourited = ['carol', 'bob']
    const shown = status('1', { user_id: 'u1', fave_num: 2, repeat_num: 1 })
    const { client, store } = renderWithEnv(<StatusCard statusId="1" focused />, {
      statuses: [shown],
      users: [alice],
      server: lists(favourited, ['dave']),
    })
    await waitFor(() => expect(avatars('Favourited by')).toEqual(['CAROL', 'BOB']))
    expect(avatars('Repeated by')).toEqual(['DAVE'])

    favourited.push('erin')
    act(() => ingest(store, ACCOUNT, { statuses: [{ ...shown, fave_num: 3 }] }))
    // The list already shown stays while the new one loads.
    expect(avatars('Favourited by')).toEqual(['CAROL', 'BOB'])
    await waitFor(() => expect(avatars('Favourited by')).toEqual(['CAROL', 'BOB', 'ERIN']))
    expect(client.to('GET', '/api/v1/statuses/1/favourited_by')).toHaveLength(2)
    expect(client.to('GET', '/api/v1/statuses/1/reblogged_by')).toHaveLength(1)
  })

  it('asks nothing for a status nobody favourited or repeated, nor for one not focused', () => {
    const { client } = renderWithEnv(
      <>
        <StatusCard statusId="1" focused />
        <StatusCard statusId="2" />
      </>,
      {
        statuses: [status('1', { user_id: 'u1' }), status('2', { user_id: 'u1', fave_num: 4 })],
        users: [alice],
        server: lists(['bob'], ['bob']),
      },
    )
    expect(client.calls).toEqual([])
    expect(screen.queryByRole('region', { name: 'Favourited by' })).toBeNull()
  })
})
