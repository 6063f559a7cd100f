import { useId, useState, type ReactNode } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** At most one item open at a time: opening one closes the other. */
  single?: boolean;
  /** Ids of the items open at first. */
  defaultOpenIds?: readonly string[];
  /** Level of the heading around each header button; defaults to 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** Disclosure list: each header is a button with aria-expanded that shows or hides its panel on click. */
export function Accordion({ items, single = false, defaultOpenIds = [], headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<readonly string[]>(single ? defaultOpenIds.slice(0, 1) : defaultOpenIds);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpenIds((current) => {
      if (current.includes(id)) return current.filter((openId) => openId !== id);
      return single ? [id] : [...current, id];
    });

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const open = openIds.includes(item.id);
        const buttonId = `${baseId}-header-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <span className={styles.icon} aria-hidden="true">{open ? '−' : '+'}</span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className={styles.panel}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
