import type { ComponentPropsWithoutRef } from 'react';
import styles from './badge.module.css';

export type BadgeVariant = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'premium';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** Colour meaning; 'premium' is the gold highlight. Defaults to 'neutral'. */
  variant?: BadgeVariant;
}

/** A short status label such as Verified, Premium or Pending. */
export function Badge({ variant = 'neutral', className, ...rest }: BadgeProps) {
  return <span {...rest} className={[styles.badge, styles[variant], className].filter(Boolean).join(' ')} />;
}
