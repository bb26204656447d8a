// Lists in the state layer: every account's lists kept fresh while shown (titles everywhere read
// them), and the actions that make, change and delete them.
export { createList, deleteList, saveList } from './actions'
export { accountListsAtom, useAccountLists, type AccountLists } from './lists-store'
