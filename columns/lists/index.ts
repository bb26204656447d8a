import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { defineKind } from '../types'
import { listsColumnMessages as m } from './messages'

const params = v.object({
  /** The list being edited (`/lists/{id}/edit`); none shows all lists. */
  listId: v.optional(v.pipe(v.string(), v.minLength(1))),
})

export type ListsParams = v.InferOutput<typeof params>

/** The account's lists (`/lists`, with a New button and the create view) and editing one. */
export const listsColumn = defineKind<ListsParams>({
  id: 'lists',
  label: m.label,
  icon: 'list',
  title: ({ listId }, _user, names) => {
    if (listId === undefined) return { descriptor: m.label }
    const title = names?.listTitle(listId)
    return title === undefined
      ? { descriptor: m.edit }
      : { descriptor: m.editTitle, values: { title } }
  },
  titleNames: ['lists'],
  params,
  fields: [],
  signedInOnly: true,
  routes: [
    { route: 'lists', params: () => ({}) },
    { route: 'lists-edit', params: ({ id }) => (id ? { listId: id } : undefined) },
  ],
  focusedPath: ({ listId }) =>
    listId === undefined ? routePath('lists') : routePath('lists-edit', { id: listId }),
  body: 'component',
  load: () => import('./ListsColumn'),
})
