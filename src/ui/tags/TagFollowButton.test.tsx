import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { httpError } from '../../state/test-client'
import { renderWithEnv } from '../status/test-env'
import { TagFollowButton } from './TagFollowButton'

const tag = (following: boolean) => ({
  name: 'cats',
  url: 'https://local.example/tags/cats',
  history: [],
  following,
})

describe('the tag follow button', () => {
  it('asks whether the tag is followed, then follows and unfollows it', async () => {
    const u = userEvent.setup()
    const view = renderWithEnv(<TagFollowButton account="me@local.example" tag="cats" />, {
      server: ({ method, path }) => {
        if (method === 'GET' && path === '/api/v1/tags/cats') return tag(false)
        if (path === '/api/v1/tags/cats/follow') return tag(true)
        if (path === '/api/v1/tags/cats/unfollow') return tag(false)
        return new Promise(() => undefined)
      },
    })
    await u.click(await screen.findByRole('button', { name: 'Follow #cats' }))
    const unfollow = await screen.findByRole('button', { name: 'Unfollow #cats' })
    expect(unfollow).toHaveTextContent('Unfollow')
    await u.click(unfollow)
    await screen.findByRole('button', { name: 'Follow #cats' })
    expect(view.client.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v1/tags/cats',
      'POST /api/v1/tags/cats/follow',
      'POST /api/v1/tags/cats/unfollow',
    ])
  })

  it('says why a follow failed and stays as it was', async () => {
    const u = userEvent.setup()
    renderWithEnv(<TagFollowButton account="me@local.example" tag="cats" following={false} />, {
      server: () => {
        throw httpError(500, 'Something went wrong')
      },
    })
    await u.click(screen.getByRole('button', { name: 'Follow #cats' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error')
    expect(screen.getByRole('button', { name: 'Follow #cats' })).toBeInTheDocument()
  })
})
