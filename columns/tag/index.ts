import * as v from 'valibot'
import type { Status } from '../../src/entities'
import { routePath } from '../../src/routes/route-table'
import { defineTimelineKind } from '../define-timeline-kind'
import { tagMessages as m } from './messages'

const tagName = v.pipe(
  v.string(),
  v.trim(),
  v.transform((tag) => tag.replace(/^#/, '')),
  v.regex(/^[\p{L}\p{N}_]+$/u),
)

const params = v.object({
  tags: v.pipe(v.array(tagName), v.minLength(1), v.maxLength(10)),
  match: v.optional(v.picklist(['any', 'all', 'none']), 'any'),
})

type TagParams = v.InferOutput<typeof params>

function hasTag(status: Pick<Status, 'tags'>, tag: string): boolean {
  const wanted = tag.toLowerCase()
  return status.tags.some((candidate) => candidate.name.toLowerCase() === wanted)
}

/**
 * One tag, or several: "any" shows statuses with any of them, "all" only those with every one,
 * "none" those with the first and none of the others (Mastodon's any/all/none tag filters).
 */
export function acceptsTagged(status: Pick<Status, 'tags'>, { tags, match }: TagParams): boolean {
  const [first, ...others] = tags
  if (first === undefined) return false
  switch (match) {
    case 'any':
      return tags.some((tag) => hasTag(status, tag))
    case 'all':
      return tags.every((tag) => hasTag(status, tag))
    case 'none':
      return hasTag(status, first) && !others.some((tag) => hasTag(status, tag))
  }
}

export const tagColumn = defineTimelineKind<TagParams>({
  id: 'tag',
  label: m.label,
  icon: 'hashtag',
  title: ({ tags }) => ({ descriptor: m.title, values: { tags: tags.join(' #') } }),
  params,
  fields: [
    { name: 'tags', label: m.param, input: 'tags' },
    {
      name: 'match',
      label: m.match,
      input: 'choice',
      choices: [
        { value: 'any', label: m.any },
        { value: 'all', label: m.all },
        { value: 'none', label: m.none },
      ],
    },
  ],
  signedInOnly: false,
  routes: [{ route: 'tag-timeline', params: ({ tag }) => (tag ? { tags: [tag] } : undefined) }],
  focusedPath: ({ tags }) => routePath('tag-timeline', { tag: tags[0] ?? '' }),
  source: ({ tags, match }) => ({
    kind: 'tag',
    tag: tags[0] ?? '',
    ...(match === 'any' ? { any: tags.slice(1) } : {}),
    ...(match === 'all' ? { all: tags.slice(1) } : {}),
    ...(match === 'none' ? { none: tags.slice(1) } : {}),
  }),
  stream: ({ tags }) => ({ stream: 'hashtag', params: { tag: tags[0] ?? '' } }),
  accepts: acceptsTagged,
  banner: () => import('./TagBanner'),
})
