import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { httpError } from '../../state/test-client'
import { EditHistoryModal } from './EditHistoryModal'
import { renderWithEnv } from './test-env'

const author = { id: 'me', acct: 'me', username: 'me' }

describe('the edit history modal', () => {
  it("shows the server's error with a retry, and the versions once it answers", async () => {
    const u = userEvent.setup()
    let down = true
    const { client } = renderWithEnv(
      <EditHistoryModal statusId="1" editedAt="2024-01-02T00:00:00Z" onClose={() => undefined} />,
      {
        server: () => {
          if (down) throw httpError(503)
          return [{ account: author, content: '<p>only</p>', created_at: '2024-01-01T00:00:00Z' }]
        },
      },
    )
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The backend is not available',
    )
    down = false
    await u.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByText('only')).toBeInTheDocument()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(client.to('GET', '/api/v1/statuses/1/history')).toHaveLength(2)
  })
})
