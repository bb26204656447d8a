import { describe, expect, it } from 'vitest'
import type { Status, User } from '../../entities'
import { repeat, reply, status, user } from '../../state/test-factories'
import { defaultColumnSettings, type ColumnSettings } from '../layout'
import { compileFilters, hasActiveFilters, passesColumnFilters } from './column-filters'

const people = new Map<string, User>([
  ['human', user('human')],
  ['robot', user('robot', { bot: true })],
])

function check(subject: Status, settings: Partial<ColumnSettings>, ...others: Status[]) {
  const statuses = new Map([subject, ...others].map((s) => [s.id, s]))
  const lookup = { status: (id: string) => statuses.get(id), user: (id: string) => people.get(id) }
  return passesColumnFilters(
    subject,
    compileFilters({ ...defaultColumnSettings(), ...settings }),
    lookup,
  )
}

describe('column filters', () => {
  const plain = status('1', { user_id: 'human', text: 'A quiet morning with tea' })

  it('shows everything with the default settings', () => {
    expect(check(plain, {})).toBe(true)
    expect(hasActiveFilters(compileFilters(defaultColumnSettings()))).toBe(false)
  })

  it('hides repeats, replies, bots and text-only posts when asked', () => {
    const original = status('2', { user_id: 'human' })
    expect(check(repeat('3', '2', { user_id: 'human' }), { hideRepeats: true }, original)).toBe(
      false,
    )
    expect(check(reply('4', '1', { user_id: 'human' }), { hideReplies: true })).toBe(false)
    expect(check(status('5', { user_id: 'robot' }), { hideBots: true })).toBe(false)
    expect(check(plain, { mediaOnly: true })).toBe(false)
    expect(check(plain, { hideRepeats: true, hideReplies: true, hideBots: true })).toBe(true)
  })

  it('judges a repeat by its original', () => {
    const botPost = status('6', { user_id: 'robot' })
    expect(check(repeat('7', '6', { user_id: 'human' }), { hideBots: true }, botPost)).toBe(false)
  })

  it('hides by word, ignoring case, in the text and the content warning', () => {
    expect(check(plain, { filters: ['TEA'] })).toBe(false)
    expect(
      check(status('8', { user_id: 'human', summary: 'election talk' }), { filters: ['election'] }),
    ).toBe(false)
    expect(check(plain, { filters: ['coffee'] })).toBe(true)
  })

  it('hides by /regular expression/ and reports one that is not valid', () => {
    expect(check(plain, { filters: ['/MORN(ing)?/i'] })).toBe(false)
    const compiled = compileFilters({
      ...defaultColumnSettings(),
      filters: ['/(unclosed/', '/ok/g'],
    })
    expect(compiled.invalid).toEqual(['/(unclosed/'])
    expect(compiled.patterns.map((pattern) => pattern.flags)).toEqual([''])
  })
})
