import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../i18n/I18nProvider'
import { ScreenLoadBoundary } from './ScreenLoadBoundary'

describe('a screen whose code cannot be loaded', () => {
  it('shows the generic error and a Retry button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Broken = lazy(() => Promise.reject(new Error('chunk failed')))
    const onRetry = vi.fn()
    render(
      <I18nProvider>
        <ScreenLoadBoundary onRetry={onRetry}>
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </ScreenLoadBoundary>
      </I18nProvider>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
