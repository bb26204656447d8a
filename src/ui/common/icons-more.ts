// The icons no first paint shows (see icons.ts): loaded once the first status is on screen.
import AtSign from 'lucide-react/icons/at-sign'
import Bell from 'lucide-react/icons/bell'
import Bookmark from 'lucide-react/icons/bookmark'
import ChevronRight from 'lucide-react/icons/chevron-right'
import ChevronUp from 'lucide-react/icons/chevron-up'
import Columns3 from 'lucide-react/icons/columns-3'
import Contrast from 'lucide-react/icons/contrast'
import Eye from 'lucide-react/icons/eye'
import Flag from 'lucide-react/icons/flag'
import Hash from 'lucide-react/icons/hash'
import History from 'lucide-react/icons/rotate-ccw-clock'
import House from 'lucide-react/icons/house'
import Info from 'lucide-react/icons/info'
import Keyboard from 'lucide-react/icons/keyboard'
import Languages from 'lucide-react/icons/languages'
import Link from 'lucide-react/icons/link'
import LogIn from 'lucide-react/icons/log-in'
import Menu from 'lucide-react/icons/menu'
import Minus from 'lucide-react/icons/minus'
import Monitor from 'lucide-react/icons/monitor'
import Moon from 'lucide-react/icons/moon'
import Music from 'lucide-react/icons/eighth-notes'
import Orbit from 'lucide-react/icons/orbit'
import Pencil from 'lucide-react/icons/pencil'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import Search from 'lucide-react/icons/search'
import Shield from 'lucide-react/icons/shield'
import Square from 'lucide-react/icons/square'
import SquarePen from 'lucide-react/icons/square-pen'
import Sun from 'lucide-react/icons/sun'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import UserPlus from 'lucide-react/icons/user-plus'
import Users from 'lucide-react/icons/users'
import Volume2 from 'lucide-react/icons/volume-2'
import VolumeX from 'lucide-react/icons/volume-x'
import Globe from 'lucide-react/icons/globe'
import BadgeCheck from 'lucide-react/icons/badge-check'
import Ban from 'lucide-react/icons/ban'
import LogOut from 'lucide-react/icons/log-out'
import Megaphone from 'lucide-react/icons/megaphone'
import Rss from 'lucide-react/icons/rss'
import UserMinus from 'lucide-react/icons/user-minus'
import MessageCircle from 'lucide-react/icons/message-circle'
import Paperclip from 'lucide-react/icons/paperclip'
import Maximize2 from 'lucide-react/icons/maximize-2'
import Minimize2 from 'lucide-react/icons/minimize-2'
import Settings from 'lucide-react/icons/settings'
import Download from 'lucide-react/icons/download'
import WifiOff from 'lucide-react/icons/wifi-off'
import type { LucideIcon } from 'lucide-react'

export const moreIcons = {
  // Status menu and dialogs.
  bookmark: Bookmark,
  edit: Pencil,
  redraft: RotateCcw,
  link: Link,
  flag: Flag,
  history: History,
  translate: Languages,
  // Media.
  stop: Square,
  mute: VolumeX,
  unmute: Volume2,
  eye: Eye,
  audio: Music,
  // Controls.
  chevronUp: ChevronUp,
  chevronRight: ChevronRight,
  minus: Minus,
  alert: TriangleAlert,
  // Navigation and timelines: Federated is the world, Bubble the instances around this one,
  // direct messages an envelope.
  deck: Columns3,
  home: House,
  users: Users,
  federated: Globe,
  bubble: Orbit,
  hashtag: Hash,
  search: Search,
  menu: Menu,
  info: Info,
  shield: Shield,
  follow: UserPlus,
  signIn: LogIn,
  compose: SquarePen,
  keyboard: Keyboard,
  // Notifications: the bell, a mention's at sign.
  bell: Bell,
  mention: AtSign,
  // Looks.
  lookSystem: Monitor,
  lookLight: Sun,
  lookDark: Moon,
  lookContrast: Contrast,
  // Chats and their attachments (issue 17)
  chat: MessageCircle,
  attach: Paperclip,
  // The settings modal and its minimised bar (issue 20)
  settings: Settings,
  minimize: Minimize2,
  restore: Maximize2,
  // The shell's drawer (issue 17)
  announcement: Megaphone,
  signOut: LogOut,
  // Accounts: block, remove a follower, a profile field's verified link, the feed.
  block: Ban,
  userMinus: UserMinus,
  verified: BadgeCheck,
  rss: Rss,
  // The installable app (issue 22): the menu's install entry, the offline notice.
  install: Download,
  offline: WifiOff,
} satisfies Record<string, LucideIcon>
