import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react'
import type { ReactNode } from 'react'
import './tabs.css'

export interface TabItem<I extends string = string> {
  id: I
  label: string
  panel: ReactNode
}

export interface TabsProps<I extends string> {
  /** Names the tab list ("Profile sections"). */
  label: string
  tabs: readonly TabItem<I>[]
  selected: I
  onSelect: (id: I) => void
  className?: string
  /** Side tabs (arrows up and down) instead of a row (arrows left and right). */
  orientation?: 'horizontal' | 'vertical'
}

/**
 * Tabs (WAI-ARIA tabs, behaviour from Ariakit): arrows move between tabs and select them, Home
 * and End jump, Tab moves into the panel. Ariakit comes with it: use Tabs in screens that load
 * lazily, never on the card or timeline path.
 */
export function Tabs<I extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className,
  orientation = 'horizontal',
}: TabsProps<I>) {
  return (
    <div className={['tabs', `tabs-${orientation}`, className ?? ''].filter(Boolean).join(' ')}>
      <TabProvider
        orientation={orientation}
        selectedId={selected}
        setSelectedId={(id) => {
          const tab = tabs.find((candidate) => candidate.id === id)
          if (tab) onSelect(tab.id)
        }}
      >
        <TabList aria-label={label} className="tab-list">
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} className="tab">
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab.id} tabId={tab.id} className="tab-panel" unmountOnHide>
            {tab.panel}
          </TabPanel>
        ))}
      </TabProvider>
    </div>
  )
}
