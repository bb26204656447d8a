import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderUi } from '../common/test-render'
import { Badge } from './Badge'
import { Popover } from './Popover'
import { Switch } from './Switch'
import { Tabs } from './Tabs'
import { TextField } from './TextField'

describe('Switch', () => {
  it('is a named switch that flips with Space and says what it does', async () => {
    const user = userEvent.setup()
    const change = vi.fn()
    renderUi(
      <Switch
        label="Hide bots"
        hint="Posts by bots stay hidden"
        checked={false}
        onChange={change}
      />,
    )
    const toggle = screen.getByRole('switch', { name: 'Hide bots' })
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(toggle).toHaveAccessibleDescription('Posts by bots stay hidden')
    toggle.focus()
    await user.keyboard(' ')
    expect(change).toHaveBeenCalledWith(true)
  })
})

describe('TextField', () => {
  it('ties its label, hint and error to the field', async () => {
    const user = userEvent.setup()
    function Field() {
      const [value, setValue] = useState('')
      return (
        <TextField
          label="Name"
          hint="As others see it"
          error={value === 'x' ? 'Too short' : undefined}
          value={value}
          onChange={setValue}
        />
      )
    }
    renderUi(<Field />)
    const field = screen.getByRole('textbox', { name: 'Name' })
    expect(field).toHaveAccessibleDescription('As others see it')
    await user.type(field, 'x')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('As others see it Too short')
  })
})

describe('Badge', () => {
  it('reads as its label when the text alone says too little', () => {
    renderUi(
      <Badge tone="notification" label="3 unread">
        3
      </Badge>,
    )
    expect(screen.getByText('3 unread')).toBeInTheDocument()
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true')
  })
})

describe('Tabs', () => {
  it('selects with the arrow keys and shows the selected panel', async () => {
    const user = userEvent.setup()
    function Sections() {
      const [selected, setSelected] = useState<'posts' | 'media'>('posts')
      return (
        <Tabs
          label="Sections"
          selected={selected}
          onSelect={setSelected}
          tabs={[
            { id: 'posts', label: 'Posts', panel: <p>All posts</p> },
            { id: 'media', label: 'Media', panel: <p>Only media</p> },
          ]}
        />
      )
    }
    renderUi(<Sections />)
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('All posts')).toBeInTheDocument()
    screen.getByRole('tab', { name: 'Posts' }).focus()
    await user.keyboard('{ArrowRight}')
    await waitFor(() => {
      expect(screen.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true')
    })
    expect(screen.getByRole('tabpanel', { name: 'Media' })).toHaveTextContent('Only media')
  })
})

describe('Popover', () => {
  it('opens from its button, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup()
    renderUi(
      <Popover label="Details" trigger={<button type="button">More</button>}>
        <button type="button">Inside</button>
      </Popover>,
    )
    const button = screen.getByRole('button', { name: 'More' })
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Details' })).toBeNull()
    })
    expect(button).toHaveFocus()
  })
})
