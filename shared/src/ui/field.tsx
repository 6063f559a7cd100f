import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './field.module.css';

interface FieldOwnProps {
  /** Visible label, tied to the control. */
  label: ReactNode;
  /** Help text under the control (announced with it). */
  hint?: ReactNode;
  /** Error text; marks the control aria-invalid and announces the text with it. */
  error?: ReactNode;
  /** Class of the wrapper; the control keeps the design-system look. */
  className?: string;
}

export type InputFieldProps = FieldOwnProps & { as?: 'input' } & Omit<ComponentPropsWithRef<'input'>, 'className'>;
export type TextareaFieldProps = FieldOwnProps & { as: 'textarea' } & Omit<ComponentPropsWithRef<'textarea'>, 'className'>;
export type SelectFieldProps = FieldOwnProps & { as: 'select' } & Omit<ComponentPropsWithRef<'select'>, 'className'>;
export type FieldProps = InputFieldProps | TextareaFieldProps | SelectFieldProps;

const OWN_PROPS = ['as', 'label', 'hint', 'error', 'className'] as const;

function controlProps<P extends FieldProps>(props: P): Omit<P, (typeof OWN_PROPS)[number]> {
  const rest: Partial<P> = { ...props };
  for (const key of OWN_PROPS) delete rest[key];
  return rest as Omit<P, (typeof OWN_PROPS)[number]>;
}

/** A labelled input, textarea (`as="textarea"`) or select (`as="select"`) with hint and error text. */
export function Field(props: FieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': props.error ? true : undefined,
    className: styles.control,
  };

  let control: ReactNode;
  if (props.as === 'textarea') control = <textarea {...controlProps(props)} {...shared} />;
  else if (props.as === 'select') control = <select {...controlProps(props)} {...shared} />;
  else control = <input {...controlProps(props)} {...shared} />;

  return (
    <div className={[styles.field, props.className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {props.label}
        {props.required && <span className={styles.required} aria-hidden="true"> *</span>}
      </label>
      {control}
      {props.hint && <p id={hintId} className={styles.hint}>{props.hint}</p>}
      {props.error && <p id={errorId} className={styles.error}>{props.error}</p>}
    </div>
  );
}
