import { act, render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { describe, expect, it } from 'vitest'
import { getAccountCache } from './entity-cache'
import { sweep } from './holders'
import { useStatus } from './hooks'
import { ingest } from './ingest'
import { status } from '../entities/test-factories'

const account = 'alice@local.example'

function Faves({ id, label }: { id: string; label: string }) {
  const found = useStatus(account, id)
  return (
    <p data-testid={label}>{found ? `${found.fave_num} ${String(found.favorited)}` : 'none'}</p>
  )
}

describe('useStatus', () => {
  it('shows one change in every card that shows the status', () => {
    const store = createStore()
    ingest(store, account, { statuses: [status('5', { fave_num: 1 })] })
    render(
      <Provider store={store}>
        <Faves id="5" label="home" />
        <Faves id="5" label="public" />
      </Provider>,
    )
    expect(screen.getByTestId('home')).toHaveTextContent('1 false')
    act(() => {
      ingest(store, account, { statuses: [status('5', { fave_num: 2, favorited: true })] })
    })
    expect(screen.getByTestId('home')).toHaveTextContent('2 true')
    expect(screen.getByTestId('public')).toHaveTextContent('2 true')
  })

  it('fills in when the status arrives after the card mounted', () => {
    const store = createStore()
    render(
      <Provider store={store}>
        <Faves id="9" label="card" />
      </Provider>,
    )
    expect(screen.getByTestId('card')).toHaveTextContent('none')
    act(() => {
      ingest(store, account, { statuses: [status('9', { fave_num: 4 })] })
    })
    expect(screen.getByTestId('card')).toHaveTextContent('4 false')
  })

  it('keeps a shown status through a sweep and lets it go on unmount', () => {
    const store = createStore()
    ingest(store, account, { statuses: [status('5')] })
    const view = render(
      <Provider store={store}>
        <Faves id="5" label="card" />
      </Provider>,
    )
    sweep(store, account)
    expect(getAccountCache(store, account).tables.statuses.values.has('5')).toBe(true)
    view.unmount()
    sweep(store, account)
    expect(getAccountCache(store, account).tables.statuses.values.has('5')).toBe(false)
  })
})
