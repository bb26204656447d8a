import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../common/test-render'
import { OfflineBanner } from './OfflineBanner'
import { BACK_ONLINE_NOTICE_MS, PROBE_EVERY_MS } from './use-online'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the offline banner', () => {
  it('says nothing while the connection is there', async () => {
    setOnline(true)
    const probe = vi.fn(() => Promise.resolve(true))
    renderUi(<OfflineBanner probe={probe} />)
    await act(async () => {})
    expect(probe).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('says the app is offline and what still works, then catches up once when it returns', () => {
    vi.useFakeTimers()
    setOnline(true)
    const onBackOnline = vi.fn()
    const onChange = vi.fn()
    renderUi(<OfflineBanner onBackOnline={onBackOnline} onChange={onChange} />)
    act(() => setOnline(false))
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.')
    expect(screen.getByRole('status')).toHaveTextContent('What was already loaded stays here')
    expect(onChange).toHaveBeenLastCalledWith(true)
    expect(onBackOnline).not.toHaveBeenCalled()
    act(() => setOnline(true))
    expect(onBackOnline).toHaveBeenCalledTimes(1)
    expect(onBackOnline).toHaveBeenLastCalledWith(false)
    expect(onChange).toHaveBeenLastCalledWith(false)
    expect(screen.getByRole('status')).toHaveTextContent('Back online: catching up.')
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_NOTICE_MS)
    })
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(onBackOnline).toHaveBeenCalledTimes(1)
  })

  it('tells a page opened offline that nothing was loaded yet', () => {
    setOnline(false)
    const onChange = vi.fn()
    renderUi(<OfflineBanner onChange={onChange} />)
    expect(screen.getByRole('status')).toHaveTextContent('The app opened without a connection')
    expect(onChange).toHaveBeenCalledWith(true)
  })

  it('is offline while the instance does not answer, though the browser says online', async () => {
    vi.useFakeTimers()
    setOnline(true)
    const answers = { reachable: false }
    const probe = vi.fn(() => Promise.resolve(answers.reachable))
    const onBackOnline = vi.fn()
    renderUi(<OfflineBanner probe={probe} onBackOnline={onBackOnline} />)
    await act(async () => {})
    expect(screen.getByRole('status')).toHaveTextContent('The app opened without a connection')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS)
    })
    expect(probe).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.')
    answers.reachable = true
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS)
    })
    expect(screen.getByRole('status')).toHaveTextContent('Back online: catching up.')
    expect(onBackOnline).toHaveBeenCalledWith(true)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 3)
    })
    expect(probe).toHaveBeenCalledTimes(3)
  })
})
