import { parse } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { precompileMessages } from '../../scripts/precompile-messages'

const tree = (text: string) => JSON.stringify(parse(text, { shouldParseSkeletons: true }))

describe('messages compiled by the build', () => {
  it('turns each descriptor’s default text into its syntax tree and drops the description', () => {
    const source = [
      'export const m = defineMessages({',
      "  boost: { id: 'a.boost', defaultMessage: '{count, plural, one {# boost} other {# boosts}}',",
      "    description: 'for translators' },",
      '})',
    ].join('\n')
    const out = precompileMessages(source, '/app/src/a/messages.ts')?.code ?? ''
    expect(out).toContain(
      `defaultMessage: ${tree('{count, plural, one {# boost} other {# boosts}}')}`,
    )
    expect(out).not.toContain('for translators')
  })

  it('compiles a FormattedMessage’s defaultMessage attribute', () => {
    const source = 'const x = <FormattedMessage id="b.hi" defaultMessage="Hi {name}" />'
    const out = precompileMessages(source, '/app/src/b/X.tsx')?.code ?? ''
    expect(out).toContain(`defaultMessage={${tree('Hi {name}')}}`)
  })

  it('leaves a file without messages alone and refuses a default text that is not literal', () => {
    expect(precompileMessages('export const a = 1', '/app/src/c.ts')).toBeNull()
    const computed = "const m = { id: 'c.x', defaultMessage: text }"
    expect(() => precompileMessages(computed, '/app/src/c.ts')).toThrow(/literal string/)
  })
})
