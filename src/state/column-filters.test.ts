import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import {
  compileColumnFilters,
  noColumnFilters,
  visibleStatusIds,
  type ColumnFilters,
} from './column-filters'
import { getAccountCache } from './entity-cache'
import { ingest } from './ingest'
import { repeat, reply, status, user } from '../entities/test-factories'

const account = 'alice@local.example'

function seeded() {
  const store = createStore()
  ingest(store, account, {
    users: [user('u1'), user('bot', { bot: true })],
    statuses: [
      status('1', { text: 'Cats are great' }),
      reply('2', '1', { text: 'agreed' }),
      status('3', { user_id: 'bot', text: 'beep' }),
      repeat('4', '3'),
      status('5', {
        text: 'a photo',
        attachments: [
          {
            id: 'm1',
            mimetype: 'image/png',
            kind: 'image',
            url: '',
            large_thumb_url: '',
            thumb_url: '',
            remote_url: null,
            description: null,
            blurhash: null,
            meta: null,
            oembed: null,
          },
        ],
      }),
      status('6', { summary: 'SPOILER dogs', text: 'woof' }),
      status('7', { deleted: true }),
    ],
  })
  return getAccountCache(store, account)
}

const all = ['1', '2', '3', '4', '5', '6', '7']
const show = (filters: Partial<ColumnFilters>) =>
  visibleStatusIds(seeded(), all, compileColumnFilters({ ...noColumnFilters, ...filters }))

describe('column filters', () => {
  it('show everything but deleted statuses by default', () => {
    expect(show({})).toEqual(['1', '2', '3', '4', '5', '6'])
  })

  it('hide repeats, replies and bots', () => {
    expect(show({ hideRepeats: true })).not.toContain('4')
    expect(show({ hideReplies: true })).not.toContain('2')
    // The bot's own status and a repeat of it.
    expect(show({ hideBots: true })).toEqual(['1', '2', '5', '6'])
  })

  it('keep only statuses with media', () => {
    expect(show({ mediaOnly: true })).toEqual(['5'])
  })

  it('hide keyword matches in any case, in the text or the content warning', () => {
    expect(show({ keywords: ['cats', '  '] })).not.toContain('1')
    expect(show({ keywords: ['spoiler'] })).not.toContain('6')
  })

  it('hide regex matches, with or without slashes', () => {
    expect(show({ regexes: ['^be+p$'] })).not.toContain('3')
    expect(show({ regexes: ['/WOOF/'] })).not.toContain('6')
  })

  it('report a bad regex instead of throwing, and keep the good ones', () => {
    const compiled = compileColumnFilters({ ...noColumnFilters, regexes: ['(unclosed', 'beep'] })
    expect(compiled.errors).toHaveLength(1)
    expect(compiled.errors[0]?.pattern).toBe('(unclosed')
    expect(compiled.errors[0]?.message.descriptor.id).toBe('column.filters.bad_regex')
    expect(visibleStatusIds(seeded(), all, compiled)).not.toContain('3')
  })
})
