import { createElement, useSyncExternalStore, type ReactNode } from 'react';
import i18n from './i18n';
import { UndoToast } from './undo-toast';

/*
 * Toasts: one look for every success and error message in the app. Mantine's notifications are
 * downloaded with the first toast, not with the first screen (web budget, decision 007): the
 * providers mount the toast host once `useToastsShown()` turns true.
 */

let toastsShown = false;
const listeners = new Set<() => void>();

function mountToastHost(): void {
  if (!toastsShown) {
    toastsShown = true;
    for (const listener of listeners) listener();
  }
}

function show(message: string, color: 'green' | 'red', autoClose: number): void {
  mountToastHost();
  import('@mantine/notifications').then(
    ({ notifications }) => notifications.show({ message, color, autoClose, withBorder: true }),
    // The toast code could not be downloaded (offline): the 'No Internet Connection' bar says why.
    () => {},
  );
}

/**
 * A toast with an Undo button, for a change made by one tap that is easy to make by mistake
 * (clearing a child's mark): Undo closes it and calls `onUndo` once. Ten seconds, long enough
 * to look up from a child.
 */
export function showUndoable(message: string, onUndo: () => void): void {
  mountToastHost();
  import('@mantine/notifications').then(
    ({ notifications }) => {
      const id = notifications.show({
        message: createElement(UndoToast, {
          message,
          undoLabel: i18n.t('toast.undo'),
          onUndo: () => {
            notifications.hide(id);
            onUndo();
          },
        }),
        color: 'blue',
        autoClose: 10_000,
        withBorder: true,
      });
    },
    () => {},
  );
}

export function showSuccess(message: string): void {
  show(message, 'green', 4000);
}

export function showError(message: string): void {
  show(message, 'red', 6000);
}

/** A success toast whose body is interactive (e.g. a Cue command's summary with Undo). */
export function showActionToast(toast: { title: string; body: ReactNode; autoClose: number }): void {
  mountToastHost();
  import('@mantine/notifications').then(
    ({ notifications }) =>
      notifications.show({
        title: toast.title,
        message: toast.body,
        color: 'green',
        autoClose: toast.autoClose,
        withBorder: true,
      }),
    () => {},
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any toast was asked for yet: until then the toast host is not even downloaded. */
export function useToastsShown(): boolean {
  return useSyncExternalStore(subscribe, () => toastsShown);
}
