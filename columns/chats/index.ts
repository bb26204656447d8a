import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { defineKind } from '../types'
import { chatsColumnMessages as m } from './messages'

// The account's chats (Pleroma's chat API), or one chat when `chatId` is set: a deck column
// opens a chat inside itself, a focused view by its route.
const params = v.object({ chatId: v.optional(v.pipe(v.string(), v.minLength(1))) })

export type ChatsParams = v.InferOutput<typeof params>

export const chatsColumn = defineKind<ChatsParams>({
  id: 'chats',
  label: m.label,
  icon: 'chat',
  title: ({ chatId }) => ({ descriptor: chatId === undefined ? m.label : m.chat }),
  params,
  fields: [],
  signedInOnly: true,
  feature: 'pleroma_chat_messages',
  routes: [
    { route: 'chats', params: () => ({}) },
    { route: 'chat', params: ({ id }) => (id ? { chatId: id } : undefined) },
  ],
  focusedPath: ({ chatId }, context) => {
    const username = context.nickname ?? ''
    return chatId === undefined
      ? routePath('chats', { username })
      : routePath('chat', { username, id: chatId })
  },
  body: 'component',
  scrollsItself: true,
  load: () => import('./ChatsColumn'),
})
