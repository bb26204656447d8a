// Typed access to the real samples in tests/fixtures/entities for tests. Server data is untyped
// JSON; stating the wire type here is exactly the trust the API layer places in a response.
import type {
  ApiAccount,
  ApiAdminReportList,
  ApiFrontendConfig,
  ApiInstance,
  ApiNodeinfo,
  ApiNotification,
  ApiPleromaEmojiMap,
  ApiStatus,
} from '../api/wire/index.ts'
import assembled from '../../tests/fixtures/entities/akkoma-assembled-examples.json'
import docs from '../../tests/fixtures/entities/akkoma-docs-examples.json'
import openapi from '../../tests/fixtures/entities/akkoma-openapi-examples.json'
import frontendConfig from '../../tests/fixtures/entities/frontend-configurations.json'
import instance from '../../tests/fixtures/entities/instance-v1.json'
import legacy from '../../tests/fixtures/entities/legacy-twitterapi-statuses.json'
import mastodon from '../../tests/fixtures/entities/mastodon-docs-entities.json'
import nodeinfo from '../../tests/fixtures/entities/nodeinfo-2.0.json'
import validationError from '../../tests/fixtures/entities/openapi-validation-error.json'
import pleroma2019 from '../../tests/fixtures/entities/pleroma-2019-statuses.json'
import pleromaEmoji from '../../tests/fixtures/entities/pleroma-emoji.json'

export const fixtures = {
  pleroma2019Statuses: pleroma2019 as unknown as ApiStatus[],
  legacyStatuses: legacy as unknown as ApiStatus[],
  openapi: openapi as unknown as {
    account: ApiAccount
    status: ApiStatus
    [key: string]: unknown
  },
  openapiRaw: openapi,
  assembled: assembled as unknown as {
    remote_account: ApiAccount
    status_full: ApiStatus
    reblog_wrapper: ApiStatus
    notifications: ApiNotification[]
    [key: string]: unknown
  },
  assembledRaw: assembled,
  adminReports: docs.admin_reports as unknown as ApiAdminReportList,
  docs,
  instance: instance as unknown as ApiInstance,
  nodeinfo: nodeinfo as unknown as ApiNodeinfo,
  frontendConfig: frontendConfig as unknown as ApiFrontendConfig,
  pleromaEmoji: pleromaEmoji as unknown as ApiPleromaEmojiMap,
  validationError: validationError as unknown,
  mastodon,
}
