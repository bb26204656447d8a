import * as v from 'valibot'
import { readPersisted, usableStorage, writePersisted, type PersistedSpec } from '../lib/persisted'

// Spec 3 section 9 keeps the last login name in the browser: the login panel starts with it.
// Validated on read like every stored value; a bad one is dropped (and logged) for an empty
// field.

const lastLoginSpec: PersistedSpec<string> = {
  key: 'lastLoginName',
  version: 1,
  schema: v.pipe(v.string(), v.maxLength(300), v.regex(/^[^\s<>"]*$/)),
  defaults: () => '',
}

export function readLastLoginName(): string {
  return readPersisted(usableStorage(), lastLoginSpec).value
}

export function rememberLoginName(name: string): void {
  const trimmed = name.trim()
  if (v.is(lastLoginSpec.schema, trimmed)) writePersisted(usableStorage(), lastLoginSpec, trimmed)
}
