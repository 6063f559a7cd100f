import { TEACHING_MODES, type TeachingMode } from '@tutorium/shared/contracts';

/** The users columns that hold a tutor's teaching modes (migration 0056), one per mode. */
export interface TeachingModeColumns {
  teaches_online: boolean;
  teaches_at_student_home: boolean;
  teaches_at_tutor_place: boolean;
}

const TEACHING_MODE_COLUMNS: Readonly<Record<TeachingMode, keyof TeachingModeColumns>> = {
  online: 'teaches_online',
  student_home: 'teaches_at_student_home',
  tutor_place: 'teaches_at_tutor_place',
};

/** The modes a row's columns say, in TEACHING_MODES order. */
export const teachingModesOf = (row: TeachingModeColumns): TeachingMode[] => TEACHING_MODES.filter((mode) => row[TEACHING_MODE_COLUMNS[mode]]);

/** The columns for exactly these modes (every other mode off). */
export const teachingModeColumns = (modes: readonly TeachingMode[]): TeachingModeColumns => ({
  teaches_online: modes.includes('online'),
  teaches_at_student_home: modes.includes('student_home'),
  teaches_at_tutor_place: modes.includes('tutor_place'),
});
