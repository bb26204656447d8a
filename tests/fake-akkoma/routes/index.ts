import type { Hono } from 'hono'
import type { Env, InstanceState } from '../http/context'
import { accountRoutes } from './accounts'
import { adminRoutes } from './admin'
import { announcementReactionRoutes } from './announcement-reactions'
import { chatRoutes } from './chats'
import { filesRoutes } from './files'
import { instanceRoutes } from './instance'
import { listRoutes } from './lists'
import { mediaRoutes } from './media'
import { notificationRoutes } from './notifications'
import { oauthRoutes } from './oauth'
import { pushRoutes } from './push'
import { relationshipRoutes } from './relationships'
import { searchRoutes } from './search'
import { suggestionRoutes } from './suggestions'
import { remoteFollowRoutes } from './remote-follow'
import { settingsRoutes } from './settings'
import { statusActionRoutes } from './status-actions'
import { statusRoutes } from './statuses'
import { timelineRoutes } from './timelines'

export function registerRoutes(app: Hono<Env>, inst: InstanceState): void {
  instanceRoutes(app, inst)
  oauthRoutes(app, inst)
  timelineRoutes(app, inst)
  statusRoutes(app, inst)
  statusActionRoutes(app, inst)
  accountRoutes(app, inst)
  relationshipRoutes(app, inst)
  remoteFollowRoutes(app, inst)
  notificationRoutes(app, inst)
  pushRoutes(app, inst)
  listRoutes(app, inst)
  searchRoutes(app, inst)
  suggestionRoutes(app, inst)
  mediaRoutes(app, inst)
  settingsRoutes(app, inst)
  adminRoutes(app, inst)
  chatRoutes(app, inst)
  announcementReactionRoutes(app, inst)
  filesRoutes(app, inst)
}
