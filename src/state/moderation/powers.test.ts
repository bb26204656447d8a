import { describe, expect, it } from 'vitest'
import type { InstanceConfig } from '../../entities'
import { policyTagsFor, staffPowers } from './powers'

describe('staff powers', () => {
  it('gives members nothing, moderators triage, admins everything', () => {
    expect(Object.values(staffPowers('member', true)).some(Boolean)).toBe(false)
    expect(Object.values(staffPowers(undefined, true)).some(Boolean)).toBe(false)
    const mod = staffPowers('moderator', false)
    expect(mod).toMatchObject({ reports: true, tag: true, activate: true, approve: true })
    expect(mod).toMatchObject({ rights: false, deleteUsers: false, forcePasswordReset: false })
    expect(Object.values(staffPowers('admin', false)).every(Boolean)).toBe(true)
  })

  it('lets moderators delete accounts where the instance has privileged staff', () => {
    expect(staffPowers('moderator', true).deleteUsers).toBe(true)
    expect(staffPowers('moderator', true).rights).toBe(false)
  })

  it('offers policy tags only under TagPolicy, the local-only ones for local accounts', () => {
    const config = (policies: string[]) =>
      ({ federationPolicy: { mrf_policies: policies } }) as unknown as InstanceConfig
    expect(policyTagsFor(config(['SimplePolicy']), true)).toEqual([])
    expect(policyTagsFor(config(['TagPolicy']), true)).toHaveLength(7)
    const remote = policyTagsFor(config(['Pleroma.Web.ActivityPub.MRF.TagPolicy']), false)
    expect(remote.map((entry) => entry.tag)).toEqual([
      'mrf_tag:media-force-nsfw',
      'mrf_tag:media-strip',
      'mrf_tag:force-unlisted',
      'mrf_tag:sandbox',
    ])
  })
})
