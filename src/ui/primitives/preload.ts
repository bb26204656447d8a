import { dialogPart } from './Dialog'
import { menuPopupPart } from './Menu'
import { selectPopupPart } from './Select'

/** Loads every on-demand part now (component tests, and screens that will surely need them). */
export async function preloadPrimitives(): Promise<void> {
  await Promise.all([menuPopupPart.load(), selectPopupPart.load(), dialogPart.load()])
}
