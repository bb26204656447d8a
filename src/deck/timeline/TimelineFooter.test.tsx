import { render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { noticeMessages } from '../../state/notices'
import { createTimeline } from '../../state/timeline'
import { TimelineFooter } from './TimelineFooter'

describe('the footer of a timeline', () => {
  it('says a failed fetch once, in the words the column keeps, with a retry', () => {
    const state = {
      ...createTimeline(),
      error: {
        descriptor: noticeMessages.timelineError,
        values: { error: 'Failed to connect to server, try again' },
      },
    }
    render(
      <IntlProvider locale="en">
        <TimelineFooter state={state} empty={false} onLoadOlder={() => {}} onRetry={() => {}} />
      </IntlProvider>,
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'Error fetching timeline: Failed to connect to server, try againTry again',
    )
  })
})
