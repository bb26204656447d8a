import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../i18n/I18nProvider'
import { Shell } from './Shell'

function renderShell() {
  return render(
    <I18nProvider>
      <MemoryRouter>
        <Shell />
      </MemoryRouter>
    </I18nProvider>,
  )
}

describe('Shell', () => {
  it('names its navigation and deck landmarks for screen readers', () => {
    renderShell()
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
    expect(screen.getByRole('main', { name: 'Deck' })).toBeInTheDocument()
  })

  it('links the brand back to the start page', () => {
    renderShell()
    expect(screen.getByRole('link', { name: 'Akkoma Deck' })).toHaveAttribute('href', '/')
  })
})
