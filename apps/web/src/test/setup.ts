// The browser's IndexedDB (jsdom has none): the offline queue keeps its saves there.
import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadSignedInStrings } from '../lib/i18n';

// Components are tested on their own, outside the signed-in shell that loads these strings in the
// app; app/first-screen-strings.test.tsx checks the first screens need none of them.
await loadSignedInStrings();

// jsdom lacks the layout APIs Mantine's menus, popovers and media queries call.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  // Chat drafts live here: each test starts with an empty composer.
  window.sessionStorage.clear();
});
