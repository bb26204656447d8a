import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../common/test-render'
import { OfflineBanner } from './OfflineBanner'
import { BACK_ONLINE_NOTICE_MS } from './use-online'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the offline banner', () => {
  it('says nothing while the connection is there', () => {
    setOnline(true)
    renderUi(<OfflineBanner />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('says the app is offline and what still works, then catches up once when it returns', () => {
    vi.useFakeTimers()
    setOnline(true)
    const onBackOnline = vi.fn()
    renderUi(<OfflineBanner onBackOnline={onBackOnline} />)
    act(() => setOnline(false))
    expect(screen.getByRole('status')).toHaveTextContent('You are offline')
    expect(screen.getByRole('status')).toHaveTextContent('What was already loaded stays here')
    expect(onBackOnline).not.toHaveBeenCalled()
    act(() => setOnline(true))
    expect(onBackOnline).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toHaveTextContent('Back online: catching up.')
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_NOTICE_MS)
    })
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(onBackOnline).toHaveBeenCalledTimes(1)
  })

  it('tells a page opened offline that nothing was loaded yet', () => {
    setOnline(false)
    renderUi(<OfflineBanner startedOffline />)
    expect(screen.getByRole('status')).toHaveTextContent('The app opened without a connection')
  })
})
