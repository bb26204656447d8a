import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { useCloseOnRouteChange } from './use-close-on-route-change'

function setup() {
  const onClose = vi.fn()
  let navigate: ((path: string) => void) | undefined
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter([{ path: '*', element: children }], {
      initialEntries: ['/deck'],
    })
    return <RouterProvider router={router} />
  }
  renderHook(
    () => {
      useCloseOnRouteChange(onClose)
      const go = useNavigate()
      navigate = (path) => void go(path)
    },
    { wrapper },
  )
  return { onClose, navigate: (path: string) => navigate?.(path) }
}

describe('useCloseOnRouteChange', () => {
  it('leaves the menu open when it mounts', () => {
    const { onClose } = setup()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes the menu when the reader goes to another route', () => {
    const { onClose, navigate } = setup()
    act(() => navigate('/alice/notifications'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
