import { act, render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { FormattedMessage } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { I18nProvider } from './I18nProvider'

let mounts = 0

function Child() {
  useEffect(() => {
    mounts++
  }, [])
  return <FormattedMessage id="columns.home" defaultMessage="Home" />
}

describe('I18nProvider', () => {
  it('switches language with the page mounted all along, and tells the language in use', async () => {
    mounts = 0
    const applied = vi.fn()
    const { rerender } = render(
      <I18nProvider locale="en" onApplied={applied}>
        <Child />
      </I18nProvider>,
    )
    expect(screen.getByText('Home')).toBeInTheDocument()
    expect(applied).toHaveBeenLastCalledWith('en')
    await act(async () => {
      rerender(
        <I18nProvider locale="de" onApplied={applied}>
          <Child />
        </I18nProvider>,
      )
      await Promise.resolve()
    })
    await screen.findByText('Start')
    await waitFor(() => expect(applied).toHaveBeenLastCalledWith('de'))
    expect(mounts).toBe(1)
  })

  it('waits for the first language’s catalogue rather than flash English', async () => {
    render(
      <I18nProvider locale="ja">
        <Child />
      </I18nProvider>,
    )
    expect(screen.queryByText('Home')).toBeNull()
    expect(await screen.findByText('ホーム')).toBeInTheDocument()
  })

  it('speaks English when the language has no catalogue', async () => {
    const applied = vi.fn()
    render(
      <I18nProvider locale="qq" onApplied={applied}>
        <Child />
      </I18nProvider>,
    )
    expect(await screen.findByText('Home')).toBeInTheDocument()
    await waitFor(() => expect(applied).toHaveBeenLastCalledWith('en'))
  })
})
