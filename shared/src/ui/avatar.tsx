import type { CSSProperties } from 'react';
import styles from './avatar.module.css';

export interface AvatarProps {
  /** Whose avatar: its first letter stands in for a missing picture. */
  name: string;
  /** The picture's URL; none shows the initial. */
  picture?: string | null;
  /** Width and height, a CSS length; 2.5rem unless told. */
  size?: string;
}

/**
 * A round picture, or the name's initial on the brand's soft colour. Decorative: the name is
 * written beside it, so assistive technology skips it.
 */
export function Avatar({ name, picture, size }: AvatarProps) {
  const style = size ? ({ '--avatar-size': size } as CSSProperties) : undefined;
  if (picture) return <img src={picture} alt="" className={styles.avatar} style={style} />;
  return (
    <span aria-hidden="true" className={styles.avatar} style={style}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
