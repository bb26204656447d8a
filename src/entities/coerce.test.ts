import { describe, expect, it } from 'vitest'
import type { ApiAttachment } from '../api/wire/index.ts'
import { createBundle } from './bundle.ts'
import { bool, idOrNull, num, strings, url } from './coerce.ts'
import { normalizeAttachment, normalizeCard } from './normalize-media.ts'
import { normalizeAccount } from './normalize-user.ts'
import { normalizeStatus } from './normalize-status.ts'
import { apiAccount, apiStatus } from './test-factories.ts'

describe('readers of server data', () => {
  it('coerce ids, numbers, booleans and string lists', () => {
    expect(idOrNull(12)).toBe('12')
    expect(idOrNull('')).toBeNull()
    expect(idOrNull(Number.NaN)).toBeNull()
    expect(num('7')).toBe(7)
    expect(num('x', 3)).toBe(3)
    expect(bool('true')).toBe(true)
    expect(bool('0', true)).toBe(false)
    expect(bool(undefined, true)).toBe(true)
    expect(strings(['a', 1, null, 'b'])).toEqual(['a', 'b'])
  })

  it('let only http(s) and relative URLs through', () => {
    expect(url('https://a.example/x')).toBe('https://a.example/x')
    expect(url('HTTP://a.example/x')).toBe('HTTP://a.example/x')
    expect(url('/media/x.png')).toBe('/media/x.png')
    expect(url('javascript:alert(1)')).toBe('')
    expect(url(' JavaScript:alert(1)')).toBe('')
    expect(url('data:text/html,<script>')).toBe('')
    expect(url(42)).toBe('42')
  })
})

describe('hostile URLs in entities', () => {
  it('drop a javascript: avatar and profile link', () => {
    const user = normalizeAccount(
      apiAccount({ avatar: 'javascript:alert(1)', avatar_static: '', url: 'javascript:x' }),
      createBundle(),
    )
    expect(user?.profile_image_url).toBe('')
    expect(user?.statusnet_profile_url).toBe(
      'https://akkoma.example/users/' + String(user?.screen_name),
    )
  })

  it('fall back to the AP id when the status url is hostile', () => {
    const status = normalizeStatus(
      apiStatus({ url: 'javascript:alert(1)', uri: 'https://akkoma.example/objects/1' }),
      createBundle(),
    )
    expect(status?.external_url).toBe('https://akkoma.example/objects/1')
  })

  it('skip attachments and cards that only have hostile URLs', () => {
    const attachment = { id: '1', type: 'image', url: 'javascript:x' } as ApiAttachment
    expect(normalizeAttachment(attachment)).toBeUndefined()
    expect(normalizeCard({ url: 'data:text/html,x', title: '', description: '' })).toBeNull()
  })
})
