import { describe, expect, it, vi } from 'vitest'
import { queueKeysUntilLoaded, replayQueuedKeys } from './key-queue'

describe('keys pressed before the keyboard layer has loaded', () => {
  it('asks for the layer at the first key and presses the kept keys again once it listens', () => {
    const load = vi.fn()
    queueKeysUntilLoaded(load)
    const field = document.createElement('input')
    const row = document.createElement('article')
    row.tabIndex = -1
    document.body.append(field, row)

    row.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }))
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', bubbles: true }))
    const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    taken.preventDefault()
    row.dispatchEvent(taken)
    expect(load).toHaveBeenCalled()

    const heard: string[] = []
    const listen = (event: KeyboardEvent) => {
      heard.push(`${event.key} on ${(event.target as Element).tagName}`)
    }
    document.addEventListener('keydown', listen)
    replayQueuedKeys()
    // Only the key meant for the shortcuts: typing stays in its field, a taken key is not pressed
    // twice.
    expect(heard).toEqual(['j on ARTICLE'])

    // Once the layer listens, nothing is kept any more.
    row.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', bubbles: true }))
    replayQueuedKeys()
    expect(heard).toEqual(['j on ARTICLE', 'k on ARTICLE'])
    document.removeEventListener('keydown', listen)
    field.remove()
    row.remove()
  })
})
