/** Spec 1 section 7: registered at start; no support or a failure is only logged. */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined,
): Promise<void> {
  if (!container) {
    console.info('No service worker support in this browser')
    return
  }
  try {
    await container.register('/sw-pleroma.js')
  } catch (error) {
    console.warn('Could not register the service worker', error)
  }
}
