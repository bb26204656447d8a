import { screen } from '@testing-library/react'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { visitorKeyOf } from '../../accounts'
import { settingsAtoms } from '../../settings/store'
import { renderUi } from '../common/test-render'
import { instanceSource, lookSource } from './start-source'
import { ThemeEditor } from './ThemeEditor'

const owner = visitorKeyOf(location.origin)
const root = document.documentElement

function open(theme: Record<string, unknown>) {
  const store = createStore()
  store.set(settingsAtoms(store, owner).replace, theme)
  renderUi(<ThemeEditor owner={owner} onClose={() => undefined} />, store)
  return screen.findByRole('group', { name: 'Theme editor' })
}

const colourField = (name: string) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: `${name} colour` })

describe('the theme editor opens on the theme in use', () => {
  afterEach(() => {
    localStorage.clear()
    root.removeAttribute('style')
  })

  it('the custom theme, from its stored source', async () => {
    await open({
      theme: 'custom',
      customThemeSource: { name: 'Paper', colors: { bg: '#f4f0e8', text: '#222222' } },
    })
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Theme name' }).value).toBe(
      'Paper',
    )
    expect(colourField('Background').value).toBe('#f4f0e8')
  })

  it('a built-in look, from the colours it draws, not the saved custom theme', async () => {
    root.style.setProperty('--bg', '#f2f4f6')
    root.style.setProperty('--text', '#1b2230')
    root.style.setProperty('--link', 'rgb(11, 87, 208)')
    await open({ theme: 'light', customThemeSource: { colors: { bg: '#000000' } } })
    expect(colourField('Background').value).toBe('#f2f4f6')
    expect(colourField('Text').value).toBe('#1b2230')
    expect(colourField('Links').value).toBe('#0b57d0')
    // The colours beyond the base ones follow them, as in any theme.
    const panel = colourField('Panels · Background').closest('li')
    expect(panel).toHaveAttribute('data-set', 'false')
    expect(panel).toHaveTextContent('follows Foreground')
  })

  it('names each slot in words, in its fields, its reset and its contrast', async () => {
    await open({ theme: 'custom', customThemeSource: { colors: { btnText: '#777777' } } })
    expect(colourField('Buttons · Text')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reset Buttons · Text' })).toBeInTheDocument()
    const row = colourField('Buttons · Text').closest('li')
    expect(row).toHaveTextContent(/on Buttons · Background: \d\.\d\d:1/)
    expect(screen.getByRole('textbox', { name: 'Buttons radius (px)' })).toBeInTheDocument()
    expect(screen.queryByText('btnText')).toBeNull()
  })
})

describe('the sources the editor starts from', () => {
  it("take a look's base colours as set and let the rest follow", () => {
    const values: Record<string, string> = {
      '--bg': '#ffffff',
      '--fg': 'nonsense',
      '--text': '#111',
    }
    const source = lookSource((name) => values[name] ?? '')
    expect(source.colors).toEqual({ bg: '#ffffff', text: '#111111' })
  })

  it("take an instance theme's set colours as drawn: readable", () => {
    const source = instanceSource({
      _pleroma_theme_version: 2,
      name: 'Low',
      theme: { colors: { bg: '#ffffff', text: '#cccccc' }, radii: { btn: 0 } },
    })
    expect(source?.name).toBe('Low')
    expect(source?.radii).toEqual({ btn: 0 })
    expect(source?.colors.bg).toBe('#ffffff')
    expect(source?.colors.text).not.toBe('#cccccc')
    expect(instanceSource('not a theme')).toBeUndefined()
  })
})
