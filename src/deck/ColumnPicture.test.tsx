import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi } from '../ui/common/test-render'
import { emptySource, resolveTheme } from '../ui/theme-engine/resolve'
import { ThemePreview } from '../ui/theme-engine/ThemePreview'
import { useColumnPictureSlot } from './ColumnPicture'

function Deck({ children }: { children: React.ReactNode }) {
  useColumnPictureSlot()
  return children
}

describe('the column picture', () => {
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
