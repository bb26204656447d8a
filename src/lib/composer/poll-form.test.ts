import { describe, expect, it } from 'vitest'
import {
  addOption,
  canDeleteOption,
  clampExpiry,
  defaultPollForm,
  deleteOption,
  hasPollContent,
  offeredUnits,
  pollDraft,
  pollError,
  pollsAvailable,
  setOption,
  type PollLimits,
} from './poll-form'

const limits: PollLimits = {
  max_options: 4,
  max_option_chars: 10,
  min_expiration: 300,
  max_expiration: 3 * 24 * 3600,
}
const withOptions = (...options: string[]) => ({ ...defaultPollForm(), options })

describe('poll form', () => {
  it('starts single choice with 2 empty options and 10 minutes', () => {
    expect(defaultPollForm()).toEqual({
      options: ['', ''],
      multiple: false,
      expiryAmount: 10,
      expiryUnit: 'minutes',
    })
  })
  it('adds options up to max_options', () => {
    let form = defaultPollForm()
    for (let i = 0; i < 5; i++) form = addOption(form, limits)
    expect(form.options).toHaveLength(4)
  })
  it('clips an option to max_option_chars', () => {
    expect(setOption(defaultPollForm(), 1, 'abcdefghijklmn', limits).options[1]).toBe('abcdefghij')
  })
  it('keeps at least 2 fields and offers delete only beyond 2', () => {
    const two = defaultPollForm()
    expect(canDeleteOption(two)).toBe(false)
    expect(deleteOption(two, 0).options).toHaveLength(2)
    const three = withOptions('a', 'b', 'c')
    expect(canDeleteOption(three)).toBe(true)
    expect(deleteOption(three, 1).options).toEqual(['a', 'c'])
  })
  it('needs 2 non-empty unique options', () => {
    expect(pollDraft(withOptions('a', 'a', ''), limits).error?.id).toBe('polls.not_enough_options')
    expect(pollDraft(withOptions(' a', 'b ', 'a'), limits).poll?.options).toEqual(['a', 'b'])
  })
  it('offers only units whose one unit fits under the maximum', () => {
    expect(offeredUnits(limits)).toEqual(['minutes', 'hours', 'days'])
    expect(offeredUnits({ ...limits, max_expiration: 7200 })).toEqual(['minutes', 'hours'])
    expect(offeredUnits({ ...limits, max_expiration: 600 })).toEqual(['minutes'])
  })
  it('clamps expiry between the minimum and maximum', () => {
    expect(clampExpiry({ ...defaultPollForm(), expiryAmount: 1 }, limits).expiryAmount).toBe(5)
    expect(
      clampExpiry({ ...defaultPollForm(), expiryAmount: 9, expiryUnit: 'days' }, limits)
        .expiryAmount,
    ).toBe(3)
    expect(
      clampExpiry({ ...defaultPollForm(), expiryUnit: 'days' }, { ...limits, max_expiration: 7200 })
        .expiryUnit,
    ).toBe('minutes')
  })
  it('sends the expiry in seconds and the type', () => {
    const form = {
      ...withOptions('a', 'b'),
      multiple: true,
      expiryAmount: 2,
      expiryUnit: 'hours' as const,
    }
    expect(pollDraft(form, limits).poll).toEqual({
      options: ['a', 'b'],
      multiple: true,
      expiresIn: 7200,
    })
  })
  it('is sent only with a non-empty option and blocks posting only then', () => {
    expect(hasPollContent(defaultPollForm())).toBe(false)
    expect(pollError(defaultPollForm(), limits)).toBeNull()
    expect(pollError(withOptions('a', ''), limits)?.id).toBe('polls.not_enough_options')
  })
  it('is available only when the instance allows at least 2 options', () => {
    expect(pollsAvailable(true, limits, false)).toBe(true)
    expect(pollsAvailable(false, limits, false)).toBe(false)
    expect(pollsAvailable(true, { ...limits, max_options: 1 }, false)).toBe(false)
    expect(pollsAvailable(true, limits, true)).toBe(false)
  })
})
