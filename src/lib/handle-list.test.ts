import { describe, expect, it } from 'vitest'
import { readHandleList, writeHandleList } from './handle-list'

describe('account lists as CSV', () => {
  it("reads Mastodon's export and plain lists, without @ and each once", () => {
    expect(
      readHandleList(
        'Account address,Show boosts\nbob@remote.example,true\n@alice,false\n\nalice\n',
      ),
    ).toEqual({ ok: true, handles: ['bob@remote.example', 'alice'] })
  })

  it('refuses the whole file for one line that is not a handle', () => {
    expect(readHandleList('bob\n=cmd|calc\nalice')).toEqual({
      ok: false,
      problem: { kind: 'badLine', line: 2 },
    })
    expect(readHandleList('bob\n<script>alert(1)</script>')).toMatchObject({ ok: false })
  })

  it('refuses an empty or a huge file', () => {
    expect(readHandleList('\n\n')).toEqual({ ok: false, problem: { kind: 'empty' } })
    expect(readHandleList('bob', 5 * 1024 * 1024)).toEqual({
      ok: false,
      problem: { kind: 'tooBig' },
    })
  })

  it('reads domains when asked', () => {
    expect(readHandleList('Spam.Example\nbad domain', undefined, 'domains')).toMatchObject({
      ok: false,
      problem: { kind: 'badLine', line: 2 },
    })
    expect(readHandleList('Spam.Example', undefined, 'domains')).toEqual({
      ok: true,
      handles: ['spam.example'],
    })
  })

  it('writes one a line, quoting what a spreadsheet would run', () => {
    expect(writeHandleList(['bob', '=SUM(A1)'])).toBe("bob\n'=SUM(A1)\n")
  })
})
