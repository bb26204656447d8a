import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { defineKind } from '../types'
import { threadMessages as m } from './messages'

const params = v.object({ statusId: v.pipe(v.string(), v.minLength(1)) })

type ThreadParams = v.InferOutput<typeof params>

/** A conversation around one status, linear or as a tree (the status area's Conversation). */
export const threadColumn = defineKind<ThreadParams>({
  id: 'thread',
  label: m.label,
  icon: 'thread',
  title: () => ({ descriptor: m.label }),
  params,
  fields: [{ name: 'statusId', label: m.param, input: 'status' }],
  signedInOnly: false,
  routes: [{ route: 'conversation', params: ({ id }) => (id ? { statusId: id } : undefined) }],
  focusedPath: ({ statusId }) => routePath('conversation', { id: statusId }),
  body: 'component',
  load: () => import('./ThreadColumn'),
})
