import { useId } from 'react'

interface Props {
  label: string
  accept: string
  onFile: (file: File) => void
  disabled?: boolean
}

/** A button that opens the file chooser (a labelled file input, drawn as a button). */
export function FileButton({ label, accept, onFile, disabled }: Props) {
  const id = useId()
  return (
    <span className="settings-file">
      <input
        id={id}
        type="file"
        accept={accept}
        className="visually-hidden"
        disabled={disabled}
        onChange={(event) => {
          const input = event.currentTarget
          const file = input.files?.[0]
          input.value = ''
          if (file) onFile(file)
        }}
      />
      <label htmlFor={id} className="btn btn-default settings-file-button" aria-disabled={disabled}>
        {label}
      </label>
    </span>
  )
}
