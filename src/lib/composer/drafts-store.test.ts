import { describe, expect, it } from 'vitest'
import { emptyDraft, type ComposerDraft } from './draft'
import {
  deleteDraft,
  draftKeyFor,
  listDrafts,
  readAllDrafts,
  readDraft,
  saveDraft,
} from './drafts-store'

const draft = (status: string): ComposerDraft => ({
  ...emptyDraft({ visibility: 'public', contentType: 'text/plain' }),
  status,
})

describe('drafts', () => {
  it('keys entries status, reply:{id} and quote:{id}', () => {
    expect(draftKeyFor({})).toBe('status')
    expect(draftKeyFor({ replyTo: '9' })).toBe('reply:9')
    expect(draftKeyFor({ quote: '7' })).toBe('quote:7')
  })
  it('saves under the "drafts" key with updatedAt and data, per account', () => {
    saveDraft('a@x', 'status', draft('hello'), 50)
    saveDraft('b@x', 'reply:1', draft('other'), 60)
    const stored: unknown = JSON.parse(localStorage.getItem('drafts') ?? 'null')
    expect(stored).toMatchObject({
      data: {
        'a@x': { status: { updatedAt: 50, data: { status: 'hello' } } },
        'b@x': { 'reply:1': { updatedAt: 60 } },
      },
    })
    expect(readDraft('a@x', 'status')?.data.status).toBe('hello')
    expect(readDraft('a@x', 'reply:1')).toBeNull()
  })
  it('deletes the draft when the form is empty', () => {
    saveDraft('a@x', 'quote:3', draft('q'), 1)
    saveDraft('a@x', 'quote:3', draft('  '), 2)
    expect(readDraft('a@x', 'quote:3')).toBeNull()
    saveDraft('a@x', 'status', draft('s'), 1)
    deleteDraft('a@x', 'status')
    expect(readDraft('a@x', 'status')).toBeNull()
  })
  it('lists the account drafts, newest first', () => {
    saveDraft('a@x', 'status', draft('old'), 1)
    saveDraft('a@x', 'reply:5', draft('new'), 9)
    saveDraft('z@x', 'status', draft('not mine'), 5)
    expect(listDrafts('a@x').map((d) => d.key)).toEqual(['reply:5', 'status'])
  })
  it('drops a damaged entry and keeps the others', () => {
    localStorage.setItem(
      'drafts',
      JSON.stringify({
        version: 1,
        data: {
          'a@x': {
            status: { updatedAt: 1, data: draft('fine') },
            'reply:2': { updatedAt: 'soon', data: {} },
            bogus: { updatedAt: 1, data: draft('bad key') },
          },
        },
      }),
    )
    expect(Object.keys(readAllDrafts()['a@x'] ?? {})).toEqual(['status'])
  })
})
