import { screen, within } from '@testing-library/react'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { getAccountCache, readEntity } from '../../state/entity-cache'
import { renderUi } from '../common/test-render'
import { previewAccount } from './preview-samples'
import { emptySource, resolveTheme } from './resolve'
import { ThemePreview } from './ThemePreview'

describe('the theme preview', () => {
  it('draws the real status card and notification row with sample data, in the theme edited', async () => {
    const theme = resolveTheme({ ...emptySource(), colors: { bg: '#f4f0e8' } })
    const appStore = createStore()
    renderUi(<ThemePreview theme={theme} />, appStore)
    const preview = screen.getByRole('region', { name: 'Preview' })
    expect(preview.style.getPropertyValue('--bg')).toBe('#f4f0e8')
    // The status card the timelines use: an article named after its author, its link, its
    // greentext, its poll and its action bar.
    const card = within(preview).getByRole('article', { name: 'Alice, @alice' })
    expect(card).toHaveClass('status')
    expect((await within(card).findByText('this one')).closest('a')).not.toBeNull()
    expect(within(card).getByText('>be me, choosing colours')).toBeInTheDocument()
    expect(within(card).getByRole('group', { name: 'Poll' })).toHaveTextContent('Dark themes')
    // The notification row: who favourited.
    expect(preview.textContent).toMatch(/Bob favorited your status/)
    // The composer's field and buttons are the design system's.
    expect(within(preview).getByLabelText('Write a post')).toHaveValue('Just setting up my theme')
    expect(within(preview).getByText('Post').closest('button')).toHaveClass('btn')
    // The sample lives in a store of its own: the app's caches are untouched.
    expect(
      readEntity(getAccountCache(appStore, previewAccount), 'statuses', 'preview-status'),
    ).toBeUndefined()
  })
})
