import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRelationship, user } from '../../entities/test-factories'
import { httpError } from '../../state/test-client'
import { renderWithEnv } from '../status/test-env'
import { NOTE_SAVE_DELAY_MS, PrivateNote } from './PrivateNote'
import { Profile } from './Profile'

describe('a profile that does not load', () => {
  it.each([
    [httpError(404, 'Record not found'), 'Sorry, this profile does not exist.'],
    [httpError(400, 'No user with such user_id'), 'Sorry, this profile does not exist.'],
    [httpError(403, 'This account is private'), 'This account is private'],
    [httpError(500), 'Sorry, there was an error loading this profile.'],
  ])('says the spec’s text (%s)', async (error, text) => {
    renderWithEnv(<Profile accountKey="me@local.example" accountId="x1" tab={undefined} />, {
      server: () => {
        throw error
      },
    })
    expect((await screen.findByRole('alert')).textContent).toContain(text)
  })
})

describe('the private note', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is saved 1500 ms after the last change, once', () => {
    vi.useFakeTimers()
    const { client } = renderWithEnv(
      <PrivateNote accountKey="me@local.example" userId="bob" note="" />,
      { users: [user('bob')], server: () => apiRelationship({ id: 'bob', note: 'hi there' }) },
    )
    const field = screen.getByLabelText('Personal note')
    fireEvent.change(field, { target: { value: 'hi' } })
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    fireEvent.change(field, { target: { value: 'hi there' } })
    act(() => {
      vi.advanceTimersByTime(NOTE_SAVE_DELAY_MS - 1)
    })
    expect(client.calls).toHaveLength(0)
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(client.calls.map((call) => [call.path, call.options])).toEqual([
      ['/api/v1/accounts/bob/note', { form: { comment: 'hi there' } }],
    ])
  })

  it('saves a change still waiting when it leaves the screen', () => {
    vi.useFakeTimers()
    const { client, unmount } = renderWithEnv(
      <PrivateNote accountKey="me@local.example" userId="bob" note="" />,
      { server: () => apiRelationship({ id: 'bob' }) },
    )
    fireEvent.change(screen.getByLabelText('Personal note'), { target: { value: 'bye' } })
    unmount()
    expect(client.calls).toHaveLength(1)
  })
})
