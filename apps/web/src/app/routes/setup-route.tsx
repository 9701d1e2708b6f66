import { Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { isApiError } from '../../lib/api-error';
import { useSetupLinkStatus } from '../../features/platform/api/check-setup-link';
import { SetupDone } from '../../features/platform/components/setup-done';
import { SetupForm } from '../../features/platform/components/setup-form';
import { SetupLinkDead } from '../../features/platform/components/setup-link-dead';

/**
 * /public/setup?token=...: the first run of a new install (the link the server printed). No sign-in:
 * the token is the permission, checked first and again when the form is sent.
 */
export function SetupRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const status = useSetupLinkStatus(token);
  const [done, setDone] = useState<string | null>(null);
  const [dead, setDead] = useState<'used' | 'invalid' | null>(null);

  if (done !== null) return <SetupDone schoolName={done} />;
  if (!token) return <SetupLinkDead reason="invalid" />;
  if (dead) return <SetupLinkDead reason={dead} />;
  if (status.isPending) return <Skeleton height={320} radius="md" aria-busy />;
  if (status.isError) {
    // A token the server refuses to read (a mangled link) is not valid; anything else may pass.
    if (isApiError(status.error) && status.error.status === 400) return <SetupLinkDead reason="invalid" />;
    return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  }
  if (status.data !== 'ready') return <SetupLinkDead reason={status.data} />;
  return <SetupForm token={token} onDone={setDone} onLinkDead={setDead} />;
}
