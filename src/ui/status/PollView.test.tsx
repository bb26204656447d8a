import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { POLL_REFRESH_MS } from '../../lib/status/poll'
import { poll, status, user } from '../../entities/test-factories'
import { StatusCard } from './StatusCard'
import { fakeActions, renderWithEnv } from './test-env'

const alice = user('u1', { name: 'Alice' })
const me = user('me', { name: 'Me' })
const future = '2999-01-01T00:00:00.000Z'

afterEach(() => {
  vi.useRealTimers()
})

function seed(overrides: Parameters<typeof poll>[1] = {}) {
  return {
    statuses: [status('1', { poll_id: 'p1' })],
    users: [alice],
    polls: [
      poll('p1', {
        expires_at: future,
        options: [
          { title: 'red', title_html: 'red', votes_count: 1 },
          { title: 'blue', title_html: 'blue', votes_count: 2 },
        ],
        votes_count: 3,
        ...overrides,
      }),
    ],
  }
}

describe('poll', () => {
  it('offers radio options, needs one choice, and sends the option index', async () => {
    const u = userEvent.setup()
    let finish: (v: { ok: true; value: undefined }) => void = () => undefined
    const vote = vi.fn(() => new Promise<{ ok: true; value: undefined }>((r) => (finish = r)))
    renderWithEnv(<StatusCard statusId="1" />, {
      ...seed(),
      env: { viewer: me, actions: fakeActions({ vote }) },
    })
    const submit = screen.getByRole('button', { name: 'Vote' })
    expect(submit).toBeDisabled()
    await u.click(screen.getByRole('radio', { name: 'blue' }))
    await u.click(screen.getByRole('radio', { name: 'red' }))
    expect(screen.getByRole('radio', { name: 'blue' })).not.toBeChecked()
    await u.click(submit)
    expect(vote).toHaveBeenCalledWith('p1', [0])
    // Inputs are disabled while the vote is in flight.
    expect(screen.getByRole('radio', { name: 'red' })).toBeDisabled()
    await act(async () => {
      finish({ ok: true, value: undefined })
      await Promise.resolve()
    })
    expect(screen.getByRole('radio', { name: 'red' })).toBeEnabled()
  })

  it('uses checkboxes for a multiple-choice poll and sends every index', async () => {
    const u = userEvent.setup()
    const actions = fakeActions()
    renderWithEnv(<StatusCard statusId="1" />, {
      ...seed({ multiple: true }),
      env: { viewer: me, actions },
    })
    await u.click(screen.getByRole('checkbox', { name: 'blue' }))
    await u.click(screen.getByRole('checkbox', { name: 'red' }))
    await u.click(screen.getByRole('button', { name: 'Vote' }))
    expect(actions.vote).toHaveBeenCalledWith('p1', [0, 1])
  })

  it('shows results as rounded percentages to visitors, voters and after expiry', () => {
    renderWithEnv(<StatusCard statusId="1" />, seed())
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.getByText('33%')).toBeInTheDocument()
    expect(screen.getByText('67%')).toBeInTheDocument()
  })

  it('shows results once expires_at has passed even if the server still says open', () => {
    renderWithEnv(<StatusCard statusId="1" />, {
      ...seed({ expires_at: '2001-01-01T00:00:00Z' }),
      env: { viewer: me },
    })
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.getByText(/Poll ended/)).toBeInTheDocument()
  })

  it('never shows a bad percentage for bad server numbers', () => {
    renderWithEnv(
      <StatusCard statusId="1" />,
      seed({
        votes_count: -5,
        options: [
          { title: 'a', title_html: 'a', votes_count: Number.NaN },
          { title: 'b', title_html: 'b', votes_count: 1e308 },
        ],
      }),
    )
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|-\d+%/)
  })

  it('is refreshed every 30 s while shown and not after it is gone', () => {
    vi.useFakeTimers()
    const actions = fakeActions()
    const view = renderWithEnv(<StatusCard statusId="1" />, {
      ...seed(),
      env: { viewer: me, actions },
    })
    act(() => {
      vi.advanceTimersByTime(POLL_REFRESH_MS)
    })
    expect(actions.refreshPoll).toHaveBeenCalledWith('p1')
    view.unmount()
    act(() => {
      vi.advanceTimersByTime(POLL_REFRESH_MS * 3)
    })
    expect(actions.refreshPoll).toHaveBeenCalledTimes(1)
  })
})
