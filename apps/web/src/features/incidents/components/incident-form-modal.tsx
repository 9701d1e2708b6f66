import {
  freeTextLimits,
  type CreateIncidentInput,
  type Incident,
  type ParentInformedHow,
  type PersonRef,
} from '@cue/contracts';
import { Button, Group, Modal, MultiSelect, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { useClassRoster } from '../../observations/api/get-class-roster';
import { useSaveIncident } from '../api/incidents-api';

const informedHows: readonly ParentInformedHow[] = ['in_person', 'phone', 'message', 'not_yet'];
const LOCAL = 'YYYY-MM-DDTHH:mm';
const localNow = () => formatDate(new Date(), LOCAL);

/** Staff record an incident, or correct one the family has not acknowledged yet. */
export function IncidentFormModal({
  classId,
  incident,
  staffChoices,
  onClose,
}: {
  classId: string;
  /** The record to correct; a new one when null. */
  incident: Incident | null;
  staffChoices: PersonRef[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const roster = useClassRoster(classId);
  const [studentId, setStudentId] = useState<string | null>(incident?.student_id ?? null);
  const [happenedAt, setHappenedAt] = useState(
    incident ? formatDate(incident.happened_at, LOCAL) : localNow(),
  );
  const [location, setLocation] = useState(incident?.location ?? '');
  const [description, setDescription] = useState(incident?.description ?? '');
  const [firstAid, setFirstAid] = useState(incident?.first_aid ?? '');
  const [staff, setStaff] = useState<string[]>(incident?.staff_involved.map((p) => p._id) ?? []);
  const [how, setHow] = useState<ParentInformedHow>(incident?.parent_informed_how ?? 'not_yet');
  const [informedAt, setInformedAt] = useState(
    incident?.parent_informed_at ? formatDate(incident.parent_informed_at, LOCAL) : '',
  );
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveIncident(classId);
  const now = localNow();

  const errors = {
    student: studentId ? null : t('incidents.form.childRequired'),
    happenedAt: !happenedAt
      ? t('incidents.form.whenRequired')
      : happenedAt > now
        ? t('incidents.form.notFuture')
        : null,
    location: location.trim() ? null : t('incidents.form.whereRequired'),
    description: description.trim() ? null : t('incidents.form.whatRequired'),
    informedAt: informedAt && informedAt > now ? t('incidents.form.notFuture') : null,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.values(errors).some(Boolean)) return;
    setServerError(null);
    const fields = {
      happened_at: new Date(happenedAt).toISOString(),
      location: location.trim(),
      description: description.trim(),
      first_aid: firstAid.trim(),
      staff_user_ids: staff,
      parent_informed_how: how,
      ...(informedAt && how !== 'not_yet' && { parent_informed_at: new Date(informedAt).toISOString() }),
    };
    const request = incident
      ? { id: incident._id, input: fields }
      : { id: null, input: { ...fields, student_id: studentId! } satisfies CreateIncidentInput };
    save.mutate(request, {
      onSuccess: () => {
        showSuccess(t('incidents.form.saved'));
        onClose();
      },
      onError: (error) => setServerError(errorMessage(error)),
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(incident ? 'incidents.form.editTitle' : 'incidents.form.newTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('incidents.form.child')}
            data={(roster.data ?? []).map((child) => ({ value: child._id, label: fullName(child) }))}
            value={studentId}
            onChange={setStudentId}
            disabled={incident !== null}
            searchable
            required
            size="md"
            error={showErrors ? errors.student : null}
          />
          <TextInput
            type="datetime-local"
            label={t('incidents.form.when')}
            value={happenedAt}
            max={now}
            onChange={(event) => setHappenedAt(event.currentTarget.value)}
            required
            size="md"
            error={showErrors ? errors.happenedAt : null}
          />
          <TextInput
            label={t('incidents.form.where')}
            value={location}
            onChange={(event) => setLocation(event.currentTarget.value)}
            maxLength={freeTextLimits.title}
            required
            size="md"
            error={showErrors ? errors.location : null}
          />
          <Textarea
            label={t('incidents.form.what')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            maxLength={freeTextLimits.reason}
            rows={3}
            required
            size="md"
            error={showErrors ? errors.description : null}
          />
          <Textarea
            label={t('incidents.firstAid')}
            value={firstAid}
            onChange={(event) => setFirstAid(event.currentTarget.value)}
            maxLength={freeTextLimits.reason}
            rows={2}
            size="md"
          />
          <MultiSelect
            label={t('incidents.staffInvolved')}
            data={staffChoices.map((person) => ({ value: person._id, label: person.name }))}
            value={staff}
            onChange={setStaff}
            searchable
            size="md"
          />
          <Select
            label={t('incidents.form.parentInformed')}
            data={informedHows.map((value) => ({ value, label: t(`incidents.how.${value}`) }))}
            value={how}
            onChange={(value) => setHow((value as ParentInformedHow | null) ?? 'not_yet')}
            allowDeselect={false}
            size="md"
          />
          {how !== 'not_yet' && (
            <TextInput
              type="datetime-local"
              label={t('incidents.form.informedWhen')}
              value={informedAt}
              max={now}
              onChange={(event) => setInformedAt(event.currentTarget.value)}
              size="md"
              error={showErrors ? errors.informedAt : null}
            />
          )}
          {serverError && (
            <Text c="red" size="sm" role="alert">
              {serverError}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={48} onClick={onClose} disabled={save.isPending}>
              {t('incidents.form.cancel')}
            </Button>
            <Button type="submit" h={48} loading={save.isPending}>
              {t('incidents.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
