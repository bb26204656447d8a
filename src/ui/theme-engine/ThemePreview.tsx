import { createStore, Provider, useAtomValue } from 'jotai'
import { useState, type CSSProperties } from 'react'
import { useIntl } from 'react-intl'
import { settingsAtoms } from '../../settings/store'
import { ingest } from '../../state/ingest'
import type { StatusActions } from '../../state/status-actions'
import { Icon } from '../common'
import { columnFrameSlotAtom } from '../common/column-frame-slot'
import { NotificationRow } from '../notifications/NotificationRow'
import { Badge, Button, TextField } from '../primitives'
import { StatusCard } from '../status'
import { StatusEnvironmentProvider, type StatusEnvironment } from '../status/status-env'
import { editorMessages } from './messages'
import { previewAccount, previewSample } from './preview-samples'
import { previewMessages as m } from './preview-messages'
import type { ResolvedTheme } from './resolve'
import { themeVars } from './resolve'

const done = () => Promise.resolve({ ok: true as const, value: undefined })

/** The cards' actions in the preview: nothing happens (and nothing can be clicked there). */
const inertActions: StatusActions = {
  favourite: done,
  repeat: done,
  bookmark: done,
  react: done,
  pin: done,
  muteThread: done,
  remove: done,
  translate: () => Promise.resolve({ ok: true, value: { detected_language: '', text: '' } }),
  fetchStatus: done,
  fetchContext: () => Promise.resolve({ ok: true, value: { ancestors: [], descendants: [] } }),
  vote: done,
  refreshPoll: done,
}

/** A store of the preview's own, holding the sample: the account's cache is never touched. */
function usePreviewStore() {
  const intl = useIntl()
  return useState(() => {
    const store = createStore()
    const { statusId, ...sample } = previewSample(intl)
    ingest(store, previewAccount, sample)
    store.set(settingsAtoms(store, previewAccount).user, { greentext: true })
    const env: StatusEnvironment = {
      accountKey: previewAccount,
      viewer: null,
      instance: {
        server: 'https://theme-preview.invalid',
        editingAvailable: false,
        translationEnabled: false,
        defaultAvatar: '',
        restrictedNicknames: [],
        nsfwCensorImage: '',
        quotingAvailable: false,
      },
      actions: inertActions,
      navigate: () => undefined,
    }
    return { store, env, statusId }
  })[0]
}

/**
 * A column as the deck draws it, in the theme being edited: its header, the real status card
 * (a link, greentext, a poll, its actions) and notification row with sample data, a composer's
 * fields and buttons, an error. The theme's custom properties are set on this box only, so the
 * page around keeps its own; the sample is inert (a picture of the theme, not a place to act).
 */
export function ThemePreview({ theme }: { theme: ResolvedTheme }) {
  const intl = useIntl()
  const { store, env, statusId } = usePreviewStore()
  const style = themeVars(theme).vars as CSSProperties
  const [text, setText] = useState(() => intl.formatMessage(m.composerText))
  const frame = useAtomValue(columnFrameSlotAtom)
  const title = intl.formatMessage(m.column)
  const body = (
    <>
      <Provider store={store}>
        <StatusEnvironmentProvider value={env}>
          <StatusCard statusId={statusId} />
          <NotificationRow
            account={previewAccount}
            notificationId="preview-notification"
            posinset={1}
            setsize={1}
          />
        </StatusEnvironmentProvider>
      </Provider>
      <div className="theme-preview-composer">
        <TextField
          label={intl.formatMessage(m.composer)}
          multiline
          rows={2}
          value={text}
          onChange={setText}
        />
        <div className="theme-preview-actions">
          <Button variant="ghost">{intl.formatMessage(m.cancel)}</Button>
          <Button variant="primary">{intl.formatMessage(m.post)}</Button>
        </div>
      </div>
      <p className="theme-preview-alert">{intl.formatMessage(m.error)}</p>
    </>
  )
  return (
    <section
      className="theme-preview"
      style={style}
      data-preview-look={theme.dark ? 'dark' : 'light'}
      aria-label={intl.formatMessage(editorMessages.preview)}
    >
      <div className="theme-preview-column" inert>
        {/* The deck's own column frame and header when the deck lends it; else a header of
            the same classes. */}
        {frame ? (
          frame.render({ title, children: body })
        ) : (
          <div className="column">
            <header className="column-header">
              <h2 className="column-title">
                <Icon name="home" /> {title}
              </h2>
              <Badge>{intl.formatMessage(m.unread)}</Badge>
            </header>
            {body}
          </div>
        )}
      </div>
    </section>
  )
}
