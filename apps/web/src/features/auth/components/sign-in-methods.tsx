import type { LinkedSignIn, SignInProvider } from '@cue/contracts';
import { Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { formatStoredDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useLinkedSignIns } from '../api/list-linked-sign-ins';
import { useUnlinkSignIn } from '../api/unlink-sign-in';
import { GoogleIcon, OutlookIcon, PhoneIcon } from './provider-icons';

/** The provider's name as the sign-in screen's button shows it. */
const providerNameKey = { google: 'login.googleOption', microsoft: 'login.outlookOption' } as const;
const providerIcons = { google: GoogleIcon, microsoft: OutlookIcon } satisfies Record<
  SignInProvider,
  unknown
>;

/** A date inside a sentence keeps its left-to-right order in Arabic and Hebrew (LRI … PDI). */
const ltrIsolate = (text: string) => `\u2066${text}\u2069`;

/** The icon beside a method, lined up with its first line of text, on the start side in every direction. */
function MethodIcon({ children }: { children: ReactNode }) {
  return (
    <Box component="span" display="inline-flex" mt={2} style={{ flexShrink: 0 }}>
      {children}
    </Box>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * The ways this person can sign in, in the account settings: the phone (when it is one) and each
 * linked Google or Outlook account, which they can unlink after confirming, unless it is the
 * only way left in (the server refuses that too).
 */
export function SignInMethods({ headingOrder = 3 }: { headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const methods = useLinkedSignIns();
  const headingId = useId();

  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={headingOrder} fz="h4" id={headingId}>
        {t('account.signInMethods.heading')}
      </Title>
      {methods.isPending && (
        <Group role="status" aria-label={t('shell.loading')}>
          <Loader size="sm" />
        </Group>
      )}
      {methods.isError && (
        <LoadError
          error={methods.error}
          onRetry={() => void methods.refetch()}
          title={t('account.signInMethods.loadFailed')}
        />
      )}
      {methods.data && (
        <Stack component="ul" gap="md" style={listStyle}>
          {methods.data.phone && (
            <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
              <MethodIcon>
                <PhoneIcon />
              </MethodIcon>
              <Stack gap={2} miw={0}>
                <Text fw={500}>{t('account.signInMethods.phone')}</Text>
                <Text size="sm" c="dimmed">
                  {t('account.signInMethods.phoneDetail')}
                </Text>
              </Stack>
            </Group>
          )}
          {methods.data.linked.map((linked) => (
            <LinkedSignInRow
              key={linked._id}
              linked={linked}
              // Nothing else would let this person in: the server refuses to unlink it (409).
              isLastWayIn={!methods.data.phone && methods.data.linked.length === 1}
            />
          ))}
        </Stack>
      )}
      {methods.data?.linked.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('account.signInMethods.empty')}
        </Text>
      )}
    </Stack>
  );
}

/** One linked account: provider, email, when it was linked, and Unlink with its confirmation. */
function LinkedSignInRow({ linked, isLastWayIn }: { linked: LinkedSignIn; isLastWayIn: boolean }) {
  const { t } = useTranslation();
  const unlink = useUnlinkSignIn();
  const [isConfirming, setIsConfirming] = useState(false);
  const unlinkButton = useRef<HTMLButtonElement>(null);
  const accountId = useId();
  const reasonId = useId();
  const confirmId = useId();
  const provider = t(providerNameKey[linked.provider]);
  const Icon = providerIcons[linked.provider];

  const cancel = () => {
    setIsConfirming(false);
    unlinkButton.current?.focus();
  };
  const confirm = () =>
    unlink.mutate(linked._id, {
      onSuccess: () => showSuccess(t('account.signInMethods.unlinked', { provider })),
      onError: (error) => {
        showError(errorMessage(error));
        setIsConfirming(false);
      },
    });

  return (
    <Box component="li">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <MethodIcon>
          <Icon />
        </MethodIcon>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <div id={accountId}>
            <Text fw={500}>{provider}</Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {/* An address reads left to right in Arabic and Hebrew too. */}
              {linked.email ? <bdi dir="ltr">{linked.email}</bdi> : t('account.signInMethods.noEmail')}
            </Text>
          </div>
          <Text size="xs" c="dimmed">
            {t('account.signInMethods.linkedOn', { date: ltrIsolate(formatStoredDate(linked.linked_at)) })}
          </Text>
          {isLastWayIn && (
            <Text size="xs" id={reasonId}>
              {t('account.signInMethods.lastWayIn')}
            </Text>
          )}
        </Stack>
        <Button
          ref={unlinkButton}
          size="xs"
          variant="light"
          color="red"
          style={{ flexShrink: 0 }}
          disabled={isLastWayIn}
          aria-describedby={isLastWayIn ? `${accountId} ${reasonId}` : accountId}
          aria-expanded={isConfirming}
          aria-controls={isConfirming ? confirmId : undefined}
          onClick={() => setIsConfirming((open) => !open)}
        >
          {t('account.signInMethods.unlink')}
        </Button>
      </Group>
      {isConfirming && (
        <Paper id={confirmId} withBorder radius="md" mt="xs" p="sm">
          <Text size="sm" mb="xs">
            {t('account.signInMethods.confirmQuestion', { provider })}
          </Text>
          <Group gap="xs" justify="flex-end">
            <Button
              size="xs"
              variant="default"
              onClick={cancel}
              disabled={unlink.isPending}
              data-autofocus
              autoFocus
            >
              {t('account.signInMethods.cancel')}
            </Button>
            <Button size="xs" color="red" onClick={confirm} loading={unlink.isPending}>
              {t('account.signInMethods.confirm')}
            </Button>
          </Group>
        </Paper>
      )}
    </Box>
  );
}
