import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import type { ComposerDraft } from '../../lib/composer/draft'
import type { ComposerTarget, DraftSettings } from '../../lib/composer/initial-draft'
import { pollsAvailable } from '../../lib/composer/poll-form'
import { scopeWarnings } from '../../lib/composer/scopes'
import { canAddFile } from '../../lib/composer/upload-errors'
import { charactersLeft, isOverLimit } from '../../lib/composer/validation'
import type { Settings } from '../../settings/defaults'
import { interfaceLocaleAtom, postLanguageOf } from '../../settings/interface-locale'
import { useSettingsAtoms } from '../../settings/store'
import {
  defaultFileLimit,
  useComposerEnv,
  type ComposerInstance,
  type ComposerViewer,
} from './composer-env'
import { errorLine, type ComposerError } from './composer-errors'
import { useDraftState } from './use-draft-state'
import { usePostStatus } from './use-post-status'
import { usePreview } from './use-preview'
import { useUploads } from './use-uploads'

export interface ComposerFormProps {
  target: ComposerTarget
  message?: string
  prefill?: Partial<ComposerDraft>
  optimistic?: boolean
  /** Posted: the new status (its id) is already in the account's cache. */
  onPosted?: (id: string) => void
  onCancel?: () => void
}

interface LimitsInput {
  instance: ComposerInstance
  viewer: ComposerViewer
  settings: Settings
  draft: ComposerDraft
  pendingUploads: number
  editing: boolean
}

/** The counter, the file and poll room, and the scope warnings of the draft as it stands. */
function formLimits({ instance, viewer, settings, draft, pendingUploads, editing }: LimitsInput) {
  return {
    overLimit: isOverLimit(instance.textlimit, draft.status, draft.spoilerText),
    left: charactersLeft(instance.textlimit, draft.status, draft.spoilerText),
    fileRoom: canAddFile(
      draft.files.length + pendingUploads,
      instance.fileLimit ?? defaultFileLimit,
    ),
    canPoll: pollsAvailable(instance.pollsAvailable, instance.pollLimits, editing),
    warnings: scopeWarnings({
      scope: draft.visibility,
      accountLocked: viewer.locked,
      fileCount: draft.files.length,
      spoilerText: draft.spoilerText,
      nsfw: draft.nsfw,
      safeDM: instance.safeDM,
      hideScopeNotice: settings.hideScopeNotice,
    }),
  }
}

/**
 * What a fresh draft starts from: the settings' scope (else the account's), format, flags, and
 * the interface's language as the post's.
 */
function draftSettings(
  settings: Settings,
  viewer: ComposerViewer,
  interfaceLocale: string,
): DraftSettings {
  return {
    language: postLanguageOf(interfaceLocale),
    defaultScope: settings.defaultScope ?? viewer.default_scope ?? 'public',
    contentType: settings.postContentType,
    sensitiveByDefault: settings.sensitiveByDefault,
    subjectLineBehavior: settings.subjectLineBehavior,
  }
}

/**
 * The form's state: the draft (saved as it changes), its error lines, which parts are open
 * (content warning, emoji picker, preview), uploads, posting and the preview. Posting clears the
 * draft, the errors and the preview.
 */
export function useComposerForm({
  target,
  message,
  prefill,
  optimistic,
  onPosted,
}: ComposerFormProps) {
  const env = useComposerEnv()
  const { instance, viewer, accountKey } = env
  const settings = useAtomValue(useSettingsAtoms(accountKey).effective)
  const settingsForDraft = draftSettings(settings, viewer, useAtomValue(interfaceLocaleAtom))
  const { draft, update, clear } = useDraftState({
    accountKey,
    target,
    message,
    prefill,
    settings: settingsForDraft,
  })
  const [errors, setErrors] = useState<ComposerError[]>([])
  const [showSpoiler, setShowSpoiler] = useState(
    settings.alwaysShowSubjectInput || draft.spoilerText !== '',
  )
  const [previewOn, setPreviewOn] = useState(false)
  const [pickerOpen, setPickerOpen] = useState(false)
  const addError = useCallback((e: ComposerError) => setErrors((list) => [...list, e]), [])
  const editing = target.kind === 'edit'

  const uploads = useUploads({
    onUploaded: useCallback(
      (file) => update((d) => ({ ...d, files: [...d.files, file] })),
      [update],
    ),
    onError: useCallback((messages) => addError(errorLine(messages)), [addError]),
  })
  const poster = usePostStatus({
    target,
    optimistic,
    onKeyed: useCallback((keyed: ComposerDraft) => update(() => keyed), [update]),
    onPosted: useCallback(
      (id: string) => {
        clear()
        setErrors([])
        setPreviewOn(false)
        onPosted?.(id)
      },
      [clear, onPosted],
    ),
    onError: addError,
  })
  const preview = usePreview(previewOn, draft)
  const limits = formLimits({
    instance,
    viewer,
    settings,
    draft,
    pendingUploads: uploads.pending.length,
    editing,
  })

  return {
    env,
    settings,
    draft,
    update,
    editing,
    limits,
    uploads,
    poster,
    preview,
    errors,
    setErrors,
    addError,
    showSpoiler,
    setShowSpoiler,
    previewOn,
    setPreviewOn,
    pickerOpen,
    setPickerOpen,
  }
}

export type ComposerFormState = ReturnType<typeof useComposerForm>
