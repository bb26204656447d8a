import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Loaders from '../../state/loaders'
import { renderUi } from '../common/test-render'
import { TranslationLanguageOption } from './TranslationLanguageOption'

const owner = vi.hoisted(() => ({ owner: 'alice@example.test', signedIn: true }))
const translator = vi.hoisted(() => ({
  languages: [
    { code: 'DE', name: 'German' },
    { code: 'IT', name: 'Italian' },
  ],
}))

vi.mock('./use-settings-owner', () => ({ useSettingsOwner: () => owner }))
vi.mock('../../state/loaders', async (original) => ({
  ...(await original<typeof Loaders>()),
  loadTranslationLanguages: () => Promise.resolve(translator.languages),
}))

function show(value: string) {
  const onChange = vi.fn()
  renderUi(
    <TranslationLanguageOption
      label="Translate posts into"
      value={value}
      disabled={false}
      onChange={onChange}
    />,
  )
  return onChange
}

describe('the translation language option', () => {
  beforeEach(() => {
    owner.signedIn = true
  })

  it("lists the instance translator's languages, unset meaning the interface language", async () => {
    const u = userEvent.setup()
    const onChange = show('')
    await u.click(screen.getByRole('button', { name: /Translate posts into/ }))
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'The interface language',
      'German',
      'Italian',
    ])
    await u.click(screen.getByRole('option', { name: 'Italian' }))
    expect(onChange).toHaveBeenCalledWith('IT')
  })

  it('keeps a chosen code the translator does not list', async () => {
    const u = userEvent.setup()
    show('fr')
    await u.click(screen.getByRole('button', { name: /Translate posts into/ }))
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'The interface language',
      'German',
      'Italian',
      'French',
    ])
  })

  it('offers every language to visitors, who have no translator to ask', async () => {
    const u = userEvent.setup()
    owner.signedIn = false
    show('fr')
    await u.click(screen.getByRole('button', { name: /Translate posts into/ }))
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(names.length).toBeGreaterThan(20)
    expect(names).toContain('Japanese')
    expect(names.filter((name) => name === 'French')).toHaveLength(1)
  })
})
