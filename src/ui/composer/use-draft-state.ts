import { useCallback, useEffect, useRef, useState } from 'react'
import { emptyDraft, type ComposerDraft } from '../../lib/composer/draft'
import { deleteDraft, readDraft, saveDraft } from '../../lib/composer/drafts-store'
import {
  draftKeyOf,
  initialDraft,
  type ComposerTarget,
  type DraftSettings,
} from '../../lib/composer/initial-draft'

interface Options {
  accountKey: string
  target: ComposerTarget
  settings: DraftSettings
  /** The `message` query parameter. */
  message?: string
  /** Edit and redraft start from the status. */
  prefill?: Partial<ComposerDraft>
}

/**
 * The form's draft: restored from the saved draft of the same composer when there is one,
 * saved locally on every change, deleted when the form is empty (saveDraft does that) or posted.
 * The caller remounts the form (a React key) when the target changes, which resets it.
 */
export function useDraftState({ accountKey, target, settings, message, prefill }: Options) {
  const key = draftKeyOf(target)
  const [draft, setDraft] = useState<ComposerDraft>(() => {
    const saved = key ? readDraft(accountKey, key) : null
    if (saved) return saved.data
    return { ...initialDraft(target, settings, message), ...prefill }
  })
  // Only what the person changes is saved: opening a reply must not leave a draft behind.
  const changed = useRef(false)
  // A new post's language follows the interface's when that changes, unless another was chosen.
  const [defaultLanguage, setDefaultLanguage] = useState(settings.language ?? null)
  const nextDefault = settings.language ?? null
  if (nextDefault !== defaultLanguage) {
    setDefaultLanguage(nextDefault)
    if (!prefill && draft.language === defaultLanguage)
      setDraft({ ...draft, language: nextDefault })
  }

  useEffect(() => {
    if (key && changed.current) saveDraft(accountKey, key, draft)
  }, [accountKey, key, draft])

  const update = useCallback((change: (draft: ComposerDraft) => ComposerDraft) => {
    changed.current = true
    setDraft(change)
  }, [])

  /** After posting: an empty form with the same scope and format, and no saved draft. */
  const clear = useCallback(() => {
    changed.current = false
    if (key) deleteDraft(accountKey, key)
    setDraft((d) =>
      emptyDraft({
        visibility: d.visibility,
        contentType: d.contentType,
        nsfw: settings.sensitiveByDefault,
        language: d.language,
      }),
    )
  }, [accountKey, key, settings.sensitiveByDefault])

  return { draft, update, clear }
}
