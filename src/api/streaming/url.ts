/** Extra stream arguments (api-reference section 7): hashtag, list, remote instance. */
export interface StreamParams {
  tag?: string
  list?: string
  instance?: string
}

/**
 * ws(s)://host/api/v1/streaming?access_token=...&stream=...&tag=... from the instance URL
 * (http becomes ws, https becomes wss).
 */
export function streamingUrl(
  baseUrl: string,
  stream: string,
  token: string | undefined,
  params: StreamParams = {},
): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/api/v1/streaming`)
  if (url.protocol === 'https:') url.protocol = 'wss:'
  else if (url.protocol === 'http:') url.protocol = 'ws:'
  if (token !== undefined) url.searchParams.set('access_token', token)
  url.searchParams.set('stream', stream)
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') url.searchParams.set(key, value)
  }
  return url.toString()
}
