// "Install the app" in the menu, where the browser offers installing (Chromium's
// beforeinstallprompt; Safari and Firefox have their own menus and never fire it). The entry
// comes with the browser's offer and goes once used or once the app is installed.
import { registerDrawerEntry } from './drawer-entries'
import { installMessages } from './install-messages'

/** Chromium's event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

function isInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function'
}

export const INSTALL_ENTRY_ID = 'install-app'

/** Listens for the browser's offer and keeps the menu's entry in step; returns the stop. */
export function watchInstallPrompt(target: EventTarget = window): () => void {
  let removeEntry: (() => void) | null = null
  const clear = () => {
    removeEntry?.()
    removeEntry = null
  }
  const onOffer = (event: Event) => {
    if (!isInstallPrompt(event)) return
    // The menu offers it: no mini-infobar of the browser's own.
    event.preventDefault()
    clear()
    removeEntry = registerDrawerEntry({
      id: INSTALL_ENTRY_ID,
      slot: 'app',
      audience: 'everyone',
      icon: 'install',
      label: installMessages.install,
      open: {
        run: () => {
          // An offer answers one prompt only; the browser makes a new one if it is declined.
          clear()
          event
            .prompt()
            .then(() => event.userChoice)
            .catch((error: unknown) => {
              console.warn('The browser did not show its install prompt', error)
            })
        },
      },
    })
  }
  target.addEventListener('beforeinstallprompt', onOffer)
  target.addEventListener('appinstalled', clear)
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer)
    target.removeEventListener('appinstalled', clear)
    clear()
  }
}
