import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { POLL_INTERVAL_MS } from '../../src/state/constants'
import { defineTimelineKind } from '../define-timeline-kind'
import { listMessages as m } from './messages'

const params = v.object({
  listId: v.pipe(v.string(), v.minLength(1)),
  /** The list's title when the column was made, for the column's name until the list loads. */
  title: v.optional(v.string(), ''),
})

type ListParams = v.InferOutput<typeof params>

export const listColumn = defineTimelineKind<ListParams>({
  id: 'list',
  label: m.label,
  icon: 'list',
  title: ({ title, listId }) => ({
    descriptor: m.title,
    values: { title: title || listId },
  }),
  params,
  fields: [{ name: 'listId', label: m.param, input: 'list' }],
  signedInOnly: true,
  routes: [{ route: 'list-timeline', params: ({ id }) => (id ? { listId: id } : undefined) }],
  focusedPath: ({ listId }) => routePath('list-timeline', { id: listId }),
  source: ({ listId }) => ({ kind: 'list', listId }),
  stream: ({ listId }) => ({ stream: 'list', params: { list: listId } }),
  pollIntervalMs: POLL_INTERVAL_MS.lists,
  clearOnLeave: true,
})
