// A 1×1 red PNG, enough for the instance to accept as an image.
const base64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='

export function pngBytes(): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(Buffer.from(base64, 'base64'))
}
