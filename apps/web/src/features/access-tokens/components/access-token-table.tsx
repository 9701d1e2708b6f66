import type { AccessTokenSummary } from '@cue/contracts';
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeAndDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useAccessTokens } from '../api/list-access-tokens';
import { useRevokeAccessToken } from '../api/revoke-access-token';

const statusColors = { active: 'green', expired: 'gray', revoked: 'red' } as const;

/** The school's temporary tokens with their status; active ones can be revoked after a confirmation. */
export function AccessTokenTable() {
  const { t } = useTranslation();
  const tokens = useAccessTokens();
  const revoke = useRevokeAccessToken();
  const [toRevoke, setToRevoke] = useState<AccessTokenSummary | null>(null);

  const confirmRevoke = () => {
    if (!toRevoke) return;
    revoke.mutate(toRevoke._id, {
      onSuccess: () => showSuccess(t('accessTokens.revoked')),
      onError: (error) => showError(errorMessage(error)),
      onSettled: () => setToRevoke(null),
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('accessTokens.listTitle')}
        </Title>
        {tokens.isError && <Text c="red">{errorMessage(tokens.error)}</Text>}
        {tokens.data?.length === 0 && <Text c="dimmed">{t('accessTokens.empty')}</Text>}
        {tokens.data && tokens.data.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('accessTokens.columns.staff')}</Table.Th>
                  <Table.Th>{t('accessTokens.columns.createdBy')}</Table.Th>
                  <Table.Th>{t('accessTokens.columns.createdAt')}</Table.Th>
                  <Table.Th>{t('accessTokens.columns.expiresAt')}</Table.Th>
                  <Table.Th>{t('accessTokens.columns.status')}</Table.Th>
                  <Table.Th>{t('accessTokens.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens.data.map((token) => (
                  <Table.Tr key={token._id}>
                    <Table.Td>{token.staff_name}</Table.Td>
                    <Table.Td>{token.created_by_name}</Table.Td>
                    <Table.Td>{formatTimeAndDate(token.created_at)}</Table.Td>
                    <Table.Td>{formatTimeAndDate(token.expires_at)}</Table.Td>
                    <Table.Td>
                      <Badge color={statusColors[token.status]} variant="light">
                        {t(`accessTokens.status.${token.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {token.status === 'active' && (
                        <Button size="xs" color="red" variant="light" onClick={() => setToRevoke(token)}>
                          {t('accessTokens.revoke')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal
        opened={toRevoke !== null}
        onClose={() => setToRevoke(null)}
        title={t('accessTokens.revokeTitle')}
      >
        <Stack gap="md">
          <Text>{t('accessTokens.revokeBody', { name: toRevoke?.staff_name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToRevoke(null)} disabled={revoke.isPending}>
              {t('accessTokens.revokeCancel')}
            </Button>
            <Button color="red" onClick={confirmRevoke} loading={revoke.isPending}>
              {t('accessTokens.revokeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
