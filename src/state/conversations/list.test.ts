import { describe, expect, it } from 'vitest'
import type { Conversation } from '../../entities/misc'
import { PAGE_LIMIT } from '../constants'
import {
  conversationEntities,
  conversationListReducer as reduce,
  emptyConversationList,
  type ConversationListState,
} from './list'

const conversation = (id: string, last: string | null, over: Partial<Conversation> = {}) => ({
  id,
  account_ids: ['bob'],
  unread: false,
  last_status_id: last,
  ...over,
})

const full = (from: number) =>
  Array.from({ length: PAGE_LIMIT }, (_, i) =>
    conversation(`c${String(from + i)}`, `s${String(900 - from - i)}`),
  )

const ids = (state: ConversationListState) => state.items.map((item) => item.id)

describe('the conversation list', () => {
  it('orders conversations by their last status, newest first, whatever order pages come in', () => {
    const state = reduce(emptyConversationList, {
      type: 'page',
      which: 'first',
      items: [conversation('1', 'AAA'), conversation('2', 'AAC'), conversation('3', null)],
    })
    expect(ids(state)).toEqual(['2', '1', '3'])
    expect(state.loaded).toBe(true)
  })

  it('ends on a short page or a page without a next cursor, and goes on after a full one', () => {
    const short = reduce(emptyConversationList, {
      type: 'page',
      which: 'first',
      items: [conversation('1', 'AAA')],
      maxId: 'AAA',
    })
    expect(short.ended).toBe(true)
    const fullPage = reduce(emptyConversationList, {
      type: 'page',
      which: 'first',
      items: full(0),
      maxId: 'x',
    })
    expect(fullPage.ended).toBe(false)
    expect(fullPage.maxId).toBe('x')
    const noCursor = reduce(emptyConversationList, { type: 'page', which: 'first', items: full(0) })
    expect(noCursor.ended).toBe(true)
  })

  it('appends an older page and merges a newer one without losing the cursor', () => {
    let state = reduce(emptyConversationList, {
      type: 'page',
      which: 'first',
      items: full(0),
      maxId: 'm1',
    })
    state = reduce(state, { type: 'page', which: 'older', items: [conversation('old', 's1')] })
    expect(ids(state).at(-1)).toBe('old')
    expect(state.ended).toBe(true)
    state = reduce(state, {
      type: 'page',
      which: 'newer',
      items: [conversation('old', 's999', { unread: true })],
    })
    expect(ids(state)[0]).toBe('old')
    expect(state.items[0]?.unread).toBe(true)
    expect(state.items).toHaveLength(PAGE_LIMIT + 1)
  })

  it('moves a conversation that got a new message to the top, and drops a removed one', () => {
    let state = reduce(emptyConversationList, {
      type: 'page',
      which: 'first',
      items: [conversation('1', 'AAB'), conversation('2', 'AAA')],
    })
    state = reduce(state, {
      type: 'upsert',
      conversation: conversation('2', 'AAZ', { unread: true }),
    })
    expect(ids(state)).toEqual(['2', '1'])
    state = reduce(state, { type: 'removed', id: '2' })
    expect(ids(state)).toEqual(['1'])
  })

  it('keeps what it holds on a failure and stops loading when a fetch is abandoned', () => {
    const loading = reduce(emptyConversationList, { type: 'loading', what: 'first' })
    expect(loading.loading).toBe('first')
    expect(reduce(loading, { type: 'stopped' }).loading).toBe('none')
    const failed = reduce(loading, {
      type: 'failed',
      error: { descriptor: { id: 'x', defaultMessage: 'x' } },
    })
    expect(failed.loading).toBe('none')
    expect(failed.error).not.toBeNull()
  })

  it('holds each last status and every participant once', () => {
    expect(
      conversationEntities([
        conversation('1', 's1', { account_ids: ['bob', 'carol'] }),
        conversation('2', null, { account_ids: ['bob'] }),
      ]),
    ).toEqual({ statuses: ['s1'], users: ['bob', 'carol'] })
  })
})
