import { describe, expect, it } from 'vitest'
import { commands } from './commands'
import {
  bindingParts,
  buildKeymap,
  idleKeymap,
  resolveKey,
  sequenceTimeoutMs,
  type KeymapState,
} from './keymap'

const keymap = buildKeymap(commands)
const press = (
  key: string,
  chord: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...chord,
})

function typeKeys(keys: string[], start: KeymapState = idleKeymap, gapMs = 100) {
  let state = start
  const ran: (string | null)[] = []
  keys.forEach((key, index) => {
    const result = resolveKey(keymap, state, press(key), 1000 + index * gapMs)
    state = result.state
    ran.push(result.command?.id ?? null)
  })
  return ran
}

describe('keymap', () => {
  it('runs single-key commands', () => {
    expect(typeKeys(['j', 'k', 'l', 'h', '.', '?', 'n', '/'])).toEqual([
      'column.next-status',
      'column.previous-status',
      'deck.next-column',
      'deck.previous-column',
      'column.show-new',
      'general.help',
      'general.compose',
      'general.search',
    ])
  })

  it('runs go-to chords without also running the second key alone', () => {
    expect(typeKeys(['g', 'h'])).toEqual([null, 'go.home'])
    expect(typeKeys(['g', 'n', 'g', 'l', 'g', 't'])).toEqual([
      null,
      'go.notifications',
      null,
      'go.local',
      null,
      'go.federated',
    ])
    expect(typeKeys(['g', 'd', 'g', 'b', 'g', 'f', 'g', 'u', 'g', 'r', 'g', 's'])).toEqual([
      null,
      'go.dms',
      null,
      'go.bookmarks',
      null,
      'go.favourites',
      null,
      'go.profile',
      null,
      'go.followRequests',
      null,
      'go.settings',
    ])
  })

  it('forgets a prefix after the sequence timeout', () => {
    expect(typeKeys(['g', 'h'], idleKeymap, sequenceTimeoutMs + 1)).toEqual([
      null,
      'deck.previous-column',
    ])
  })

  it('maps Ctrl and Cmd chords to mod and leaves Alt chords alone', () => {
    expect(resolveKey(keymap, idleKeymap, press('k', { ctrlKey: true }), 0).command?.id).toBe(
      'general.palette',
    )
    expect(resolveKey(keymap, idleKeymap, press('K', { metaKey: true }), 0).command?.id).toBe(
      'general.palette',
    )
    expect(resolveKey(keymap, idleKeymap, press('k', { altKey: true }), 0)).toMatchObject({
      command: null,
      handled: false,
    })
  })

  it('reports unbound keys as not handled so the browser keeps them', () => {
    expect(resolveKey(keymap, idleKeymap, press('z'), 0)).toMatchObject({
      command: null,
      handled: false,
    })
  })

  it('gives every shortcut to one command only', () => {
    const seen = new Map<string, string>()
    for (const command of commands) {
      for (const key of command.keys ?? []) {
        expect(seen.get(key), `${key} is bound twice`).toBeUndefined()
        seen.set(key, command.id)
      }
    }
  })
})

describe('bindings of the symbol keys', () => {
  it('reads ">" and "<" as keys of their own, and "g>h" as a sequence', () => {
    expect(bindingParts('>')).toEqual(['>'])
    expect(bindingParts('<')).toEqual(['<'])
    expect(bindingParts('g>h')).toEqual(['g', 'h'])
    expect(bindingParts('g>>')).toEqual(['g', '>'])
  })

  it('moves the column with ">" and "<" like L and H', () => {
    expect(typeKeys(['>'])).toEqual(['deck.move-right'])
    expect(typeKeys(['<'])).toEqual(['deck.move-left'])
  })
})
