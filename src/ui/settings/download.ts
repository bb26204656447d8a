/** Saves text as a file through the browser's download (a link to a Blob, clicked once). */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once started; the URL can go after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
