import { describe, expect, it } from 'vitest'
import {
  draftKeyOf,
  initialDraft,
  replyMentions,
  replySubject,
  targetIdentity,
} from './initial-draft'

const settings = {
  defaultScope: 'public' as const,
  contentType: 'text/plain',
  sensitiveByDefault: false,
}

describe('initial draft', () => {
  it('starts a new post with the default scope, format and the message parameter', () => {
    expect(initialDraft({ kind: 'status' }, settings, 'hello')).toMatchObject({
      status: 'hello',
      visibility: 'public',
      contentType: 'text/plain',
      nsfw: false,
    })
    expect(initialDraft({ kind: 'status' }, { ...settings, sensitiveByDefault: true }).nsfw).toBe(
      true,
    )
  })
  it('starts a reply with the mentions and the suggested scope', () => {
    const draft = initialDraft(
      { kind: 'reply', statusId: '1', scope: 'unlisted', mentions: ['bob', 'carol@x.y'] },
      settings,
    )
    expect(draft.status).toBe('@bob @carol@x.y ')
    expect(draft.visibility).toBe('unlisted')
    const direct = initialDraft(
      { kind: 'reply', statusId: '1', scope: 'direct', mentions: [] },
      settings,
    )
    expect(direct.visibility).toBe('direct')
  })
  it('never suggests a scope wider than a quoted original', () => {
    const draft = initialDraft({ kind: 'quote', statusId: '2', scope: 'unlisted' }, settings)
    expect(draft.visibility).toBe('unlisted')
    const local = initialDraft(
      { kind: 'quote', statusId: '2', scope: 'local' },
      { ...settings, defaultScope: 'unlisted' },
    )
    expect(local.visibility).toBe('local')
  })
  it('builds reply mentions without the viewer and without repeats', () => {
    expect(replyMentions('bob', ['me', 'bob', 'eve'], 'me')).toEqual(['bob', 'eve'])
    expect(replyMentions('me', [], 'me')).toEqual([])
  })
  it('keys drafts by target, not for edits and redrafts', () => {
    expect(draftKeyOf({ kind: 'status' })).toBe('status')
    expect(draftKeyOf({ kind: 'reply', statusId: '4', scope: 'public', mentions: [] })).toBe(
      'reply:4',
    )
    expect(draftKeyOf({ kind: 'quote', statusId: '5', scope: 'public' })).toBe('quote:5')
    expect(draftKeyOf({ kind: 'edit', statusId: '6', scope: 'public' })).toBeNull()
    expect(targetIdentity({ kind: 'edit', statusId: '6', scope: 'public' })).toBe('edit:6')
  })
})

describe('reply subject', () => {
  it('follows subjectLineBehavior', () => {
    expect(replySubject('spoilers', 'email')).toBe('re: spoilers')
    expect(replySubject('Re: spoilers', 'email')).toBe('Re: spoilers')
    expect(replySubject('spoilers', 'masto')).toBe('spoilers')
    expect(replySubject('spoilers', 'noop')).toBe('')
    expect(replySubject('  ', 'email')).toBe('')
  })
  it('starts a reply under the original warning, marked sensitive', () => {
    const draft = initialDraft(
      { kind: 'reply', statusId: '1', scope: 'public', mentions: [], spoiler: 'food' },
      { ...settings, subjectLineBehavior: 'email' },
    )
    expect(draft).toMatchObject({ spoilerText: 're: food', nsfw: true })
  })
})
