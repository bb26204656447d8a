/** An error answer in the real server's shape; the app's error handler writes it out. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(
      typeof body === 'object' && body && 'error' in body ? String(body.error) : `HTTP ${status}`,
    )
  }
}

export const fail = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  new ApiError(status, { error, ...extra })

export const notFound = () => fail(404, 'Record not found')
export const invalidCredentials = () => fail(403, 'Invalid credentials.')

/** OpenAPI validation answer (`ApiSpec.RenderError`). */
export function validation(field: string, message: string): ApiError {
  return new ApiError(400, {
    error: `${field} - ${message}.`,
    errors: [{ message, source: { pointer: `/${field}` }, title: 'Invalid value' }],
  })
}

export function missingField(field: string): ApiError {
  return new ApiError(400, {
    error: `Missing field: ${field}.`,
    errors: [
      {
        message: `Missing field: ${field}`,
        source: { pointer: `/${field}` },
        title: 'Invalid value',
      },
    ],
  })
}
