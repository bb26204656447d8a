import { describe, expect, it } from 'vitest'
import type { Visibility } from '../../entities'
import { confirmsDelete, confirmsRepeat, remoteInteractionUrl, statusActions } from './permissions'
import type { ActionInstance } from './permissions'
import { status, user } from '../../entities/test-factories'
import { translationTarget } from './translation'

const instance: ActionInstance = {
  server: 'https://akkoma.example/',
  editingAvailable: true,
  translationEnabled: true,
}
const me = user('me')
const moderator = user('mod', { rights: { moderator: true, admin: false } })
const admin = user('adm', { rights: { moderator: false, admin: true } })

function actions(visibility: Visibility, owner: string, viewer = me, extra = {}) {
  return statusActions(status('s1', { visibility, user_id: owner, ...extra }), viewer, instance)
}

describe('repeating', () => {
  it('allows public and unlisted statuses to anyone signed in', () => {
    expect(actions('public', 'other').repeat.kind).toBe('available')
    expect(actions('unlisted', 'other').repeat.kind).toBe('available')
  })

  it('allows private statuses only to their owner', () => {
    expect(actions('private', 'other').repeat.kind).toBe('unavailable')
    expect(actions('private', 'me').repeat.kind).toBe('available')
  })

  it('never allows direct statuses', () => {
    expect(actions('direct', 'me').repeat.kind).toBe('unavailable')
  })
})

describe('quoting and pinning', () => {
  it('quotes only public or unlisted statuses', () => {
    expect(actions('public', 'other').quote).toBe(true)
    expect(actions('unlisted', 'other').quote).toBe(true)
    expect(actions('private', 'me').quote).toBe(false)
    expect(actions('local', 'other').quote).toBe(false)
    expect(actions('direct', 'me').quote).toBe(false)
  })

  it('pins only the viewer’s own public or unlisted statuses', () => {
    expect(actions('public', 'me').pin).toBe(true)
    expect(actions('unlisted', 'me').pin).toBe(true)
    expect(actions('private', 'me').pin).toBe(false)
    expect(actions('public', 'other').pin).toBe(false)
  })
})

describe('editing, history and deleting', () => {
  it('edits only own statuses when editing is available', () => {
    expect(actions('public', 'me').edit).toBe(true)
    expect(actions('public', 'other').edit).toBe(false)
    const noEditing = { ...instance, editingAvailable: false }
    expect(statusActions(status('s', { user_id: 'me' }), me, noEditing).edit).toBe(false)
  })

  it('shows history only for edited statuses when editing is available', () => {
    expect(actions('public', 'other').history).toBe(false)
    const edited = { edited_at: '2025-10-20T09:00:00.000Z' }
    expect(actions('public', 'other', me, edited).history).toBe(true)
    const noEditing = { ...instance, editingAvailable: false }
    expect(statusActions(status('s', edited), me, noEditing).history).toBe(false)
  })

  it('lets authors, moderators and admins delete, but only authors redraft', () => {
    expect(actions('public', 'me').delete).toBe(true)
    expect(actions('public', 'other').delete).toBe(false)
    expect(actions('public', 'other', moderator).delete).toBe(true)
    expect(actions('public', 'other', admin).delete).toBe(true)
    expect(actions('public', 'other', admin).redraft).toBe(false)
    expect(actions('public', 'me').redraft).toBe(true)
  })
})

describe('visitors', () => {
  it('send reply, favourite and repeat to the remote-interaction URL', () => {
    const visitor = statusActions(status('AHD r1'), null, instance)
    const url = 'https://akkoma.example/main/ostatus?status_id=AHD%20r1'
    expect(visitor.reply).toEqual({ kind: 'remote', url })
    expect(visitor.favourite).toEqual({ kind: 'remote', url })
    expect(visitor.repeat).toEqual({ kind: 'remote', url })
  })

  it('get no signed-in actions', () => {
    const visitor = statusActions(status('s'), null, instance)
    expect(visitor).toMatchObject({
      quote: false,
      bookmark: false,
      pin: false,
      edit: false,
      delete: false,
      report: false,
      translate: false,
      react: false,
      copyLink: true,
    })
  })

  it('builds the URL from the server without a doubled slash', () => {
    expect(remoteInteractionUrl('https://a.example', '1')).toBe(
      'https://a.example/main/ostatus?status_id=1',
    )
  })
})

describe('confirmations and translation', () => {
  it('confirms a repeat only with modalOnRepeat and when not yet repeated', () => {
    expect(confirmsRepeat(true, false)).toBe(true)
    expect(confirmsRepeat(true, true)).toBe(false)
    expect(confirmsRepeat(false, false)).toBe(false)
  })

  it('confirms delete and redraft per modalOnDelete', () => {
    expect(confirmsDelete(true)).toBe(true)
    expect(confirmsDelete(false)).toBe(false)
  })

  it('offers translation only when the instance enables it', () => {
    expect(actions('public', 'other').translate).toBe(true)
    const off = { ...instance, translationEnabled: false }
    expect(statusActions(status('s'), me, off).translate).toBe(false)
  })

  it('warns when no translation target is set', () => {
    expect(translationTarget('')).toMatchObject({
      kind: 'warning',
      message: { id: 'status.no_translation_target_set' },
    })
    expect(translationTarget(' de ')).toEqual({ kind: 'target', language: 'de' })
  })
})
