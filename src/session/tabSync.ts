/** Tab synchronisation (spec §4): LOGIN / LOGOUT in one tab reloads the other, unfocused tabs. */
export type SessionEvent = 'LOGIN' | 'LOGOUT';

const CHANNEL = 'spinacz-session';
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  // Node (tests) would otherwise keep the process alive for the channel.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return channel;
}

export function broadcastSessionEvent(event: SessionEvent): void {
  openChannel()?.postMessage(event);
}

/** Starts listening; other tabs reload on LOGIN or LOGOUT only when not focused. */
export function listenForSessionEvents(reload: () => void = () => window.location.reload()): () => void {
  const open = openChannel();
  if (!open) return () => undefined;
  const onMessage = (message: MessageEvent) => {
    if ((message.data === 'LOGIN' || message.data === 'LOGOUT') && !document.hasFocus()) reload();
  };
  open.addEventListener('message', onMessage);
  return () => open.removeEventListener('message', onMessage);
}
