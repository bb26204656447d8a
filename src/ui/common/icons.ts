// The client's icons: lucide, imported one by one so the bundle holds only these. Each name
// says what the icon means (`favourite`), not how it looks, so a call site never names a glyph.
// This file holds the icons a status card, a column and its frame can show on the first paint;
// the rest (menus, dialogs, the top bar, settings) are in icons-more.ts, loaded once the first
// status is on screen (Icon.tsx). A new icon goes there unless the first paint shows it. Each is
// imported from its own module: through lucide's index, the build would put every icon either file
// names into the landing code.
import Bot from 'lucide-react/icons/bot'
import Check from 'lucide-react/icons/check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import Ellipsis from 'lucide-react/icons/ellipsis'
import ExternalLink from 'lucide-react/icons/external-link'
import EyeOff from 'lucide-react/icons/eye-off'
import File from 'lucide-react/icons/file'
import Globe from 'lucide-react/icons/globe'
import GripVertical from 'lucide-react/icons/grip-vertical'
import List from 'lucide-react/icons/list'
import LoaderCircle from 'lucide-react/icons/loader-circle'
import Lock from 'lucide-react/icons/lock'
import LockOpen from 'lucide-react/icons/lock-open'
import Mail from 'lucide-react/icons/mail'
import MessagesSquare from 'lucide-react/icons/messages-square'
import Pin from 'lucide-react/icons/pin'
import Play from 'lucide-react/icons/play'
import Plus from 'lucide-react/icons/plus'
import Quote from 'lucide-react/icons/quote'
import Repeat2 from 'lucide-react/icons/repeat-2'
import Reply from 'lucide-react/icons/reply'
import SmilePlus from 'lucide-react/icons/face-slightly-smiling-plus'
import Star from 'lucide-react/icons/star'
import Trash2 from 'lucide-react/icons/trash'
import Users from 'lucide-react/icons/users'
import X from 'lucide-react/icons/x'
import type { LucideIcon } from 'lucide-react'

export const icons = {
  // Status actions and card.
  reply: Reply,
  repeat: Repeat2,
  favourite: Star,
  react: SmilePlus,
  quote: Quote,
  more: Ellipsis,
  trash: Trash2,
  external: ExternalLink,
  pin: Pin,
  bot: Bot,
  thread: MessagesSquare,
  // Visibility.
  globe: Globe,
  unlock: LockOpen,
  lock: Lock,
  envelope: Mail,
  local: Users,
  list: List,
  // Media.
  play: Play,
  eyeOff: EyeOff,
  file: File,
  // Controls.
  chevronLeft: ChevronLeft,
  chevronDown: ChevronDown,
  close: X,
  check: Check,
  plus: Plus,
  spinner: LoaderCircle,
  grip: GripVertical,
} satisfies Record<string, LucideIcon>

export type LandingIconName = keyof typeof icons
