import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { changeMascot, loadMascot } from '../../state/account-settings'
import { useLoad } from '../../state/loaders'
import { FileButton } from './FileButton'
import { Loaded } from './Loaded'
import { Outcome } from './Outcome'
import { useAction } from './use-action'

const m = defineMessages({
  title: { id: 'settings.mascot', defaultMessage: 'Mascot' },
  hint: {
    id: 'settings.mascot_hint',
    defaultMessage: 'The picture Akkoma keeps for your account to show beside the composer.',
  },
  image: { id: 'settings.mascot_image', defaultMessage: 'Your mascot' },
  change: { id: 'settings.mascot_change', defaultMessage: 'Choose a new mascot' },
  changed: { id: 'settings.mascot_changed', defaultMessage: 'Mascot changed.' },
})

/** The account's mascot (GET and PUT /api/v1/pleroma/mascot). */
export function MascotSection({ owner }: { owner: string }) {
  const intl = useIntl()
  const mascot = useLoad(owner, 'settings:mascot', loadMascot)
  const action = useAction()
  return (
    <section className="settings-section" aria-labelledby="settings-mascot">
      <h3 id="settings-mascot">{intl.formatMessage(m.title)}</h3>
      <p className="settings-hint">{intl.formatMessage(m.hint)}</p>
      <Loaded load={mascot}>
        {(current) =>
          /^https?:\/\//.test(current.url) && (
            <img className="settings-mascot" src={current.url} alt={intl.formatMessage(m.image)} />
          )
        }
      </Loaded>
      <FileButton
        label={intl.formatMessage(m.change)}
        accept="image/*"
        disabled={action.busy}
        onFile={(file) =>
          void action
            .run(() => changeMascot({ store: action.store, accountKey: owner }, file), {
              descriptor: m.changed,
            })
            .then((result) => {
              if (result.ok) mascot.reload()
            })
        }
      />
      <Outcome outcome={action.outcome} />
    </section>
  )
}
