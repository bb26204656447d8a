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
  // The list's title as its account knows it now (renamed since the column was made, or opened
  // from a link), else the one stored with the column, else only "List": never its id.
  title: ({ title, listId }, _user, names) => {
    const known = names?.listTitle(listId) ?? title
    return known ? { descriptor: m.title, values: { title: known } } : { descriptor: m.label }
  },
  titleNames: ['lists'],
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
