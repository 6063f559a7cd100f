import type { TFunction } from 'i18next';
import type { Job } from '@tutorium/shared/contracts';

const HOUR_MS = 60 * 60 * 1000;

/** The budget in USD (spec section 2), in the reader's number format. */
export const formatBudget = (budget: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(budget) ? 0 : 2, maximumFractionDigits: 2 }).format(budget);

/** 'Posted N hours ago' under 24 hours (spec section 2), the date after that. */
export function postedText(createdAt: string, t: TFunction<'jobs'>, language: string, now = Date.now()): string {
  const created = new Date(createdAt);
  const hours = Math.floor((now - created.getTime()) / HOUR_MS);
  if (hours < 1) return t('Posted less than an hour ago');
  if (hours === 1) return t('Posted 1 hour ago');
  if (hours < 24) return t('Posted {{hours}} hours ago', { hours });
  return t('Posted on {{date}}', { date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(created) });
}

/** The budget and its type ('$500 · Fixed'), or 'Negotiable' when the student gave no budget. */
export function budgetText(job: Pick<Job, 'budget' | 'budget_type'>, t: TFunction<'jobs'>, language: string, separator = ' · '): string {
  if (job.budget === null) return t('Negotiable');
  return `${formatBudget(job.budget, language)}${separator}${budgetTypeText(job, t)}`;
}

/** The budget type as the reader's language says it. */
export function budgetTypeText(job: Pick<Job, 'budget_type'>, t: TFunction<'jobs'>): string {
  // t('Fixed') t('Per Hour') t('Per Month') t('Per Week') t('Per Year')
  return t(job.budget_type);
}

/** Modes, service type and other option values shown through t(value). */
export function optionText(value: string, t: TFunction<'jobs'>): string {
  // t('Online') t('Offline') t('At My Place') t('Travel to Tutor') t('Tutoring') t('Assignment Help')
  // t('Primary') t('Secondary') t('Higher Secondary') t('Bachelor') t('Masters') t('PhD')
  // t('Bangladesh') t('India') t('USA') t('UK') t('Canada') t('Male') t('Female')
  return t(value);
}
