import type { ReportReason } from '@tutorium/shared/contracts';

/** The words of a report's reason (keys of the admin namespace). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake: 'Fake', // t('Fake')
  unreachable: 'Unreachable', // t('Unreachable')
  already_filled: 'Already filled', // t('Already filled')
  misconduct: 'Misconduct', // t('Misconduct')
};
