import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** CSS length; defaults to 100%. */
  width?: string;
  /** CSS length; defaults to 1em. */
  height?: string;
  /** Number of stacked text lines (the last one shorter). */
  lines?: number;
  /** 'circle' for avatars. */
  shape?: 'rect' | 'circle';
  className?: string;
}

/**
 * A grey placeholder while content loads. It is hidden from assistive technology:
 * mark the loading region with aria-busy="true" instead.
 */
export function Skeleton({ width = '100%', height = '1em', lines = 1, shape = 'rect', className }: SkeletonProps) {
  const classes = [styles.skeleton, shape === 'circle' ? styles.circle : '', className].filter(Boolean).join(' ');
  if (lines <= 1) return <span aria-hidden="true" className={classes} style={{ inlineSize: width, blockSize: height }} />;
  return (
    <span aria-hidden="true" className={styles.lines} style={{ inlineSize: width }}>
      {Array.from({ length: lines }, (_, index) => {
        const style: CSSProperties = { inlineSize: index === lines - 1 ? '60%' : '100%', blockSize: height };
        return <span key={index} className={classes} style={style} />;
      })}
    </span>
  );
}
