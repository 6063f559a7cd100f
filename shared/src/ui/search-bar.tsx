import type { ComponentProps } from 'react';
import styles from './search-bar.module.css';

/**
 * A search form as one bar: two fields side by side and the button at the end (stacked on
 * phones). The home page's plain form and the tutors widget that takes over from it share it, so
 * nothing moves when one replaces the other. Give the button `searchBarSubmitClassName`.
 */
export function SearchBar({ className, ...rest }: ComponentProps<'form'>) {
  return <form {...rest} className={[styles.bar, className].filter(Boolean).join(' ')} />;
}

/** Lines the submit button up with the fields (whose labels sit above them). */
export const searchBarSubmitClassName = styles.submit;
