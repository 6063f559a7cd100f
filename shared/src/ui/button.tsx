import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from '../router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  /** Visual weight; defaults to 'primary'. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

export interface ButtonProps extends ButtonLook, ComponentPropsWithRef<'button'> {
  /** Shows a spinner, sets aria-busy and blocks clicks until the work is done. */
  loading?: boolean;
}

/** The class names of a button look, for elements that must look like a button. */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false }: ButtonLook, extra?: string): string {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

/** A button (type="button" unless told otherwise) in one of four variants, with a loading state. */
export function Button({ variant, size, fullWidth, loading = false, disabled, className, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      disabled={disabled || loading}
      aria-busy={loading ? true : rest['aria-busy']}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends ButtonLook, LinkProps {}

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClassName({ variant, size, fullWidth }, className)} />;
}
