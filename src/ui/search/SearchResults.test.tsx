import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiAccount, apiStatus } from '../../entities/test-factories'
import { httpError } from '../../state/test-client'
import { renderWithEnv } from '../status/test-env'
import { SearchResults } from './SearchResults'

const grace = apiAccount({ acct: 'grace@remote.example', display_name: 'Grace', note: '<p>Hi</p>' })
const cats = {
  name: 'cats',
  url: 'https://akkoma.example/tag/cats',
  history: [
    { day: '1760918400', uses: '5', accounts: '3' },
    { day: '1760832000', uses: '9', accounts: '7' },
  ],
}

function render(query: string, answer: unknown, signedIn = true) {
  return renderWithEnv(
    <SearchResults accountKey="me@local.example" query={query} holder="test" signedIn={signedIn} />,
    {
      server: ({ path }) => {
        if (path === '/api/v2/search') {
          if (answer instanceof Error) throw answer
          return answer
        }
        if (path.startsWith('/api/v1/tags/')) return { ...cats, following: false }
        return new Promise(() => undefined)
      },
    },
  )
}

describe('search results', () => {
  it('count each tab and open the first one with results: People when no status matched', async () => {
    const view = render('@grace@remote.example', { accounts: [grace], statuses: [], hashtags: [] })
    const people = await screen.findByRole('tab', { name: 'People (1)' })
    expect(people).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Statuses (0)' })).toHaveAttribute(
      'aria-selected',
      'false',
    )
    expect(screen.getByRole('tab', { name: 'Hashtags (0)' })).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'People found' })
    expect(within(list).getByRole('link', { name: /Grace/ })).toHaveAttribute(
      'href',
      `/users/${grace.id}`,
    )
    expect(view.client.to('GET', '/api/v2/search')[0]?.options?.query).toMatchObject({
      q: '@grace@remote.example',
      resolve: true,
    })
  })

  it('open Statuses first when statuses matched, and show a hashtag’s latest day of activity', async () => {
    const u = userEvent.setup()
    const found = apiStatus({ content: '<p>cats are great</p>' })
    render('cats', { accounts: [], statuses: [found], hashtags: [cats] })
    expect(await screen.findByRole('tab', { name: 'Statuses (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(await screen.findByText('cats are great')).toBeInTheDocument()
    await u.click(screen.getByRole('tab', { name: 'Hashtags (1)' }))
    const tags = screen.getByRole('list', { name: 'Hashtags found' })
    expect(within(tags).getByRole('link', { name: '#cats' })).toHaveAttribute('href', '/tag/cats')
    expect(within(tags).getByText('3 people talking, 5 uses')).toBeInTheDocument()
    expect(await within(tags).findByRole('button', { name: 'Follow #cats' })).toBeInTheDocument()
  })

  it('offer no follow button to a visitor, and say when a hashtag has no history', async () => {
    render('dogs', { accounts: [], statuses: [], hashtags: ['dogs'] }, false)
    const tags = await screen.findByRole('list', { name: 'Hashtags found' })
    expect(within(tags).getByText('No recent activity known')).toBeInTheDocument()
    expect(within(tags).queryByRole('button')).toBeNull()
  })

  it('say when nothing matched, and show a failure with a retry', async () => {
    const view = render('zzz', { accounts: [], statuses: [], hashtags: [] })
    expect(await screen.findByText('Nothing found for “zzz”.')).toBeInTheDocument()
    view.unmount()
    render('zzz', httpError(503, 'Down'))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('explain what can be searched before anything is asked', () => {
    render('', { accounts: [], statuses: [], hashtags: [] })
    expect(screen.getByText(/Search for people, posts and hashtags/)).toBeInTheDocument()
  })
})
