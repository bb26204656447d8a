import { useEffect, useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import { maxSourcePixels } from '../../../lib/media/crop'
import { FileButton } from '../FileButton'
import { formatBytes } from './format-bytes'
import { ImageCropper } from './ImageCropper'
import { profileMessages as m } from './profile-messages'

interface Props {
  /** "avatar", "banner" … as the interface names it. */
  what: string
  currentUrl: string | null
  /** The instance's size limit for this picture, in bytes (0: none). */
  limit: number
  /** Cropped to this shape (width over height); none: taken as it is. */
  aspect?: number
  maxWidth?: number
  hint?: string
  pending: Blob | null
  onPick: (blob: Blob | null) => void
}

/** A profile picture: the current one, a new one chosen (and cropped) to go with the save. */
export function ImagePicker(props: Props) {
  const { what, currentUrl, limit, aspect, maxWidth, hint, pending, onPick } = props
  const intl = useIntl()
  const [problem, setProblem] = useState<string | null>(null)
  const [cropping, setCropping] = useState<ImageBitmap | null>(null)
  const preview = useMemo(() => (pending ? URL.createObjectURL(pending) : null), [pending])
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )

  const choose = async (file: File | undefined) => {
    setProblem(null)
    if (!file) return
    if (limit > 0 && file.size > limit) {
      setProblem(
        intl.formatMessage(m.tooBig, { size: formatBytes(file.size), limit: formatBytes(limit) }),
      )
      return
    }
    let bitmap: ImageBitmap
    try {
      bitmap = await createImageBitmap(file)
    } catch {
      setProblem(intl.formatMessage(m.notImage))
      return
    }
    if (bitmap.width * bitmap.height > maxSourcePixels || bitmap.width < 1) {
      bitmap.close()
      setProblem(intl.formatMessage(m.notImage))
      return
    }
    if (aspect === undefined) {
      bitmap.close()
      onPick(file)
    } else setCropping(bitmap)
  }

  const shown = preview ?? currentUrl
  return (
    <div className="settings-image" data-image={what}>
      {shown && (
        <img
          src={shown}
          alt={intl.formatMessage(preview ? m.pending : m.current, { what })}
          className={
            aspect !== undefined && aspect >= 2 ? 'settings-image-wide' : 'settings-image-square'
          }
        />
      )}
      <FileButton
        label={intl.formatMessage(m.choose, { what })}
        accept="image/*"
        onFile={(file) => void choose(file)}
      />
      {hint && <span className="settings-hint">{hint}</span>}
      {pending && <span className="settings-hint">{intl.formatMessage(m.pending, { what })}</span>}
      {problem && (
        <span className="text-field-error" role="alert">
          {problem}
        </span>
      )}
      {cropping && aspect !== undefined && (
        <ImageCropper
          what={what}
          image={cropping}
          aspect={aspect}
          maxWidth={maxWidth ?? 1500}
          onCancel={() => {
            cropping.close()
            setCropping(null)
          }}
          onDone={(blob) => {
            cropping.close()
            setCropping(null)
            onPick(blob)
          }}
        />
      )}
    </div>
  )
}
