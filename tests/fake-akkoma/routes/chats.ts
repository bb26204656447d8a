import type { Hono } from 'hono'
import {
  params,
  requireUser,
  viewerOf,
  type Ctx,
  type Env,
  type InstanceState,
} from '../http/context'
import { fail, missingField, notFound } from '../http/errors'
import { pageOf, pageQuery, setLinkHeader, sortKeys } from '../http/paging'
import { chatBetween, deleteChatMessage, markChatRead, postChatMessage } from '../actions/chats'
import { compareIds } from '../store/ids'
import type { Chat } from '../store/types'
import { renderChat, renderChatMessage } from '../views/chat'

/** Pleroma's chat API (`PleromaAPI.ChatController`), where the instance has chats enabled. */
export function chatRoutes(app: Hono<Env>, inst: InstanceState): void {
  const s = () => inst.store
  // `ensure_chats_enabled`: with chats off every call is a 404.
  app.use('/api/v1/pleroma/chats/*', async (c, next) => {
    if (!s().settings.chats) throw fail(404, 'Not found')
    await next()
  })
  app.use('/api/v1/pleroma/chats', async (c, next) => {
    if (!s().settings.chats) throw fail(404, 'Not found')
    await next()
  })
  const own = (c: Ctx): Chat => {
    const user = requireUser(c)
    const chat = s().chats.get(c.req.param('id') ?? '')
    if (chat?.userId !== user.id) throw notFound()
    return chat
  }
  const show = (c: Ctx, chat: Chat) => {
    const rendered = renderChat(viewerOf(c, s()), chat)
    if (!rendered) throw notFound()
    return c.json(rendered)
  }

  app.get('/api/v1/pleroma/chats', (c) => {
    const user = requireUser(c)
    const store = s()
    const viewer = viewerOf(c, store)
    const withMuted = params(c).bool('with_muted') === true
    const chats = [...store.chats.values()]
      .filter(
        (chat) =>
          chat.userId === user.id &&
          !store.isBlocking(user.id, chat.recipientId) &&
          (withMuted || !store.isMuting(user.id, chat.recipientId)),
      )
      .sort((a, b) => b.updatedAt - a.updatedAt || compareIds(b.id, a.id))
    return c.json(chats.flatMap((chat) => renderChat(viewer, chat) ?? []))
  })
  app.get('/api/v1/pleroma/chats/:id', (c) => show(c, own(c)))
  app.post('/api/v1/pleroma/chats/by-account-id/:id', (c) => {
    const user = requireUser(c)
    const recipient = s().user(c.req.param('id'))
    if (!recipient) throw notFound()
    return show(c, chatBetween(s(), user.id, recipient.id))
  })
  app.get('/api/v1/pleroma/chats/:id/messages', (c) => {
    const chat = own(c)
    const viewer = viewerOf(c, s())
    const byId = new Map(chat.refs.map((ref) => [ref.id, ref]))
    const page = pageOf(sortKeys([...byId.keys()]), pageQuery(c), (key) => byId.get(key) ?? null)
    setLinkHeader(
      c,
      s(),
      page.map((p) => p.key),
    )
    return c.json(page.flatMap(({ item }) => renderChatMessage(viewer, chat, item) ?? []))
  })
  app.post('/api/v1/pleroma/chats/:id/messages', (c) => {
    const chat = own(c)
    const p = params(c)
    const recipient = s().user(chat.recipientId)
    if (!recipient?.isActive) throw fail(400, 'Recipient does not exist')
    const { chat: mine, ref } = postChatMessage(s(), {
      authorId: chat.userId,
      recipientId: chat.recipientId,
      content: p.str('content') ?? '',
      mediaId: p.str('media_id') || null,
      idempotencyKey: c.req.header('idempotency-key') ?? null,
    })
    const rendered = renderChatMessage(viewerOf(c, s()), mine, ref)
    if (!rendered) throw notFound()
    return c.json(rendered)
  })
  app.post('/api/v1/pleroma/chats/:id/read', (c) => {
    const chat = own(c)
    const last = params(c).str('last_read_id')
    if (!last) throw missingField('last_read_id')
    markChatRead(chat, last, compareIds)
    return show(c, chat)
  })
  app.post('/api/v1/pleroma/chats/:id/messages/:message_id/read', (c) => {
    const chat = own(c)
    const ref = chat.refs.find((candidate) => candidate.id === c.req.param('message_id'))
    if (!ref) throw notFound()
    ref.unread = false
    const rendered = renderChatMessage(viewerOf(c, s()), chat, ref)
    if (!rendered) throw notFound()
    return c.json(rendered)
  })
  app.delete('/api/v1/pleroma/chats/:id/messages/:message_id', (c) => {
    const chat = own(c)
    const ref = chat.refs.find((candidate) => candidate.id === c.req.param('message_id'))
    // Pleroma answers any failure here with 400 could_not_delete.
    if (!ref) throw fail(400, 'could_not_delete')
    const rendered = renderChatMessage(viewerOf(c, s()), chat, ref)
    deleteChatMessage(s(), chat, ref)
    return c.json(rendered)
  })
}
