import { type BackofficeMessage, backofficeMessageSchema, type EmbedMessage, type EmbedScreen } from '@espace/contracts/embeds';
import { backofficeOrigin, isBackofficeOrigin } from '@espace/domain/embeds/backoffice-origin';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface BackofficeChannel {
  /** A message came from another origin (docs/embeds.md#the-origin-rule); nothing it carried was used. */
  originError: boolean;
  /** The origin of the last refused message, to show next to the error. */
  unexpectedOrigin: string | null;
  /** Posts to the back-office only (never '*'): the frame's parent, else the window that opened the screen; nothing when neither, or when the tenant has no back-office. */
  post: (message: EmbedMessage) => void;
}

/** Our own frames (a tincan activity…) talk to us too; they are not the administration. */
function isOwnDescendant(source: MessageEventSource | null): boolean {
  if (source === null || !('parent' in source)) return false;
  let frame: Window = source;
  while (frame.parent !== frame) {
    frame = frame.parent;
    if (frame === window) return true;
  }
  return false;
}

/**
 * The embed's side of the back-office protocol (docs/embeds.md): listens to
 * cross-window messages from the tenant's back-office origin
 * (`hostsBackoffice`, the context's hosts.backoffice), refuses every other
 * origin, answers a malformed message with espace:error BAD_REQUEST, and
 * tells the back-office when the screen is ready and how tall it is.
 */
export function useBackofficeMessages(screen: EmbedScreen, onMessage: (message: BackofficeMessage) => void, hostsBackoffice: string | null): BackofficeChannel {
  const [unexpectedOrigin, setUnexpectedOrigin] = useState<string | null>(null);
  const onMessageRef = useRef(onMessage);
  useEffect(() => {
    onMessageRef.current = onMessage;
  }, [onMessage]);

  const targetOrigin = backofficeOrigin(hostsBackoffice);
  const post = useCallback(
    (message: EmbedMessage) => {
      const backoffice = window.parent !== window ? window.parent : (window.opener as Window | null);
      // targetOrigin: a window of any other origin (an opener that navigated away) receives nothing.
      if (targetOrigin !== null && backoffice) backoffice.postMessage(message, targetOrigin);
    },
    [targetOrigin],
  );

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.source === window || isOwnDescendant(event.source)) return;
      if (!isBackofficeOrigin(event.origin, hostsBackoffice)) {
        setUnexpectedOrigin(event.origin);
        return;
      }
      const parsed = backofficeMessageSchema.safeParse(event.data);
      if (!parsed.success) {
        post({ type: 'espace:error', code: 'BAD_REQUEST' });
        return;
      }
      // The administration speaks again: what the screen now shows is its own, the earlier intruder's alert goes.
      setUnexpectedOrigin(null);
      onMessageRef.current(parsed.data);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [hostsBackoffice, post]);

  useEffect(() => {
    post({ type: 'espace:ready', screen });
  }, [post, screen]);

  useEffect(() => {
    // The back-office sizes its iframe to the content, so the embed never scrolls inside a scrolling page.
    if (typeof ResizeObserver === 'undefined') return;
    let last = -1;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(document.documentElement.scrollHeight);
      if (height === last) return;
      last = height;
      post({ type: 'espace:resize', height });
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [post]);

  return { originError: unexpectedOrigin !== null, unexpectedOrigin, post };
}
