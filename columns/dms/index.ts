import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { defineTimelineKind } from '../define-timeline-kind'
import { dmsMessages as m } from './messages'

// Direct messages read as conversations (GET /api/v1/conversations: participants, last status,
// unread mark), each shown compactly or as its last status's card; the plain direct timeline
// stays a choice of the column.
const params = v.object({
  mode: v.optional(v.picklist(['conversations', 'timeline']), 'conversations'),
  display: v.optional(v.picklist(['compact', 'cards']), 'compact'),
})

export type DmsParams = v.InferOutput<typeof params>

export const dmsColumn = defineTimelineKind<DmsParams>({
  id: 'dms',
  label: m.label,
  icon: 'envelope',
  signedInOnly: true,
  params,
  fields: [
    {
      name: 'mode',
      label: m.mode,
      input: 'choice',
      choices: [
        { value: 'conversations', label: m.conversations },
        { value: 'timeline', label: m.timeline },
      ],
    },
    {
      name: 'display',
      label: m.display,
      input: 'choice',
      choices: [
        { value: 'compact', label: m.compact },
        { value: 'cards', label: m.cards },
      ],
    },
  ],
  // `/users/:username/dms` shows the direct messages of the account the column reads from.
  routes: [{ route: 'dms', params: () => ({}) }],
  focusedPath: (_params, context) => routePath('dms', { username: context.nickname ?? '' }),
  source: () => ({ kind: 'direct' }),
  stream: () => ({ stream: 'direct' }),
  alternate: {
    when: ({ mode }) => mode === 'conversations',
    load: () => import('./ConversationsColumn'),
    scrollsItself: true,
  },
})
