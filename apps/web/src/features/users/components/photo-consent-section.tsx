import type { ParentChild } from '@cue/contracts';
import { Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { formatTimeAndDate } from '../../../lib/dates';
import { showSuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { useParentChildren } from '../api/get-parent-children';
import { useSetPhotoConsent } from '../api/set-photo-consent';

/**
 * The parent's account screen: for each child, whether photos of them may be shared with other
 * families (decision 040). Withdrawing asks first; granting does not (it takes nothing away).
 */
export function PhotoConsentSection() {
  const { t } = useTranslation();
  const children = useParentChildren();
  const [withdrawing, setWithdrawing] = useState<ParentChild | null>(null);
  const consent = useSetPhotoConsent((state) => {
    const child = children.data?.find((c) => c._id === state.student_id);
    const name = child ? fullName(child) : '';
    showSuccess(t(state.photo_consent ? 'photoConsent.granted' : 'photoConsent.withdrawn', { name }));
  });

  const change = (child: ParentChild, photoConsent: boolean) =>
    consent.mutate({ childId: child._id, photoConsent }, { onSettled: () => setWithdrawing(null) });

  return (
    <Stack component="section" gap="sm" aria-labelledby="photo-consent-heading">
      <Title order={2} fz="h4" id="photo-consent-heading">
        {t('photoConsent.heading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('photoConsent.intro')}
      </Text>
      {children.isPending && <Skeleton height={48} radius="sm" aria-busy />}
      {children.isError && <LoadError error={children.error} onRetry={() => void children.refetch()} />}
      {children.data?.map((child) => (
        <ChildConsent
          key={child._id}
          child={child}
          busy={consent.isPending && consent.variables?.childId === child._id}
          onChange={(photoConsent) => (photoConsent ? change(child, true) : setWithdrawing(child))}
        />
      ))}
      <ConfirmModal
        opened={withdrawing !== null}
        title={t('photoConsent.withdrawTitle')}
        body={t('photoConsent.withdrawBody', { name: withdrawing ? fullName(withdrawing) : '' })}
        confirmLabel={t('photoConsent.withdrawConfirm')}
        cancelLabel={t('photoConsent.cancel')}
        loading={consent.isPending}
        onConfirm={() => withdrawing && change(withdrawing, false)}
        onClose={() => setWithdrawing(null)}
      />
    </Stack>
  );
}

function ChildConsent({
  child,
  busy,
  onChange,
}: {
  child: ParentChild;
  busy: boolean;
  onChange: (photoConsent: boolean) => void;
}) {
  const { t } = useTranslation();
  const name = fullName(child);
  const changedAt = child.photo_consent_changed_at;
  const changedBy = child.photo_consent_changed_by;
  const history =
    child.photo_consent === undefined
      ? t('photoConsent.unknown')
      : !changedAt
        ? t('photoConsent.neverChanged')
        : changedBy
          ? t('photoConsent.changed', { name: changedBy, date: formatTimeAndDate(changedAt) })
          : t('photoConsent.changedAt', { date: formatTimeAndDate(changedAt) });
  return (
    <Switch
      size="md"
      checked={child.photo_consent === true}
      disabled={busy}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('photoConsent.switch', { name })}
      description={
        <>
          {t('photoConsent.whenOff', { name })}
          <br />
          {history}
        </>
      }
    />
  );
}
