import { afterEach, describe, expect, it, vi } from 'vitest'
import { readLastLoginName, rememberLoginName } from './last-login'

describe('the last login name', () => {
  afterEach(() => {
    localStorage.clear()
    vi.restoreAllMocks()
  })

  it('is remembered and read back', () => {
    expect(readLastLoginName()).toBe('')
    rememberLoginName(' alice ')
    expect(readLastLoginName()).toBe('alice')
  })

  it('falls back to empty, with a log line, when the stored value is bad', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem('lastLoginName', JSON.stringify({ version: 1, data: '<img src=x>' }))
    expect(readLastLoginName()).toBe('')
    expect(warn).toHaveBeenCalled()
  })
})
