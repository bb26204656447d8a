import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderUi } from '../common/test-render'
import { Button } from './Button'
import { IconButton } from './IconButton'
import { lazyPart } from './lazy-part'
import { Menu } from './Menu'
import { Select } from './Select'
import type { SelectOption } from './select-options'

const fruit: SelectOption[] = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'blueberry', label: 'Blueberry', description: 'small and blue' },
  { value: 'cherry', label: 'Cherry', disabled: true },
]

function Fruit({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('apple')
  return (
    <Select
      label="Fruit"
      value={value}
      options={fruit}
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
    />
  )
}

const focused = async (name: string) => {
  await waitFor(() => {
    expect(screen.getByRole('option', { name: new RegExp(`^${name}`) })).toHaveFocus()
  })
}

describe('Select', () => {
  it('is a button named by its label and value that opens a listbox on the chosen option', async () => {
    const user = userEvent.setup()
    renderUi(<Fruit />)
    const button = screen.getByRole('button', { name: 'Fruit Apple' })
    expect(button).toHaveAttribute('aria-haspopup', 'listbox')
    button.focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('listbox', { name: 'Fruit' })).toBeInTheDocument()
    await focused('Apple')
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByRole('button', { name: 'Fruit Blueberry' })).toHaveFocus()
  })

  it('opens on the option a typed letter starts, and types ahead inside the list', async () => {
    const user = userEvent.setup()
    const chosen = vi.fn()
    renderUi(<Fruit onChange={chosen} />)
    screen.getByRole('button', { name: 'Fruit Apple' }).focus()
    await user.keyboard('b')
    await focused('Banana')
    await user.keyboard('{End}')
    await focused('Blueberry')
    await user.keyboard('{Home}')
    await focused('Apple')
    await user.keyboard('bl')
    await focused('Blueberry')
    await user.keyboard('{Enter}')
    expect(chosen).toHaveBeenCalledWith('blueberry')
  })

  it('closes on Escape without choosing, and never chooses a disabled option', async () => {
    const user = userEvent.setup()
    const chosen = vi.fn()
    renderUi(<Fruit onChange={chosen} />)
    await user.click(screen.getByRole('button', { name: 'Fruit Apple' }))
    expect(screen.getByRole('option', { name: 'Cherry' })).toHaveAttribute('aria-disabled', 'true')
    await focused('Apple')
    await user.keyboard('{End}')
    await focused('Blueberry')
    await user.keyboard('{Escape}')
    expect(chosen).not.toHaveBeenCalled()
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByRole('button', { name: 'Fruit Apple' })).toHaveFocus()
  })
})

describe('Menu', () => {
  it('opens on the last item with ArrowUp and shows on/off items as checkboxes', async () => {
    const user = userEvent.setup()
    const toggled = vi.fn()
    renderUi(
      <Menu
        label="Settings"
        items={[
          { id: 'a', label: 'Plain', onSelect: vi.fn() },
          { id: 'b', label: 'Hide bots', checked: true, onSelect: toggled },
        ]}
      />,
    )
    screen.getByRole('button', { name: 'Settings' }).focus()
    await user.keyboard('{ArrowUp}')
    const item = screen.getByRole('menuitemcheckbox', { name: 'Hide bots' })
    await waitFor(() => {
      expect(item).toHaveFocus()
    })
    expect(item).toHaveAttribute('aria-checked', 'true')
    await user.keyboard('{Enter}')
    expect(toggled).toHaveBeenCalledOnce()
    expect(screen.queryByRole('menu')).toBeNull()
  })
})

describe('Button and IconButton', () => {
  it('a busy button says so and ignores clicks; a pressed one is a toggle', async () => {
    const user = userEvent.setup()
    const click = vi.fn()
    const view = renderUi(
      <Button busy onClick={click}>
        Post
      </Button>,
    )
    const post = screen.getByRole('button', { name: 'Post' })
    expect(post).toHaveAttribute('aria-busy', 'true')
    await user.click(post)
    expect(click).not.toHaveBeenCalled()
    view.unmount()
    renderUi(
      <Button pressed onClick={click}>
        Sensitive
      </Button>,
    )
    await user.click(screen.getByRole('button', { name: 'Sensitive', pressed: true }))
    expect(click).toHaveBeenCalledOnce()
  })

  it('an icon button is named by its label, then the count it shows', () => {
    renderUi(<IconButton icon="reply" label="Reply" count="3" onClick={vi.fn()} />)
    const reply = screen.getByRole('button', { name: 'Reply 3' })
    expect(reply).toHaveAttribute('title', 'Reply')
  })
})

describe('lazyPart', () => {
  it('loads once, hands the module out afterwards, and retries after a failure', async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ value: 1 })
    const part = lazyPart(importer)
    expect(part.current()).toBeUndefined()
    await expect(part.load()).rejects.toThrow('offline')
    await expect(part.load()).resolves.toEqual({ value: 1 })
    await part.load()
    expect(importer).toHaveBeenCalledTimes(2)
    expect(part.current()).toEqual({ value: 1 })
  })
})
