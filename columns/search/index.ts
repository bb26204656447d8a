import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { defineKind } from '../types'
import { searchColumnMessages as m } from './messages'

const params = v.object({ query: v.optional(v.pipe(v.string(), v.trim()), '') })

export type SearchParams = v.InferOutput<typeof params>

/** Search (spec 1 §2 `/search?query=`): statuses, people and hashtags, remote ones resolved. */
export const searchColumn = defineKind<SearchParams>({
  id: 'search',
  label: m.label,
  icon: 'search',
  title: ({ query }) =>
    query ? { descriptor: m.title, values: { query } } : { descriptor: m.label },
  params,
  fields: [{ name: 'query', label: m.param, input: 'text' }],
  signedInOnly: false,
  routes: [
    { route: 'search', params: (_path, _hash, query) => ({ query: query.get('query') ?? '' }) },
  ],
  focusedPath: ({ query }) => routePath('search', {}, query ? { query } : {}),
  body: 'component',
  load: () => import('./SearchColumn'),
})
