import { describe, expect, it } from 'vitest'
import { pollMessages } from './poll-form'
import {
  charactersLeft,
  descriptionsToSave,
  isOverLimit,
  isPreviewEmpty,
  postBlocker,
  spoilerToSend,
  validationMessages,
} from './validation'

describe('characters left', () => {
  it('is the limit minus status and spoiler length', () => {
    expect(charactersLeft(10, 'abcd', 'ef')).toBe(4)
    expect(charactersLeft(5, 'abcd', 'ef')).toBe(-1)
  })
  it('is over the limit only below zero and with a limit', () => {
    expect(isOverLimit(6, 'abcd', 'ef')).toBe(false)
    expect(isOverLimit(5, 'abcd', 'ef')).toBe(true)
    expect(isOverLimit(0, 'a'.repeat(9000), '')).toBe(false)
  })
})

describe('post blockers', () => {
  const ok = { status: 'hi', spoilerText: '', fileCount: 0, textLimit: 10, pollError: null }
  it('rejects blank text with no files', () => {
    expect(postBlocker({ ...ok, status: '  \n' })).toBe(validationMessages.emptyStatus)
    expect(validationMessages.emptyStatus.id).toBe('post_status.empty_status_error')
    expect(postBlocker({ ...ok, status: '', fileCount: 1 })).toBeNull()
  })
  it('lets a poll error block posting', () => {
    expect(postBlocker({ ...ok, pollError: pollMessages.notEnoughOptions })).toBe(
      pollMessages.notEnoughOptions,
    )
  })
  it('blocks over-limit posts', () => {
    expect(postBlocker({ ...ok, status: 'x'.repeat(11) })).toBe('over-limit')
    expect(postBlocker(ok)).toBeNull()
  })
})

describe('content warning sent', () => {
  it('goes only with the sensitive flag and a text, empty as null', () => {
    expect(spoilerToSend(true, 'spoilers')).toBe('spoilers')
    expect(spoilerToSend(false, 'spoilers')).toBeNull()
    expect(spoilerToSend(true, '')).toBeNull()
    expect(spoilerToSend(true, null)).toBeNull()
  })
})

describe('preview and descriptions', () => {
  it('has nothing to preview without text or spoiler', () => {
    expect(isPreviewEmpty(' ', '')).toBe(true)
    expect(isPreviewEmpty('', 'cw')).toBe(false)
  })
  it('saves only non-blank descriptions, trimmed, one per attachment', () => {
    expect(descriptionsToSave(['1', '2', '3'], { '1': ' a cat ', '2': '   ' })).toEqual([
      { id: '1', description: 'a cat' },
    ])
  })
})
