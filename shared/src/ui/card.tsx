import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; use 'article' for self-contained items and 'li' inside lists. Defaults to 'div'. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** 'premium' draws the gold highlight. */
  tone?: 'default' | 'premium';
  /** Inner spacing; defaults to 'md'. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

/** A surface with border, radius and shadow that groups related content. */
export function Card({ as: Element = 'div', tone = 'default', padding = 'md', className, ...rest }: CardProps) {
  const classes = [styles.card, styles[`padding-${padding}`], tone === 'premium' ? styles.premium : '', className];
  return <Element {...rest} className={classes.filter(Boolean).join(' ')} />;
}
