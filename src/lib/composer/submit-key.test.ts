import { describe, expect, it } from 'vitest'
import { isSubmitKey } from './submit-key'

const press = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'isComposing', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  isComposing: false,
  ...mods,
})

describe('submit key', () => {
  it('posts on Enter with submitOnEnter, Shift+Enter stays a new line', () => {
    expect(isSubmitKey(press('Enter'), true)).toBe(true)
    expect(isSubmitKey(press('Enter', { shiftKey: true }), true)).toBe(false)
  })
  it('posts on Ctrl or Cmd + Enter without submitOnEnter, not on Enter', () => {
    expect(isSubmitKey(press('Enter'), false)).toBe(false)
    expect(isSubmitKey(press('Enter', { ctrlKey: true }), false)).toBe(true)
    expect(isSubmitKey(press('Enter', { metaKey: true }), false)).toBe(true)
    expect(isSubmitKey(press('Enter', { metaKey: true }), true)).toBe(true)
  })
  it('ignores other keys and Enter while an input method composes', () => {
    expect(isSubmitKey(press('a', { ctrlKey: true }), true)).toBe(false)
    expect(isSubmitKey(press('Enter', { isComposing: true }), true)).toBe(false)
  })
})
