import { routePath } from '../../routes/route-table'
import { columnWidthPx } from '../layout'
import { activeDeck } from '../layout-actions'
import { commandMessages as m } from './messages'
import type { Command, CommandContext, StatusActionName } from './types'

const signedIn = (context: CommandContext) => context.signedIn

function go(id: string, key: string, label: Command['label'], path: (c: CommandContext) => string) {
  return {
    id,
    group: 'go',
    label,
    keys: [`g>${key}`],
    perform: (context) => context.navigate(path(context)),
    isAvailable: signedIn,
  } satisfies Command
}

function focusedColumnId(context: CommandContext): string | undefined {
  return activeDeck(context.layout).columns[context.columnIndex]?.id
}

function onFocusedColumn(perform: (context: CommandContext, columnId: string) => void) {
  return (context: CommandContext) => {
    const columnId = focusedColumnId(context)
    if (columnId) perform(context, columnId)
  }
}

function resizeBy(context: CommandContext, columnId: string, deltaPx: number) {
  const column = activeDeck(context.layout).columns.find((candidate) => candidate.id === columnId)
  if (column) {
    context.dispatch({
      type: 'resizeColumn',
      columnId,
      width: columnWidthPx(column.width) + deltaPx,
    })
  }
}

function statusCommand(action: StatusActionName, key: string, label: Command['label']): Command {
  return {
    id: `status.${action}`,
    group: 'status',
    label,
    keys: [key],
    perform: (context) => context.statusAction(action),
  }
}

/** Every command of the deck: keyboard shortcuts, the help dialog and the palette read this. */
export const commands: readonly Command[] = [
  go('go.home', 'h', m.goHome, () => routePath('friends')),
  go('go.notifications', 'n', m.goNotifications, (c) =>
    routePath('notifications', { username: c.nickname ?? '' }),
  ),
  {
    ...go('go.local', 'l', m.goLocal, () => routePath('public-timeline')),
    isAvailable: () => true,
  },
  {
    ...go('go.federated', 't', m.goFederated, () => routePath('public-external-timeline')),
    isAvailable: () => true,
  },
  go('go.dms', 'd', m.goDms, (c) => routePath('dms', { username: c.nickname ?? '' })),
  go('go.bookmarks', 'b', m.goBookmarks, () => routePath('bookmarks')),
  go('go.favourites', 'f', m.goFavourites, (c) =>
    routePath('external-user-profile', { id: c.userId ?? '' }, { hash: 'favorites' }),
  ),
  go('go.profile', 'u', m.goProfile, (c) =>
    routePath('external-user-profile', { id: c.userId ?? '' }),
  ),
  go('go.followRequests', 'r', m.goFollowRequests, () => routePath('friend-requests')),
  {
    id: 'go.settings',
    group: 'go',
    label: m.openSettings,
    keys: ['g>s'],
    perform: (context) => context.openSettings(),
  },
  {
    id: 'column.next-status',
    group: 'column',
    label: m.nextStatus,
    keys: ['j'],
    perform: (c) => c.moveInColumn(1),
  },
  {
    id: 'column.previous-status',
    group: 'column',
    label: m.previousStatus,
    keys: ['k'],
    perform: (c) => c.moveInColumn(-1),
  },
  {
    id: 'deck.next-column',
    group: 'deck',
    label: m.nextColumn,
    keys: ['l', ']'],
    perform: (c) => c.focusColumn(c.columnIndex + 1),
  },
  {
    id: 'deck.previous-column',
    group: 'deck',
    label: m.previousColumn,
    keys: ['h', '['],
    perform: (c) => c.focusColumn(c.columnIndex - 1),
  },
  {
    id: 'deck.column-n',
    group: 'deck',
    label: m.columnN,
    keys: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
    // The key itself says which column; the deck passes it through focusColumn.
    perform: () => undefined,
  },
  {
    id: 'column.open',
    group: 'column',
    label: m.openFocused,
    keys: ['Enter', 'o'],
    perform: (c) => c.openFocused(),
  },
  {
    id: 'general.back',
    group: 'general',
    label: m.back,
    keys: ['Backspace'],
    perform: (c) => c.back(),
  },
  {
    id: 'column.show-new',
    group: 'column',
    label: m.showNew,
    keys: ['.'],
    perform: (c) => c.showNew(),
  },
  {
    id: 'deck.move-left',
    group: 'deck',
    label: m.moveColumnLeft,
    keys: ['H', '<'],
    perform: onFocusedColumn((c, columnId) => {
      c.dispatch({ type: 'moveColumnBy', columnId, by: -1 })
      c.focusColumn(c.columnIndex - 1)
    }),
  },
  {
    id: 'deck.move-right',
    group: 'deck',
    label: m.moveColumnRight,
    keys: ['L', '>'],
    perform: onFocusedColumn((c, columnId) => {
      c.dispatch({ type: 'moveColumnBy', columnId, by: 1 })
      c.focusColumn(c.columnIndex + 1)
    }),
  },
  {
    id: 'deck.widen',
    group: 'deck',
    label: m.widenColumn,
    keys: ['+'],
    perform: onFocusedColumn((c, columnId) => resizeBy(c, columnId, 40)),
  },
  {
    id: 'deck.narrow',
    group: 'deck',
    label: m.narrowColumn,
    keys: ['-'],
    perform: onFocusedColumn((c, columnId) => resizeBy(c, columnId, -40)),
  },
  {
    id: 'deck.add-column',
    group: 'deck',
    label: m.addColumn,
    keys: ['a'],
    perform: (c) => c.openColumnPicker(),
  },
  {
    id: 'deck.remove-column',
    group: 'deck',
    label: m.removeColumn,
    perform: onFocusedColumn((c, columnId) => c.dispatch({ type: 'removeColumn', columnId })),
  },
  {
    id: 'general.compose',
    group: 'general',
    label: m.compose,
    keys: ['n'],
    perform: (c) => c.compose(),
    isAvailable: signedIn,
  },
  {
    id: 'general.search',
    group: 'general',
    label: m.search,
    keys: ['/'],
    perform: (c) => c.search(),
  },
  {
    id: 'general.help',
    group: 'general',
    label: m.help,
    keys: ['?'],
    perform: (c) => c.openHelp(),
  },
  {
    id: 'general.palette',
    group: 'general',
    label: m.palette,
    keys: ['mod+k'],
    perform: (c) => c.openPalette(),
  },
  statusCommand('reply', 'r', m.reply),
  statusCommand('favourite', 'f', m.favourite),
  statusCommand('repeat', 'b', m.repeat),
  statusCommand('quote', 'q', m.quote),
  statusCommand('bookmark', 'd', m.bookmark),
  statusCommand('react', 'e', m.react),
  statusCommand('openMedia', 'v', m.openMedia),
  statusCommand('toggleContentWarning', 'x', m.toggleContentWarning),
  statusCommand('mention', 'm', m.mention),
  statusCommand('openProfile', 'p', m.openProfile),
]

export function availableCommands(context: CommandContext): Command[] {
  return commands.filter((command) => command.isAvailable?.(context) ?? true)
}
