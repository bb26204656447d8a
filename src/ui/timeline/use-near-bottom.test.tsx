import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { TimelineList, type TimelineListProps } from './TimelineList'

// jsdom lays nothing out: every feed is "near the bottom", so these tests pin down when the
// position is checked, not how it is measured.
function list(props: Partial<TimelineListProps>) {
  return (
    <TimelineList
      label="Local"
      ids={['3', '2', '1']}
      busy={false}
      focusedId={null}
      onFocusRow={() => undefined}
      renderRow={(id) => <article>{id}</article>}
      onNearBottom={() => undefined}
      onAtTopChange={() => undefined}
      {...props}
    />
  )
}

describe('loading older rows near the bottom', () => {
  it('asks without waiting for a scroll, and again when a page arrives', () => {
    const onNearBottom = vi.fn()
    const view = render(list({ onNearBottom }))
    expect(onNearBottom).toHaveBeenCalledTimes(1)
    view.rerender(list({ onNearBottom, busy: true }))
    expect(onNearBottom).toHaveBeenCalledTimes(1)
    view.rerender(list({ onNearBottom, ids: ['3', '2', '1', '0'] }))
    expect(onNearBottom).toHaveBeenCalledTimes(2)
  })

  it('leaves an empty feed to its first load, and a failed load to the reader', () => {
    const onNearBottom = vi.fn()
    const view = render(list({ onNearBottom, ids: [] }))
    view.rerender(list({ onNearBottom, holdAutoLoad: true }))
    expect(onNearBottom).not.toHaveBeenCalled()
  })

  it('asks on every scroll that ends near the bottom', () => {
    const onNearBottom = vi.fn()
    const view = render(list({ onNearBottom, holdAutoLoad: true }))
    const scroller = view.container.querySelector('.timeline-scroll')
    scroller?.dispatchEvent(new Event('scroll'))
    expect(onNearBottom).toHaveBeenCalledTimes(1)
  })
})
