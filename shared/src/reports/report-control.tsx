import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tutorium/shared/api';
import {
  JOB_REPORT_REASONS,
  REASON_MAX_LENGTH,
  REPORT_WINDOW_DAYS,
  TUTOR_REPORT_REASONS,
  type Report,
  type ReportReason,
} from '@tutorium/shared/contracts';
import { Button, Field, Modal } from '@tutorium/shared/ui';
import { useMyReports, useSendReport, type ReportKind } from './reports.api';
import styles from './report-control.module.css';

export interface ReportControlProps {
  /** A tutor reports a job they unlocked; a student a tutor whose contact they unlocked. */
  kind: ReportKind;
  /** The job's or the tutor's id. */
  targetId: number;
  /** When the unlock happened (ISO 8601), if the page knows: past the window, no Report button. */
  unlockedAt?: string | null;
}

type T = ReturnType<typeof useTranslation>['t'];

/** Each reason in words, for the kind of report. */
function reasonLabel(t: T, kind: ReportKind, reason: ReportReason): string {
  if (kind === 'job') {
    const labels: Record<string, string> = { fake: t('Fake job'), unreachable: t('Student unreachable'), already_filled: t('Already filled') };
    return labels[reason] ?? reason;
  }
  const labels: Record<string, string> = { fake: t('Fake profile'), unreachable: t('Tutor unreachable'), misconduct: t('Misconduct') };
  return labels[reason] ?? reason;
}

/** What the reporter sees of a report they sent. */
function reportState(t: T, report: Report): string {
  if (report.status === 'refunded') return t('Refunded {{points}} points', { points: report.refunded_points });
  if (report.status === 'dismissed') return t('Dismissed: {{reason}}', { reason: report.resolution ?? '' });
  return t('Report sent: under review');
}

const withinWindow = (unlockedAt: string | null | undefined, now = Date.now()): boolean =>
  !unlockedAt || now - new Date(unlockedAt).getTime() <= REPORT_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/**
 * Report of an unlock, on the job page (a tutor who unlocked it) and the tutor's profile (a student
 * who unlocked the contact): "Report" opens a dialog with the reasons and optional details; once
 * sent, the report's state from GET /api/reports/mine/ (under review, refunded, dismissed).
 */
export function ReportControl({ kind, targetId, unlockedAt }: ReportControlProps) {
  const { t } = useTranslation('common');
  const reports = useMyReports();
  const [open, setOpen] = useState(false);

  if (reports.isPending) return null;
  const report = reports.data?.find((candidate) => candidate.kind === kind && candidate.target_id === targetId);
  if (report) {
    return (
      <div className={styles.report}>
        <p className={styles.state} role="status">{reportState(t, report)}</p>
      </div>
    );
  }
  if (!withinWindow(unlockedAt)) return null;
  return (
    <div className={styles.report}>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('Report')}
      </Button>
      {open && <ReportDialog kind={kind} targetId={targetId} onClose={() => setOpen(false)} />}
    </div>
  );
}

function ReportDialog({ kind, targetId, onClose }: { kind: ReportKind; targetId: number; onClose: () => void }) {
  const { t } = useTranslation('common');
  const send = useSendReport(kind, targetId);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const reasons: readonly ReportReason[] = kind === 'job' ? JOB_REPORT_REASONS : TUTOR_REPORT_REASONS;

  const submit = () => {
    if (reason === null) return;
    setFailure(null);
    const trimmed = details.trim();
    send.mutate(
      { reason, ...(trimmed ? { details: trimmed } : {}) },
      {
        onSuccess: onClose,
        onError: (error) => setFailure(error instanceof ApiError && error.serverMessage ? error.serverMessage : t('Failed to send the report.')),
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={kind === 'job' ? t('Report this job') : t('Report this tutor')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={submit} loading={send.isPending} disabled={reason === null}>
            {t('Submit')}
          </Button>
        </>
      }
    >
      <p>{t('An administrator looks at every report; if the unlock was not worth it, its points are refunded.')}</p>
      <fieldset className={styles.reasons}>
        <legend>{t('Why are you reporting this?')}</legend>
        {reasons.map((option) => (
          <label key={option}>
            <input type="radio" name={`report-reason-${kind}-${targetId}`} value={option} checked={reason === option} onChange={() => setReason(option)} />
            {reasonLabel(t, kind, option)}
          </label>
        ))}
      </fieldset>
      <Field as="textarea" label={t('Details (optional)')} value={details} maxLength={REASON_MAX_LENGTH} rows={3} onChange={(event) => setDetails(event.target.value)} />
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
    </Modal>
  );
}
