import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiAccount } from '../../entities/test-factories'
import { renderWithEnv } from '../status/test-env'
import { WhoToFollowPanel } from './WhoToFollowPanel'
import { Suggestions } from './Suggestions'

const people = ['mod', 'eve', 'dan', 'frank'].map((acct) =>
  apiAccount({ acct, display_name: acct.toUpperCase(), note: `<p>About ${acct}</p>` }),
)

const server = ({ path }: { path: string }) =>
  path === '/api/v1/suggestions' ? people : new Promise(() => undefined)

describe('who to follow', () => {
  it('shows three suggestions in the panel, with the way to all of them', async () => {
    renderWithEnv(<WhoToFollowPanel accountKey="me@local.example" />, { server })
    const panel = screen.getByRole('region', { name: 'Who to follow' })
    const list = await within(panel).findByRole('list', { name: 'Suggested accounts' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    // A local account's profile is its name's address.
    expect(within(list).getByRole('link', { name: /MOD/ })).toHaveAttribute('href', '/mod')
    expect(within(panel).getByRole('link', { name: 'More suggestions' })).toHaveAttribute(
      'href',
      '/who-to-follow',
    )
  })

  it('shows every suggestion with its bio on the page', async () => {
    renderWithEnv(<Suggestions accountKey="me@local.example" />, { server })
    const list = await screen.findByRole('list', { name: 'Suggested accounts' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    expect(within(list).getByText('About frank')).toBeInTheDocument()
  })

  it('says when there is nobody to suggest', async () => {
    renderWithEnv(<Suggestions accountKey="me@local.example" />, {
      server: ({ path }) => (path === '/api/v1/suggestions' ? [] : new Promise(() => undefined)),
    })
    expect(await screen.findByText('No suggestions right now.')).toBeInTheDocument()
  })
})
