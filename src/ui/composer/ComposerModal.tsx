import { useIntl } from 'react-intl'
import { Modal } from '../common'
import { Composer, type ComposerProps } from './Composer'
import { composerMessages } from './messages'

/** The composer in a modal: new post, edit or redraft. Posting closes it. */
export function ComposerModal(props: ComposerProps & { onClose: () => void }) {
  const intl = useIntl()
  const kind = props.target?.kind ?? 'status'
  const title =
    kind === 'edit'
      ? composerMessages.editTitle
      : kind === 'redraft'
        ? composerMessages.redraftTitle
        : composerMessages.newPost
  return (
    <Modal title={intl.formatMessage(title)} onClose={props.onClose} className="composer-modal">
      <Composer
        {...props}
        variant="modal"
        onCancel={props.onClose}
        onPosted={(id) => {
          props.onPosted?.(id)
          props.onClose()
        }}
      />
    </Modal>
  )
}
