import * as v from 'valibot'

/** A column's params as stored in the deck layout; each kind's own schema narrows them. */
export const columnParamsSchema = v.record(
  v.string(),
  v.union([v.string(), v.array(v.string()), v.boolean()]),
)

export type ColumnParams = v.InferOutput<typeof columnParamsSchema>
