import { useAtomValue, useStore } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { UserMessage } from '../../i18n/define-messages'
import type { ActionResult } from '../../state/action-result'
import { useUser } from '../../state/hooks'
import { instanceConfigAtom } from '../../state/instance'
import { useLoad } from '../../state/loaders/use-load'
import {
  adminUsersAtom,
  approve,
  deleteAccount,
  loadAdminUser,
  requirePasswordReset,
  resendConfirmation,
  setActive,
  setPolicyTag,
  setRight,
  type AdminUser,
} from '../../state/moderation/admin-users'
import { policyTagsFor, staffPowers } from '../../state/moderation/powers'
import { Spinner } from '../common'
import { ConfirmModal } from '../common/ConfirmModal'
import { formatUserMessage } from '../common/format-user-message'
import { Menu } from '../primitives'
import type { MenuItem } from '../primitives/menu-items'
import { useStatusEnv } from '../status/status-env'
import type { AdminToolsProps } from '../user/admin-tools-slot'
import { adminToolsMessages as m } from './admin-messages'
import './moderation.css'

/**
 * The user card's moderation menu: policy tags, rights (local accounts, admins only),
 * activation, approval, confirmation mail, password reset and deletion, each shown only to a
 * role that may use it and applied once the server says ok; a refusal is shown under it.
 */
export default function AdminTools(props: AdminToolsProps) {
  const intl = useIntl()
  const store = useStore()
  const user = useUser(props.accountKey, props.userId)
  const nickname = user?.screen_name ?? null
  const loaded = useLoad(
    props.accountKey,
    nickname === null ? null : `admin-user:${nickname}`,
    (target) => loadAdminUser(target, nickname ?? ''),
  )
  const records = useAtomValue(adminUsersAtom(store, props.accountKey))
  const record = loaded.status === 'ready' ? records[loaded.data] : undefined
  if (loaded.status === 'error') {
    return (
      <p role="alert" className="admin-tools-problem">
        {intl.formatMessage(m.failed, { error: formatUserMessage(intl, loaded.message) })}
      </p>
    )
  }
  if (!record) {
    return (
      <span role="status">
        <Spinner />
        <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
      </span>
    )
  }
  return <AdminMenu accountKey={props.accountKey} record={record} />
}

/** The moderation menu for one account's admin record (the card, the users list). */
export function AdminMenu({ accountKey, record }: { accountKey: string; record: AdminUser }) {
  const intl = useIntl()
  const store = useStore()
  const env = useStatusEnv()
  const config = useAtomValue(instanceConfigAtom)
  const powers = staffPowers(env.viewer?.role, config.privilegedStaff)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: UserMessage } | null>(null)
  const [confirming, setConfirming] = useState(false)
  const run = (action: () => Promise<ActionResult>) => {
    setOutcome(null)
    void action().then((result) => {
      setOutcome(
        result.ok
          ? { ok: true, message: { descriptor: m.done } }
          : { ok: false, message: result.error },
      )
    })
  }
  const own = env.viewer?.id === record.id
  const items: MenuItem[] = []
  if (powers.tag) {
    for (const { tag } of policyTagsFor(config, record.is_local)) {
      const on = record.tags.includes(tag)
      items.push({
        id: tag,
        label: intl.formatMessage(m[tag as keyof typeof m]),
        checked: on,
        onSelect: () => {
          run(() => setPolicyTag(store, accountKey, record, tag, !on))
        },
      })
    }
  }
  if (powers.rights && record.is_local && !own) {
    for (const right of ['admin', 'moderator'] as const) {
      const on = record.roles[right]
      items.push({
        id: `right-${right}`,
        label: intl.formatMessage(right === 'admin' ? m.grantAdmin : m.grantModerator),
        checked: on,
        onSelect: () => {
          run(() => setRight(store, accountKey, record, right, !on))
        },
      })
    }
  }
  if (powers.activate && !own) {
    items.push({
      id: 'active',
      label: intl.formatMessage(record.is_active ? m.deactivate : m.activate),
      onSelect: () => {
        run(() => setActive(store, accountKey, record, !record.is_active))
      },
    })
  }
  if (powers.approve && !record.is_approved) {
    items.push({
      id: 'approve',
      label: intl.formatMessage(m.approve),
      onSelect: () => {
        run(() => approve(store, accountKey, record))
      },
    })
  }
  if (powers.resendConfirmation && record.is_local && !record.is_confirmed) {
    items.push({
      id: 'confirm',
      label: intl.formatMessage(m.resendConfirmation),
      onSelect: () => {
        run(() => resendConfirmation(store, accountKey, record))
      },
    })
  }
  if (powers.forcePasswordReset && record.is_local) {
    items.push({
      id: 'password',
      label: intl.formatMessage(m.forcePasswordReset),
      onSelect: () => {
        run(() => requirePasswordReset(store, accountKey, record))
      },
    })
  }
  if (powers.deleteUsers && !own) {
    items.push({
      id: 'delete',
      label: intl.formatMessage(m.deleteAccount),
      danger: true,
      onSelect: () => {
        setConfirming(true)
      },
    })
  }
  if (items.length === 0) return null
  return (
    <div className="admin-tools">
      <p className="admin-tools-state">
        {intl.formatMessage(m.status, {
          active: String(record.is_active),
          approved: String(record.is_approved),
          confirmed: String(record.is_confirmed),
        })}
      </p>
      <Menu
        label={intl.formatMessage(m.menu)}
        button={<span>{intl.formatMessage(m.menu)}</span>}
        items={items}
      />
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'admin-tools-done' : 'admin-tools-problem'}
        >
          {formatUserMessage(intl, outcome.message)}
        </p>
      )}
      {confirming && (
        <ConfirmModal
          title={intl.formatMessage(m.deleteAccount)}
          confirmLabel={intl.formatMessage(m.deleteAccount)}
          danger
          onConfirm={() => {
            setConfirming(false)
            run(() => deleteAccount(store, accountKey, record))
          }}
          onCancel={() => {
            setConfirming(false)
          }}
        >
          {intl.formatMessage(m.deleteConfirm, { name: record.display_name })}
        </ConfirmModal>
      )}
    </div>
  )
}
