import { screen, within } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import { renderUi } from '../ui/common/test-render'
import { emptySource, resolveTheme } from '../ui/theme-engine/resolve'
import { ThemePreview } from '../ui/theme-engine/ThemePreview'
import { useColumnPictureSlot } from './ColumnPicture'

function Deck({ children }: { children: React.ReactNode }) {
  useColumnPictureSlot()
  return children
}

describe('the column picture', () => {
  // The preview's card loads its dialogs' code 200 ms after the first paint (jsdom has no idle
  // callback). This test ends sooner: that load must happen before the environment goes.
  afterAll(async () => {
    await Promise.all([import('../ui/media/MediaViewer'), import('../ui/status/EditHistoryModal')])
    await new Promise((resolve) => setTimeout(resolve, 300))
  })

  it("frames the theme preview in the deck's own column, header and menu", async () => {
    renderUi(
      <Deck>
        <ThemePreview theme={resolveTheme(emptySource())} />
      </Deck>,
    )
    const preview = screen.getByRole('region', { name: 'Preview' })
    const column = preview.querySelector('section.column')
    expect(column).not.toBeNull()
    const header = column?.querySelector('header.column-header') as HTMLElement
    expect(within(header).getByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(within(header).getByRole('button', { name: /Home/ })).toBeInTheDocument()
    expect(await within(column as HTMLElement).findByText('this one')).toBeInTheDocument()
  })
})
