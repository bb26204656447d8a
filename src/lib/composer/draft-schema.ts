import * as v from 'valibot'
import type { ComposerDraft } from './draft'
import { allScopes } from './scopes'

const fileSchema = v.object({
  id: v.string(),
  url: v.string(),
  previewUrl: v.string(),
  mimetype: v.string(),
  name: v.string(),
})

const pollSchema = v.object({
  options: v.array(v.string()),
  multiple: v.boolean(),
  expiryAmount: v.number(),
  expiryUnit: v.picklist(['minutes', 'hours', 'days']),
})

/** Validates a stored composer draft (persisted state is checked when read). */
export const draftSchema: v.GenericSchema<unknown, ComposerDraft> = v.object({
  spoilerText: v.string(),
  status: v.string(),
  nsfw: v.boolean(),
  files: v.array(fileSchema),
  poll: v.nullable(pollSchema),
  mediaDescriptions: v.record(v.string(), v.string()),
  visibility: v.picklist(allScopes),
  language: v.nullable(v.string()),
  contentType: v.string(),
  idempotencyKey: v.nullable(v.string()),
})
