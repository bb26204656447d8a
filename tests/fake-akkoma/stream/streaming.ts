import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import type { InstanceState } from '../http/context'
import type { Store } from '../store/store'
import type { Chat, ChatMessageRef, Follow, Notification, Status, User } from '../store/types'
import { renderChat } from '../views/chat'
import { renderConversation } from '../views/conversation'
import { renderNotification } from '../views/misc'
import { renderStatus } from '../views/status'
import { resolveTopic, statusBelongs, type Topic } from './topics'

interface Client {
  socket: WebSocket
  viewer: User | null
  topics: Topic[]
}

export interface StreamFaults {
  /** Fraction (0..1) of frames replaced by malformed JSON. */
  malformedRate: number
  /** Cut every socket this often (ms), like a flaky network; 0 or absent: never. */
  dropEveryMs?: number
  /** Streaming is down: every upgrade is refused with 503 (open sockets are cut when set). */
  down?: boolean
}

/** `/api/v1/streaming`: Akkoma's WebSocket, fed by the store's own events. */
export class Streaming {
  readonly clients = new Set<Client>()
  private readonly wss = new WebSocketServer({ noServer: true })
  private unbind: (() => void) | null = null
  private pinger: NodeJS.Timeout
  private dropper: NodeJS.Timeout | null = null

  constructor(
    private readonly inst: InstanceState,
    readonly faults: StreamFaults = { malformedRate: 0 },
  ) {
    this.pinger = setInterval(() => {
      for (const c of this.clients) c.socket.ping()
    }, 30_000)
    this.pinger.unref()
    if (faults.dropEveryMs) {
      this.dropper = setInterval(() => this.dropAll(), faults.dropEveryMs)
      this.dropper.unref()
    }
  }

  attach(server: Server): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      this.upgrade(req, socket, head)
    })
    this.bind(this.inst.store)
  }

  /** Listens to a store; the control route's reset calls it again with the new store. */
  bind(store: Store): void {
    this.unbind?.()
    const onStatus = (s: Status) => this.sendStatus('update', s)
    const onEdit = (s: Status) => this.sendStatus('status.update', s)
    const onDelete = (s: Status) => this.sendDelete(s)
    const onNotification = (n: Notification) => this.sendNotification(n)
    const onFollow = (f: Follow, state: string) => this.sendFollow(f, state)
    const onChat = (chat: Chat, ref: ChatMessageRef) => this.sendChat(chat, ref)
    store.events.on('status', onStatus)
    store.events.on('edit', onEdit)
    store.events.on('delete', onDelete)
    store.events.on('notification', onNotification)
    store.events.on('followUpdate', onFollow)
    store.events.on('chat', onChat)
    this.unbind = () => {
      store.events.off('status', onStatus)
      store.events.off('edit', onEdit)
      store.events.off('delete', onDelete)
      store.events.off('notification', onNotification)
      store.events.off('followUpdate', onFollow)
      store.events.off('chat', onChat)
    }
  }

  private refuse(socket: Duplex, status: 401 | 404 | 503): void {
    const text = { 401: 'Unauthorized', 404: 'Not Found', 503: 'Service Unavailable' }[status]
    socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname.replace(/\/+$/, '') !== '/api/v1/streaming') {
      this.refuse(socket, 404)
      return
    }
    if (this.faults.down) {
      this.refuse(socket, 503)
      return
    }
    const store = this.inst.store
    const protocol = req.headers['sec-websocket-protocol']
    const raw =
      url.searchParams.get('access_token') ??
      (typeof protocol === 'string' ? protocol.split(',')[0]?.trim() : undefined)
    let viewer: User | null = null
    if (raw) {
      const token = store.tokenFor(raw)
      const user = token?.userId ? store.user(token.userId) : undefined
      if (!token || (token.userId && !user?.isActive)) {
        this.refuse(socket, 401)
        return
      }
      viewer = user ?? null
    }
    const stream = url.searchParams.get('stream')
    const topics: Topic[] = []
    if (stream) {
      const result = resolveTopic(store, stream, viewer, url.searchParams)
      if ('status' in result) {
        this.refuse(socket, result.status)
        return
      }
      topics.push(result.topic)
    } else if (!viewer && store.settings.privateMode) {
      this.refuse(socket, 401)
      return
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = { socket: ws, viewer, topics }
      this.clients.add(client)
      ws.on('close', () => this.clients.delete(client))
      ws.on('error', () => this.clients.delete(client))
      ws.on('message', (data, isBinary) => {
        if (isBinary) return
        const text = Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Array.isArray(data)
            ? Buffer.concat(data).toString('utf8')
            : Buffer.from(data).toString('utf8')
        this.onMessage(client, text)
      })
    })
  }

  private onMessage(client: Client, text: string): void {
    if (text === 'ping' || text === 'PING') {
      client.socket.send('pong')
      return
    }
    try {
      const msg = JSON.parse(text) as {
        type?: string
        stream?: string
        tag?: string
        list?: string
        instance?: string
      }
      if (msg.type !== 'subscribe' || !msg.stream) return
      const q = new URLSearchParams()
      for (const k of ['tag', 'list', 'instance'] as const) if (msg[k]) q.set(k, msg[k])
      const result = resolveTopic(this.inst.store, msg.stream, client.viewer, q)
      if ('topic' in result && !client.topics.some((t) => t.name === result.topic.name))
        client.topics.push(result.topic)
    } catch {
      // Akkoma ignores frames it cannot read.
    }
  }

  private send(client: Client, frame: Record<string, unknown>): void {
    if (client.socket.readyState !== client.socket.OPEN) return
    if (this.faults.malformedRate > 0 && Math.random() < this.faults.malformedRate) {
      client.socket.send('{"stream":["user"],"event":"update","payload":"{\\"id\\":')
      return
    }
    client.socket.send(JSON.stringify(frame))
  }

  private sendStatus(event: 'update' | 'status.update', status: Status): void {
    const store = this.inst.store
    for (const client of this.clients)
      for (const topic of client.topics) {
        if (!statusBelongs(store, topic, status)) continue
        if (topic.kind === 'direct' && event === 'update')
          this.send(client, {
            stream: [topic.name],
            event: 'conversation',
            payload: JSON.stringify(renderConversation({ store, user: client.viewer }, status)),
          })
        this.send(client, {
          stream: [topic.name],
          event,
          payload: JSON.stringify(renderStatus({ store, user: client.viewer }, status)),
        })
      }
  }

  private sendDelete(status: Status): void {
    for (const client of this.clients)
      if (client.topics.length > 0 && this.inst.store.canSee(status, client.viewer?.id ?? null))
        this.send(client, { event: 'delete', payload: status.id })
  }

  private sendNotification(n: Notification): void {
    const store = this.inst.store
    for (const client of this.clients) {
      if (client.viewer?.id !== n.userId) continue
      for (const topic of client.topics) {
        if (topic.kind !== 'user' && topic.kind !== 'user:notification') continue
        const payload = renderNotification({ store, user: client.viewer }, n)
        if (!payload) continue
        this.send(client, {
          stream: [topic.kind === 'user' ? 'user' : 'user:notification'],
          event: 'notification',
          payload: JSON.stringify(payload),
        })
      }
    }
  }

  private sendFollow(f: Follow, state: string): void {
    const store = this.inst.store
    const counts = (id: string) => ({
      id,
      follower_count: store.followersOf(id).length,
      following_count: [...store.follows.values()].filter(
        (x) => x.followerId === id && x.state === 'accepted',
      ).length,
    })
    const payload = JSON.stringify({
      state,
      follower: counts(f.followerId),
      following: counts(f.followeeId),
    })
    for (const client of this.clients)
      for (const topic of client.topics)
        if (
          topic.kind === 'user' &&
          (client.viewer?.id === f.followerId || client.viewer?.id === f.followeeId)
        )
          this.send(client, {
            stream: [topic.name],
            event: 'pleroma:follow_relationships_update',
            payload,
          })
  }

  /** Pleroma streams a chat's update, with the new message as its last, to its owner's `user`
   * and `user:pleroma_chat` topics. */
  private sendChat(chat: Chat, ref: ChatMessageRef): void {
    const store = this.inst.store
    for (const client of this.clients) {
      if (client.viewer?.id !== chat.userId) continue
      for (const topic of client.topics) {
        if (topic.kind !== 'user' && topic.kind !== 'user:pleroma_chat') continue
        const payload = renderChat({ store, user: client.viewer }, chat, ref)
        if (!payload) continue
        this.send(client, {
          stream: [topic.name],
          event: 'pleroma:chat_update',
          payload: JSON.stringify(payload),
        })
      }
    }
  }

  /** Sends any frame to every open socket (the control route's emit). */
  broadcast(text: string): number {
    let n = 0
    for (const client of this.clients)
      if (client.socket.readyState === client.socket.OPEN) {
        client.socket.send(text)
        n++
      }
    return n
  }

  /** Cuts every socket without a close frame, like a network drop. */
  dropAll(): number {
    const n = this.clients.size
    for (const client of this.clients) client.socket.terminate()
    this.clients.clear()
    return n
  }

  close(): void {
    clearInterval(this.pinger)
    if (this.dropper) clearInterval(this.dropper)
    this.unbind?.()
    this.dropAll()
    this.wss.close()
  }
}
