import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { columnMessages } from '../messages'
import { defineKind } from '../types'

const params = v.object({ statusId: v.pipe(v.string(), v.minLength(1)) })

type ThreadParams = v.InferOutput<typeof params>

/** A conversation around one status, linear or as a tree (the status area's Conversation). */
export const threadColumn = defineKind<ThreadParams>({
  id: 'thread',
  label: columnMessages.thread,
  icon: 'thread',
  title: () => ({ descriptor: columnMessages.thread }),
  params,
  fields: [{ name: 'statusId', label: columnMessages.threadParam, input: 'status' }],
  signedInOnly: false,
  routes: [{ route: 'conversation', params: ({ id }) => (id ? { statusId: id } : undefined) }],
  focusedPath: ({ statusId }) => routePath('conversation', { id: statusId }),
  body: 'component',
  load: () => import('./ThreadColumn'),
})
