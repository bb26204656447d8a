import { describe, expect, it } from 'vitest'
import { buildSettingsFile, readSettingsFile, settingsFileName } from './export-file'

const file = (data: Record<string, unknown>) => JSON.stringify(data)

describe('the settings file', () => {
  const settings = {
    hideNsfw: false,
    muteWords: ['spoiler'],
    customTheme: { colors: { bg: '#000000' } },
    colors: { bg: '#000000' },
  }

  it('carries the version [1,0], and the theme only when asked', () => {
    const plain = JSON.parse(buildSettingsFile(settings, false)) as Record<string, unknown>
    expect(plain._pleroma_settings_version).toEqual([1, 0])
    expect(plain.hideNsfw).toBe(false)
    expect(plain).not.toHaveProperty('customTheme')
    expect(plain).not.toHaveProperty('colors')
    const themed = JSON.parse(buildSettingsFile(settings, true)) as Record<string, unknown>
    expect(themed.customTheme).toEqual({ colors: { bg: '#000000' } })
    expect(settingsFileName(false)).not.toBe(settingsFileName(true))
  })

  it('round-trips what it wrote', () => {
    const read = readSettingsFile(buildSettingsFile(settings, true))
    expect(read).toEqual({ ok: true, settings, slightlyNew: false, ignored: [] })
  })

  it('applies only known options, and warns about a slightly newer file', () => {
    const read = readSettingsFile(
      file({ _pleroma_settings_version: [1, 2], hideNsfw: false, somethingNew: 1 }),
    )
    expect(read).toEqual({
      ok: true,
      settings: { hideNsfw: false },
      slightlyNew: true,
      ignored: ['somethingNew'],
    })
  })

  it.each([
    [
      'a newer major version',
      file({ _pleroma_settings_version: [2, 0] }),
      { kind: 'tooNew', fileMajor: 2, appMajor: 1 },
    ],
    [
      'an older major version',
      file({ _pleroma_settings_version: [0, 9] }),
      { kind: 'tooOld', fileMajor: 0, appMajor: 1 },
    ],
    ['no version', file({ hideNsfw: false }), { kind: 'invalidFile' }],
    [
      'a version that is not a pair of integers',
      file({ _pleroma_settings_version: ['1', 0] }),
      { kind: 'invalidFile' },
    ],
    ['no JSON', '{ hideNsfw: false', { kind: 'invalidFile' }],
    ['a list', '[1, 0]', { kind: 'invalidFile' }],
    [
      'a prototype key',
      '{"_pleroma_settings_version":[1,0],"__proto__":{"hideNsfw":false}}',
      { kind: 'invalidFile' },
    ],
    [
      'a nested constructor key',
      file({
        _pleroma_settings_version: [1, 0],
        highlight: { constructor: { type: 'solid', color: '#fff' } },
      }),
      { kind: 'invalidFile' },
    ],
    [
      'a script in a string',
      file({ _pleroma_settings_version: [1, 0], muteWords: ['<script>x</script>'] }),
      { kind: 'invalidFile' },
    ],
    [
      'a script URL',
      file({ _pleroma_settings_version: [1, 0], theme: 'javascript:alert(1)' }),
      { kind: 'invalidFile' },
    ],
    [
      'wrong types',
      file({ _pleroma_settings_version: [1, 0], hideNsfw: 'no', maxThumbnails: 3 }),
      { kind: 'invalidSettings', names: ['hideNsfw'] },
    ],
  ])('refuses %s, changing nothing', (_name, text, problem) => {
    expect(readSettingsFile(text)).toEqual({ ok: false, problem })
  })

  it('refuses a huge file by its size, before reading it', () => {
    expect(readSettingsFile('', 10 * 1024 * 1024)).toEqual({
      ok: false,
      problem: { kind: 'tooBig' },
    })
  })
})
