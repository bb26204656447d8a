import { describe, expect, it } from 'vitest'
import { emptyDraft, isDraftEmpty, type ComposerDraft } from './draft'

const draft = (over: Partial<ComposerDraft> = {}): ComposerDraft => ({
  ...emptyDraft({ visibility: 'public', contentType: 'text/plain' }),
  ...over,
})
const file = { id: 'm1', url: 'u', previewUrl: 'p', mimetype: 'image/png', name: 'a.png' }

describe('empty draft', () => {
  it('counts text, spoiler, files and poll options as content', () => {
    expect(isDraftEmpty(draft({ status: '  ' }))).toBe(true)
    expect(isDraftEmpty(draft({ spoilerText: 'a' }))).toBe(false)
    expect(isDraftEmpty(draft({ files: [file] }))).toBe(false)
    const poll = {
      options: ['', 'x'],
      multiple: false,
      expiryAmount: 10,
      expiryUnit: 'minutes' as const,
    }
    expect(isDraftEmpty(draft({ poll }))).toBe(false)
  })
})
