import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Emoji } from '../../entities'
import { renderUi } from '../common/test-render'
import { EmojiPicker } from './EmojiPicker'

vi.setConfig({ testTimeout: 20_000 })

const custom = (name: string, tag: string): Emoji => ({
  displayText: name,
  replacement: `:${name}:`,
  imageUrl: `https://x/${name}.png`,
  tags: [tag],
})
const emoji = [
  custom('blobcat', 'pack:blobs'),
  custom('blobfox', 'pack:blobs'),
  custom('kirby', 'games'),
]

function setup(over: Partial<Parameters<typeof EmojiPicker>[0]> = {}) {
  const onPick = vi.fn()
  const onClose = vi.fn()
  const user = userEvent.setup()
  const view = renderUi(
    <EmojiPicker
      accountKey="me@x"
      customEmoji={emoji}
      onPick={onPick}
      onClose={onClose}
      {...over}
    />,
  )
  return { onPick, onClose, user, view }
}

describe('EmojiPicker', () => {
  it('opens on the search field with custom groups titled by first tag', () => {
    setup()
    expect(screen.getByRole('searchbox', { name: 'Search for an emoji' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Custom emoji' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('region', { name: 'blobs' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'games' })).toBeInTheDocument()
  })

  it('picks, records the emoji as recent and closes unless kept open', async () => {
    const { user, onPick, onClose, view } = setup()
    await user.click(screen.getByRole('button', { name: ':blobfox:' }))
    expect(onPick).toHaveBeenCalledWith(emoji[1])
    expect(onClose).toHaveBeenCalledTimes(1)
    view.unmount()
    const second = setup()
    expect(screen.getByRole('tab', { name: 'Recently used' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('button', { name: ':blobfox:' })).toBeInTheDocument()
    await second.user.click(screen.getByRole('checkbox', { name: 'Keep picker open' }))
    await second.user.click(screen.getByRole('button', { name: ':blobfox:' }))
    expect(second.onClose).not.toHaveBeenCalled()
  })

  it('searches after the debounce and reaches the result by keyboard', async () => {
    const { user, onPick } = setup()
    await user.keyboard('kir')
    expect(
      await screen.findByRole('region', { name: 'Search results' }, { timeout: 3000 }),
    ).toBeInTheDocument()
    await user.tab()
    await user.tab()
    // Past the keep-open box and the tabs to the first result.
    while (document.activeElement?.getAttribute('aria-label') !== ':kirby:') await user.tab()
    await user.keyboard('{Enter}')
    expect(onPick).toHaveBeenCalledWith(emoji[2])
  })

  it('loads standard unicode emoji when their tab opens', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('tab', { name: 'Unicode emoji' }))
    expect(
      await screen.findByRole('region', { name: 'Smileys & emotion' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'grinning face' })).toBeInTheDocument()
  })

  it('loads stickers only when their tab opens', async () => {
    const loadStickers = vi.fn(() => Promise.resolve([custom('sticker1', 'stickers')]))
    const { user } = setup({ loadStickers })
    expect(loadStickers).not.toHaveBeenCalled()
    await user.click(screen.getByRole('tab', { name: 'Stickers' }))
    expect(await screen.findByRole('button', { name: ':sticker1:' })).toBeInTheDocument()
    expect(loadStickers).toHaveBeenCalledTimes(1)
  })

  it('closes on Escape, and 200 ms after focus leaves', async () => {
    const { user, onClose } = setup()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledWith('escape')
    vi.useFakeTimers()
    try {
      act(() => screen.getByRole('searchbox').blur())
      act(() => {
        vi.advanceTimersByTime(150)
      })
      expect(onClose).toHaveBeenCalledTimes(1)
      act(() => {
        vi.advanceTimersByTime(60)
      })
      expect(onClose).toHaveBeenCalledTimes(2)
      expect(onClose).toHaveBeenLastCalledWith('blur')
    } finally {
      vi.useRealTimers()
    }
  })
})
