import { useSyncExternalStore } from 'react';
import type { LoginResult, Role, StoredTokens, TokenPair, UserKind } from '@cue/contracts';
import { forgetChatDrafts } from './chat-drafts';
import { isRecord } from './response-schema';

/** The localStorage keys of spec section 3 "Stored tokens", plus the role. */
export const storageKeys = {
  token: 'token',
  refreshToken: 'refresh_token',
  additionalTokens: 'additional_tokens',
  role: 'role',
  /** Spec "Token lifecycle": a session signed in with an admin-generated temporary token. */
  isTempToken: 'isTempToken',
  /** When that temporary session ends (ISO 8601), whatever the tokens say. */
  tempTokenExpiresAt: 'tempTokenExpiresAt',
} as const;

/** Spec "Stored tokens": `additional_tokens`, every pair the user holds by kind. */
export type AdditionalTokens = StoredTokens['additional_tokens'];

export interface Session {
  role: Role;
  /** The active access token: the bearer of most calls. */
  token: string;
  /** The refresh token of the active pair. */
  refreshToken: string;
  /** Every pair the user holds, by kind (both pairs for a dual-role user). */
  additionalTokens: AdditionalTokens;
  /** Signed in with a temporary access token: it ends at tempTokenExpiresAt and is never extended. */
  isTempToken: boolean;
  /** Milliseconds since the epoch; null unless isTempToken. */
  tempTokenExpiresAt: number | null;
}

export interface SessionStore {
  get(): Session | null;
  subscribe(listener: () => void): () => void;
  /** Stores the tokens of a login result; returns null when it holds no pair at all. */
  saveLoginResult(result: LoginResult): Session | null;
  /** Stores a temporary-token sign-in: the staff pair, active until `expiresAt` (epoch ms). */
  saveTempTokenLogin(pair: TokenPair, expiresAt: number): Session;
  /** Replaces one kind's pair after a renewal; the active pair follows when it is that kind. */
  updatePair(kind: UserKind, pair: TokenPair): void;
  /** A dual-role user acts as the other kind: that kind's stored pair becomes the active pair. */
  switchActiveKind(kind: UserKind): void;
  clear(): void;
}

const roles: readonly Role[] = ['staff', 'parent', 'both'];
const emptyAdditionalTokens: AdditionalTokens = {
  staffToken: null,
  staffRefreshToken: null,
  parentToken: null,
  parentRefreshToken: null,
};

/**
 * Login result -> stored session (spec "Stored tokens"): one kind's pair becomes the active pair;
 * a dual-role user is 'both' with the staff pair active. additional_tokens always lists every pair
 * the user holds, so renewal and role switching read one place.
 */
export function sessionFromLoginResult(result: LoginResult): Session | null {
  const { staff_user: staff, parent_user: parent } = result;
  const additionalTokens: AdditionalTokens = {
    staffToken: staff?.access_token ?? null,
    staffRefreshToken: staff?.refresh_token ?? null,
    parentToken: parent?.access_token ?? null,
    parentRefreshToken: parent?.refresh_token ?? null,
  };
  const active = staff ?? parent;
  if (!active) return null;
  const role: Role = staff && parent ? 'both' : staff ? 'staff' : 'parent';
  return {
    role,
    token: active.access_token,
    refreshToken: active.refresh_token,
    additionalTokens,
    isTempToken: false,
    tempTokenExpiresAt: null,
  };
}

/** Which kind of user the active token belongs to. */
export function activeKind(session: Session): UserKind {
  if (session.role === 'both') {
    return session.token === session.additionalTokens.parentToken ? 'parent' : 'staff';
  }
  return session.role;
}

/** The access and refresh token of one kind, or null when the session does not hold that kind. */
export function tokenPairOf(session: Session, kind: UserKind): TokenPair | null {
  if (activeKind(session) === kind) {
    return { access_token: session.token, refresh_token: session.refreshToken };
  }
  const tokens = session.additionalTokens;
  const access = kind === 'staff' ? tokens.staffToken : tokens.parentToken;
  const refresh = kind === 'staff' ? tokens.staffRefreshToken : tokens.parentRefreshToken;
  return access && refresh ? { access_token: access, refresh_token: refresh } : null;
}

/** The kinds of user this session holds tokens for (two for a dual-role user). */
export function heldKinds(session: Session): UserKind[] {
  return (['staff', 'parent'] as const).filter((kind) => tokenPairOf(session, kind) !== null);
}

const additionalTokenKeys = Object.keys(emptyAdditionalTokens) as (keyof AdditionalTokens)[];

/**
 * The stored additional_tokens (StoredTokensSchema's shape: each a string or null), checked by hand
 * because the sign-in screen reads the session and does not load zod (decision 007).
 */
function readAdditionalTokens(raw: string | null): AdditionalTokens {
  if (!raw) return emptyAdditionalTokens;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return emptyAdditionalTokens;
    const tokens = { ...emptyAdditionalTokens };
    for (const key of additionalTokenKeys) {
      const value = parsed[key];
      if (value !== null && typeof value !== 'string') return emptyAdditionalTokens;
      tokens[key] = value;
    }
    return tokens;
  } catch {
    return emptyAdditionalTokens;
  }
}

function readSession(storage: Storage): Session | null {
  const token = storage.getItem(storageKeys.token);
  const refreshToken = storage.getItem(storageKeys.refreshToken);
  const role = storage.getItem(storageKeys.role) as Role | null;
  if (!token || !refreshToken || !role || !roles.includes(role)) return null;
  const isTempToken = storage.getItem(storageKeys.isTempToken) === 'true';
  const expiresAt = Date.parse(storage.getItem(storageKeys.tempTokenExpiresAt) ?? '');
  return {
    role,
    token,
    refreshToken,
    additionalTokens: readAdditionalTokens(storage.getItem(storageKeys.additionalTokens)),
    isTempToken,
    // A temporary session without a readable end is treated as already over.
    tempTokenExpiresAt: isTempToken ? (Number.isNaN(expiresAt) ? 0 : expiresAt) : null,
  };
}

function writeSession(storage: Storage, session: Session): void {
  storage.setItem(storageKeys.token, session.token);
  storage.setItem(storageKeys.refreshToken, session.refreshToken);
  storage.setItem(storageKeys.additionalTokens, JSON.stringify(session.additionalTokens));
  storage.setItem(storageKeys.role, session.role);
  if (session.isTempToken && session.tempTokenExpiresAt !== null) {
    storage.setItem(storageKeys.isTempToken, 'true');
    storage.setItem(storageKeys.tempTokenExpiresAt, new Date(session.tempTokenExpiresAt).toISOString());
  } else {
    storage.removeItem(storageKeys.isTempToken);
    storage.removeItem(storageKeys.tempTokenExpiresAt);
  }
}

type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export function createSessionStore(storage: Storage, events: StorageEvents | null = null): SessionStore {
  const listeners = new Set<() => void>();
  // One parsed snapshot until something changes: useSyncExternalStore needs a stable value.
  let snapshot: Session | null | undefined;

  const changed = () => {
    snapshot = undefined;
    for (const listener of listeners) listener();
  };
  // Another tab logging in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    const keys: readonly string[] = Object.values(storageKeys);
    if (event.key === null || keys.includes(event.key)) changed();
  };

  const get = (): Session | null => {
    if (snapshot === undefined) snapshot = readSession(storage);
    return snapshot;
  };

  return {
    get,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) events?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    saveLoginResult(result) {
      const session = sessionFromLoginResult(result);
      if (session) {
        writeSession(storage, session);
        changed();
      }
      return session;
    },
    saveTempTokenLogin(pair, expiresAt) {
      const session: Session = {
        role: 'staff',
        token: pair.access_token,
        refreshToken: pair.refresh_token,
        additionalTokens: {
          ...emptyAdditionalTokens,
          staffToken: pair.access_token,
          staffRefreshToken: pair.refresh_token,
        },
        isTempToken: true,
        tempTokenExpiresAt: expiresAt,
      };
      writeSession(storage, session);
      changed();
      return session;
    },
    updatePair(kind, pair) {
      const session = get();
      if (!session) return;
      const isActive = activeKind(session) === kind;
      const additionalTokens: AdditionalTokens =
        kind === 'staff'
          ? {
              ...session.additionalTokens,
              staffToken: pair.access_token,
              staffRefreshToken: pair.refresh_token,
            }
          : {
              ...session.additionalTokens,
              parentToken: pair.access_token,
              parentRefreshToken: pair.refresh_token,
            };
      writeSession(storage, {
        role: session.role,
        token: isActive ? pair.access_token : session.token,
        refreshToken: isActive ? pair.refresh_token : session.refreshToken,
        additionalTokens,
        isTempToken: session.isTempToken,
        tempTokenExpiresAt: session.tempTokenExpiresAt,
      });
      changed();
    },
    switchActiveKind(kind) {
      const session = get();
      const pair = session && tokenPairOf(session, kind);
      if (!session || !pair || session.role !== 'both' || activeKind(session) === kind) return;
      writeSession(storage, {
        ...session,
        token: pair.access_token,
        refreshToken: pair.refresh_token,
      });
      changed();
    },
    clear() {
      for (const key of Object.values(storageKeys)) storage.removeItem(key);
      changed();
    },
  };
}

/** The browser's session, kept in localStorage. */
export const sessionStore = createSessionStore(window.localStorage, window);

// Signed out (here, by expiry or in another tab): unsent chat drafts go with the session.
sessionStore.subscribe(() => {
  if (!sessionStore.get()) forgetChatDrafts();
});

/** The current session; re-renders on login, logout and token renewal. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
