import type { AdminDay } from '@tutorium/shared/contracts';
import styles from './overview.module.css';

const WIDTH = 300;
const HEIGHT = 80;

export interface DayChartProps {
  /** The chart's accessible name. */
  title: string;
  /** The total under the chart, already worded. */
  total: string;
  days: AdminDay[];
  value: (day: AdminDay) => number;
  kind?: 'bar' | 'line';
}

/** A small chart of one figure per day, named for assistive technology and followed by its total in text. */
export function DayChart({ title, total, days, value, kind = 'bar' }: DayChartProps) {
  const values = days.map(value);
  const max = Math.max(1, ...values);
  const step = WIDTH / Math.max(1, values.length);
  const y = (v: number) => HEIGHT - (v / max) * (HEIGHT - 2);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      {/* Time runs left to right in every language, as on any chart. */}
      <svg role="img" aria-label={title} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} preserveAspectRatio="none" direction="ltr">
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className={styles.axis} />
        {kind === 'bar'
          ? values.map((v, index) => (
              <rect key={days[index]?.day ?? index} x={index * step + 1} y={y(v)} width={Math.max(1, step - 2)} height={HEIGHT - y(v)} className={styles.bar} />
            ))
          : <polyline points={values.map((v, index) => `${index * step + step / 2},${y(v)}`).join(' ')} className={styles.line} fill="none" />}
      </svg>
      <p className={styles.total}>{total}</p>
    </figure>
  );
}
