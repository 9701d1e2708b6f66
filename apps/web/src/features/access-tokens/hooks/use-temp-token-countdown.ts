import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/notify';
import { sessionStore, useSession } from '../../../lib/session-store';

const secondsLeftUntil = (expiresAt: number) => Math.ceil((expiresAt - Date.now()) / 1000);

/**
 * Spec "Token lifecycle": in temporary-token mode, the seconds left; at 0 or less the user is
 * logged out with 'Generated Access Token Expired'. Null outside temporary-token mode.
 */
export function useTempTokenCountdown(): number | null {
  const { t } = useTranslation();
  const session = useSession();
  const expiresAt = session?.isTempToken ? session.tempTokenExpiresAt : null;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (expiresAt === null) return;
    const tick = () => {
      setNow(Date.now());
      // Read the store again: another tab or a failed renewal may already have ended the session.
      if (secondsLeftUntil(expiresAt) > 0 || !sessionStore.get()?.isTempToken) return;
      sessionStore.clear();
      showError(t('tempToken.expired'));
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, t]);

  return expiresAt === null ? null : Math.max(0, Math.ceil((expiresAt - now) / 1000));
}
